import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";

// Route guards run in the loaders on the server: the redirect arrives before any page is drawn.
describe("route guards", () => {
  it("sends a signed-out visitor from /dashboard to /login", async () => {
    const result = await call("GET", "/dashboard");
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard");
  });

  it("sends a buyer from /create-listing to /dashboard", async () => {
    const buyer = await registerUser("buyer");
    const result = await call("GET", "/create-listing", { headers: { cookie: `gona_session=${buyer.token}` } });
    expect(result.status).toBe(302);
    expect(result.headers.get("location")).toBe("/dashboard");
  });

  it("sends a farmer from /admin to /dashboard and lets a farmer create listings", async () => {
    const farmer = await registerUser("farmer");
    const cookie = { cookie: `gona_session=${farmer.token}` };
    expect((await call("GET", "/admin", { headers: cookie })).headers.get("location")).toBe("/dashboard");
    const page = await call("GET", "/create-listing", { headers: cookie });
    expect(page.status).toBe(200);
  });

  it("shows the signed-in user's name on /dashboard", async () => {
    const farmer = await registerUser("farmer");
    const page = await call("GET", "/dashboard", { headers: { cookie: `gona_session=${farmer.token}` } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Welcome back, Test farmer!");
  });

  it("answers unknown pages with a real 404", async () => {
    const page = await call("GET", "/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Page not found");
  });
});
