import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createListing, setListingState } from "../../test/marketplace";
import { database } from "../db/client";
import { expiresSoon, isExpired, todayInNigeria } from "../expiry";
import { browsePublicListings, countPublicListings } from "../services/listing-search";
import { findVisibleListing } from "../services/listings";

const CHEMICAL = {
  title: "Glyphosate 360 SL, 1 litre",
  category: "chemicals",
  price: "4500",
  priceUnit: "piece",
  registration_number: "A5-0123",
  registration_body: "NAFDAC",
  manufacturer: "Agro Chem Ltd",
  batch_number: "B2026-07",
  expiry_date: "2099-12-31",
};
const SEED = {
  title: "SAMMAZ 15 maize seed",
  category: "seeds",
  price: "9000",
  priceUnit: "bag",
  variety: "SAMMAZ 15",
  registration_number: "NASC/MZ/015",
};

describe("registration details of seed and chemical listings", () => {
  it("a supplier lists a chemical with its registration details, and the listing answers with them", async () => {
    const supplier = await fastAccount("supplier");
    const created = await createListing(supplier.token, CHEMICAL);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      registration_number: "A5-0123",
      registration_body: "NAFDAC",
      manufacturer: "Agro Chem Ltd",
      batch_number: "B2026-07",
      expiry_date: "2099-12-31",
      variety: null,
      seller_role: "supplier",
    });
  });

  it.each([
    [
      "a chemical without a registration number",
      { ...CHEMICAL, registration_number: "" },
      "registration_number_required",
      "registration_number",
    ],
    ["a chemical without an expiry date", { ...CHEMICAL, expiry_date: "" }, "expiry_date_required", "expiry_date"],
    ["a chemical with a variety", { ...CHEMICAL, variety: "X" }, "variety_only_for_seeds", "variety"],
    ["a seed without a variety", { ...SEED, variety: "" }, "variety_required", "variety"],
    ["a seed without its NASC number", { ...SEED, registration_number: "" }, "registration_number_required", "registration_number"],
    ["a seed registered elsewhere", { ...SEED, registration_body: "NAFDAC" }, "registration_body_not_nasc", "registration_body"],
    ["an unknown registration body", { ...CHEMICAL, registration_body: "SON" }, "registration_body_invalid", "registration_body"],
    ["a date that is not a day", { ...CHEMICAL, expiry_date: "2026-02-30" }, "expiry_date_invalid", "expiry_date"],
    ["a date in another format", { ...CHEMICAL, expiry_date: "31/12/2099" }, "expiry_date_invalid", "expiry_date"],
    ["an expiry date already passed", { ...CHEMICAL, expiry_date: "2001-01-01" }, "expiry_date_past", "expiry_date"],
    [
      "registration details on crops",
      { title: "Maize", category: "crops", batch_number: "B1" },
      "input_details_not_for_category",
      "batch_number",
    ],
    [
      "an overlong registration number",
      { ...CHEMICAL, registration_number: "9".repeat(61) },
      "registration_number_too_long",
      "registration_number",
    ],
  ])("refuses %s with a 400 and the field's code", async (_, fields, code, field) => {
    const supplier = await fastAccount("supplier");
    const refused = await createListing(supplier.token, fields as Record<string, string>);
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe(code);
    expect(refused.json.field_codes[field]).toBe(code);
  });

  it("a seed listing without a body is recorded as NASC-registered", async () => {
    const farmer = await fastAccount("farmer");
    const created = await createListing(farmer.token, SEED);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      variety: "SAMMAZ 15",
      registration_number: "NASC/MZ/015",
      registration_body: "NASC",
      expiry_date: null,
    });
  });

  it("other categories carry no details, and a listing moved out of seeds or chemicals drops them", async () => {
    const supplier = await fastAccount("supplier");
    const created = await createListing(supplier.token, CHEMICAL);
    const id = created.json.id;
    const blankEdit = await call("PUT", `/api/listings/user/listings/${id}`, {
      token: supplier.token,
      body: { title: CHEMICAL.title, registration_number: "" },
    });
    expect(blankEdit.status).toBe(400);
    expect(blankEdit.json.code).toBe("registration_number_required");
    const moved = await call("PUT", `/api/listings/user/listings/${id}`, {
      token: supplier.token,
      body: { title: "Knapsack sprayer", category: "tools" },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({
      category: "tools",
      registration_number: null,
      registration_body: null,
      expiry_date: null,
      manufacturer: null,
    });
    const refused = await call("PUT", `/api/listings/user/listings/${id}`, {
      token: supplier.token,
      body: { title: "Sprayer", manufacturer: "X" },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe("input_details_not_for_category");
  });

  it("an edit keeps details it does not send and checks the result", async () => {
    const supplier = await fastAccount("supplier");
    const { json } = await createListing(supplier.token, CHEMICAL);
    const edited = await call("PUT", `/api/listings/user/listings/${json.id}`, {
      token: supplier.token,
      body: { title: "Glyphosate 1L", batch_number: "B2026-09" },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ registration_number: "A5-0123", batch_number: "B2026-09", expiry_date: "2099-12-31" });
  });
});

describe("an expired product leaves public view", () => {
  it("reads today in Nigerian time and counts the expiry day itself as good", () => {
    expect(todayInNigeria(new Date("2026-06-30T22:59:00Z"))).toBe("2026-06-30");
    expect(todayInNigeria(new Date("2026-06-30T23:00:00Z"))).toBe("2026-07-01");
    expect(isExpired("2026-06-30", "2026-06-30")).toBe(false);
    expect(isExpired("2026-06-30", "2026-07-01")).toBe(true);
    expect(isExpired(null, "2026-07-01")).toBe(false);
    expect(expiresSoon("2026-07-31", "2026-07-01")).toBe(true);
    expect(expiresSoon("2026-08-01", "2026-07-01")).toBe(false);
    expect(expiresSoon("2026-06-30", "2026-07-01")).toBe(false);
  });

  it("is public up to its expiry day and hidden the day after, in browse, count and detail; its owner still sees it", async () => {
    const db = database(env.DB);
    const supplier = await fastAccount("supplier");
    const stranger = await fastAccount("buyer");
    const title = `Mancozeb ${crypto.randomUUID().slice(0, 8)}`;
    const { json } = await createListing(supplier.token, { ...CHEMICAL, title });
    await setListingState(json.id, "approved");
    // A date after any clock this test runs under: the search index keeps the words of a product not yet expired when
    // the row was written (migrations/0027), and the day the query asks about decides the rest.
    await env.DB.prepare("UPDATE listings SET expiry_date = '2999-06-30' WHERE id = ?").bind(json.id).run();
    const query = (today: string) => ({ q: title, limit: 24, today });
    const seen = async (today: string) => {
      const [rows, [counted]] = await db.batch([browsePublicListings(db, query(today)), countPublicListings(db, query(today))]);
      return { ids: rows.map((row) => row.listing.id), total: counted?.total };
    };
    expect(await seen("2999-06-30")).toEqual({ ids: [json.id], total: 1 });
    expect(await seen("2999-07-01")).toEqual({ ids: [], total: 0 });
    // Browse without words walks the partial indexes with the same condition.
    const newest = await browsePublicListings(db, { category: "chemicals", limit: 1000, today: "2999-07-01" });
    expect(newest.map((row) => row.listing.id)).not.toContain(json.id);
    expect(await findVisibleListing(db, json.id, stranger.user, "2999-06-30")).toBeTruthy();
    expect(await findVisibleListing(db, json.id, stranger.user, "2999-07-01")).toBeNull();
    expect(await findVisibleListing(db, json.id, null, "2999-07-01")).toBeNull();
    expect(await findVisibleListing(db, json.id, supplier.user, "2999-07-01")).toBeTruthy();
  });

  it("over HTTP: an expired listing is a 404 for others, a request on it is refused (as for any closed listing), and its owner still lists and opens it", async () => {
    const supplier = await fastAccount("supplier");
    const buyer = await fastAccount("buyer");
    const { json } = await createListing(supplier.token, CHEMICAL);
    await setListingState(json.id, "approved");
    // A date before any clock this test can run under.
    await env.DB.prepare("UPDATE listings SET expiry_date = '2001-01-01' WHERE id = ?").bind(json.id).run();
    expect((await call("GET", `/api/listings/${json.id}`)).status).toBe(404);
    expect((await call("GET", `/api/listings/${json.id}`, { token: buyer.token })).status).toBe(404);
    const request = await call("POST", `/api/listings/user/listing${json.id}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(request.status).toBe(409);
    expect(request.json.code).toBe("listing_not_open");
    const own = await call("GET", `/api/listings/${json.id}`, { token: supplier.token });
    expect(own.status).toBe(200);
    expect(own.json.expiry_date).toBe("2001-01-01");
    const mine = await call("GET", "/api/listings/user/my-listings", { token: supplier.token });
    expect(mine.json.map((listing: { id: number }) => listing.id)).toContain(json.id);
  });
});

describe("supplier verification and the Verified supplier badge", () => {
  const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF");
  async function fileDocument(token: string, documentType: string) {
    const form = new FormData();
    form.set("documentType", documentType);
    form.set("document", new File([PDF], "certificate.pdf", { type: "application/pdf" }));
    return call("POST", "/api/users/verify", { token, rawBody: form });
  }

  it("a supplier files business documents through the farmers' flow; each role only its own types", async () => {
    const supplier = await fastAccount("supplier");
    const farmer = await fastAccount("farmer");
    const wrongForSupplier = await fileDocument(supplier.token, "farm-license");
    expect(wrongForSupplier.status).toBe(400);
    expect(wrongForSupplier.json.code).toBe("document_type_not_for_role");
    const wrongForFarmer = await fileDocument(farmer.token, "nafdac-certificate");
    expect(wrongForFarmer.json.code).toBe("document_type_not_for_role");
    for (const type of ["cac-certificate", "agro-dealer-licence", "nafdac-certificate"]) {
      const other = await fastAccount("supplier");
      const filed = await fileDocument(other.token, type);
      expect(filed.status, filed.text).toBe(201);
      expect(filed.json.request).toMatchObject({ document_type: type, status: "pending" });
    }
    expect((await fileDocument((await fastAccount("buyer")).token, "cac-certificate")).status).toBe(403);
  });

  it("an admin's approval puts the supplier's badge and role in listing and request answers", async () => {
    const supplier = await fastAccount("supplier");
    const buyer = await fastAccount("buyer");
    const filed = await fileDocument(supplier.token, "cac-certificate");
    const admin = await fastAccount("farmer");
    await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?").bind(admin.user.id).run();
    const reviewed = await call("PUT", `/api/admin/verification-requests/${filed.json.request.id}`, {
      token: admin.token,
      body: { status: "approved" },
    });
    expect(reviewed.status, reviewed.text).toBe(200);
    const { json } = await createListing(supplier.token, CHEMICAL);
    await setListingState(json.id, "approved");
    const listing = await call("GET", `/api/listings/${json.id}`);
    expect(listing.json).toMatchObject({ seller_verified: true, seller_role: "supplier" });
    const request = await call("POST", `/api/listings/user/listing${json.id}/request`, { token: buyer.token, body: { quantity: 1 } });
    expect(request.status, request.text).toBe(201);
    expect(request.json).toMatchObject({ seller_verified: true, seller_role: "supplier" });
  });
});
