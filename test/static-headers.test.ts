// Static files never pass through the Worker: public/_headers must give them the headers every Worker answer gets.
import { describe, expect, it } from "vitest";
import headersFile from "../public/_headers?raw";
import { withSecurityHeaders } from "../worker/http/security-headers";

/** The headers of one path rule in a Cloudflare `_headers` file. */
function rule(file: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inside = false;
  for (const line of file.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      inside = line.trim() === path;
      continue;
    }
    const at = line.indexOf(":");
    if (inside && at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

describe("public/_headers", () => {
  const all = rule(headersFile, "/*");
  const worker = withSecurityHeaders(new Response("x"), new URL("http://localhost/")).headers;

  it.each(["x-content-type-options", "referrer-policy", "x-frame-options", "permissions-policy", "cross-origin-opener-policy"])(
    "every static file gets the Worker's %s",
    (name) => {
      expect(all[name]).toBe(worker.get(name));
    },
  );

  it("every static file gets the Worker's Strict-Transport-Security (the Worker sends it on every host but localhost)", () => {
    const deployed = withSecurityHeaders(new Response("x"), new URL("https://gona.ng/")).headers;
    expect(deployed.get("strict-transport-security")).toBeTruthy();
    expect(all["strict-transport-security"]).toBe(deployed.get("strict-transport-security"));
  });

  it("static files may not be framed", () => {
    expect(all["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("no other rule repeats a header of /* (Cloudflare would join the two values)", () => {
    for (const path of ["/assets/*", "/favicon.svg", "/sw.js", "/manifest.webmanifest", "/icon-*"]) {
      for (const name of Object.keys(rule(headersFile, path))) expect(all, `${path} ${name}`).not.toHaveProperty(name);
    }
  });
});
