// The profile's "USSD PIN" section (ADR 078), as a browser without JavaScript gets it: shown to an account with a PIN
// (and whether it is paused), the reset refused with the reason in the form, then done and said so.
import { describe, expect, it } from "vitest";
import { call, registerUser, unique, uniquePhone } from "./http";
import { expectScreen, session } from "./ussd";

const form = { "content-type": "application/x-www-form-urlencoded" };
const page = (token: string, path = "/profile") => call("GET", path, { headers: { cookie: `gona_session=${token}` } });
const post = (token: string, body: Record<string, string>) =>
  call("POST", "/profile?index", {
    rawBody: new URLSearchParams(body).toString(),
    headers: { ...form, cookie: `gona_session=${token}`, "cf-connecting-ip": unique().address },
  });

describe("the profile's USSD PIN section", () => {
  it("is absent without a PIN, says set or paused, refuses a wrong password in the form, and says when it is reset", async () => {
    const phone = uniquePhone();
    const web = await registerUser("farmer", { phone });
    expect((await page(web.token)).text).not.toContain('id="ussd-pin"');
    expectScreen(await session(phone).send("5*2*2468*2468"));
    const shown = await page(web.token);
    expect(shown.text).toContain('id="ussd-pin"');
    expect(shown.text).toContain("Your USSD PIN is set.");
    expect(shown.text).toContain("Reset my USSD PIN");
    for (const wrong of ["0000", "1111", "2222"]) expectScreen(await session(phone).send(`5*3*1*${wrong}`));
    expect((await page(web.token)).text).toContain("Too many wrong PINs: changes by USSD are paused until");

    const refused = await post(web.token, { intent: "ussd-pin-reset", currentPassword: "not-the-password" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Your current password is not correct");
    const done = await post(web.token, { intent: "ussd-pin-reset", currentPassword: web.password });
    expect(done.status).toBe(302);
    const to = done.headers.get("location") ?? "";
    expect(to).toBe("/profile?notice=ussd-pin-reset&at=ussd-pin");
    const after = await page(web.token, to);
    expect(after.text).toContain("Your USSD PIN is removed.");
    expect(after.text).not.toContain("Reset my USSD PIN");
    expect(expectScreen(await session(phone).send("5"))).toContain("2 Set a PIN");
  });

  it("speaks the reader's language", async () => {
    const phone = uniquePhone();
    const web = await registerUser("buyer", { phone });
    expectScreen(await session(phone).send("5*2*2468*2468"));
    const hausa = await page(web.token, "/profile?lang=ha");
    expect(hausa.text).toContain("Sake saita PIN ɗina na USSD");
  });
});
