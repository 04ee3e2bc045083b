import { describe, expect, it } from "vitest";
import { seedListings } from "../../scripts/seed-data";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";

const tag = () => `g${Math.random().toString(36).slice(2, 9)}`;

describe("GET /api/listings?q= with local crop names", () => {
  it("finds the seeded maize listings by masara, agbado, ọka and corn, and a Hausa-titled listing by maize", async () => {
    const farmer = await fastAccount("farmer");
    const place = tag();
    const make = async (title: string, description: string) => {
      const created = await createListing(farmer.token, { title, description, location: `${place}, Kano` });
      expect(created.status).toBe(201);
      await setListingState(created.json.id, "approved");
      return created.json.id as number;
    };
    const maize = seedListings.filter((listing) => /maize/i.test(listing.title));
    expect(maize.length).toBeGreaterThanOrEqual(2);
    const maizeIds: number[] = [];
    for (const listing of maize) maizeIds.unshift(await make(listing.title, listing.description));
    const yam = await make("Seed yam, 2 kg tubers", "Clean seed yam for planting.");
    const hausa = await make("Farar masara", "Busasshiyar masara mai kyau.");

    const ids = async (q: string) =>
      (await call("GET", `/api/listings?q=${encodeURIComponent(q)}&location=${place}&sort=newest`)).json.map(
        (listing: { id: number }) => listing.id,
      );
    for (const word of ["masara", "agbado", "Àgbàdo", "ọka", "corn"]) {
      expect(await ids(word)).toEqual([hausa, ...maizeIds]);
    }
    expect(await ids("maize")).toEqual([hausa, ...maizeIds]);
    expect(await ids("doya")).toEqual([yam]);
    expect(await ids("masara doya")).toEqual([]);
    // Typed query syntax stays words.
    expect((await call("GET", `/api/listings?q=${encodeURIComponent('masara" OR (NEAR ɗ*')}`)).status).toBe(200);
  });

  it("finds a listing written with Yoruba tone marks by the word without them and by its English name", async () => {
    const farmer = await fastAccount("farmer");
    const place = tag();
    const created = await createListing(farmer.token, { title: "Ẹ̀wà funfun, àpò kan", location: `${place}, Ibadan` });
    await setListingState(created.json.id, "approved");
    const ids = async (q: string) =>
      (await call("GET", `/api/listings?q=${encodeURIComponent(q)}&location=${place}`)).json.map((listing: { id: number }) => listing.id);
    for (const word of ["ẹ̀wà", "ewa", "EWA", "beans", "cowpea", "wake", "agwa"]) expect(await ids(word)).toEqual([created.json.id]);
    expect(await ids("ẹ̀pà")).toEqual([]);
  });
});
