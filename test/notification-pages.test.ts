// Profile → Notifications as the server draws it: the choices form works without JavaScript, and the device
// switch says it needs JavaScript until the browser's script takes over.
import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES } from "../worker/domain";
import { call, registerUser } from "./http";

const formHeaders = (token: string) => ({
  cookie: `gona_session=${token}`,
  "content-type": "application/x-www-form-urlencoded",
});

describe("/profile/notifications", () => {
  it("sends a signed-out visitor to sign in", async () => {
    const page = await call("GET", "/profile/notifications");
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/login/);
  });

  it("shows every type with push ticked, SMS only for purchase requests, and the JavaScript note", async () => {
    const account = await registerUser("farmer");
    const page = await call("GET", "/profile/notifications", { headers: { cookie: `gona_session=${account.token}` } });
    expect(page.status).toBe(200);
    expect(page.text.match(/name="push:[a-z_.]+"/g)).toHaveLength(NOTIFICATION_TYPES.length);
    expect(page.text.match(/name="sms:[a-z_.]+"/g)).toEqual(['name="sms:purchase_request.created"', 'name="sms:purchase_request.updated"']);
    expect(page.text).toContain("Turning on phone notifications needs JavaScript");
    expect(page.text).toContain('href="/profile/notifications"');
  });

  it("saves the form without JavaScript: an unticked box turns that type off", async () => {
    const account = await registerUser("supplier");
    const ticked = ["push:purchase_request.created", "sms:purchase_request.created", "push:hub_post.replied"];
    const answer = await call("POST", "/profile/notifications", {
      rawBody: ticked.map((name) => `${encodeURIComponent(name)}=on`).join("&"),
      headers: formHeaders(account.token),
    });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/profile/notifications?notice=notification-settings-saved&at=notification-choices");
    const saved = await call("GET", "/api/notifications/preferences", { token: account.token });
    expect(saved.json.preferences["purchase_request.created"]).toEqual({ push: true, sms: true });
    expect(saved.json.preferences["purchase_request.updated"]).toEqual({ push: false, sms: false });
    expect(saved.json.preferences["hub_post.replied"]).toEqual({ push: true });
    expect(saved.json.preferences["listing.reviewed"]).toEqual({ push: false });
    const page = await call("GET", "/profile/notifications?notice=notification-settings-saved&at=notification-choices", {
      headers: { cookie: `gona_session=${account.token}` },
    });
    expect(page.text).toContain("Your choices are saved.");
  });
});
