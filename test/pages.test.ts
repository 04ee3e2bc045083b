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

  it("greets a new user by name on their first /dashboard view, and welcomes them back after", async () => {
    const farmer = await registerUser("farmer");
    const cookie = { cookie: `gona_session=${farmer.token}` };
    const first = await call("GET", "/dashboard", { headers: cookie });
    expect(first.status).toBe(200);
    expect(first.text).toContain("Welcome to Gona, Test farmer!");
    expect(first.text).not.toContain("Welcome back");
    const again = await call("GET", "/dashboard", { headers: cookie });
    expect(again.text).toContain("Welcome back, Test farmer!");
  });

  it("answers unknown pages with a real 404", async () => {
    const page = await call("GET", "/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toContain("Page not found");
  });
});
