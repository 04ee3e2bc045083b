import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, ORIGIN, registerUser, uniquePhone } from "../../test/http";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

async function upload(
  token: string | undefined,
  bytes: Uint8Array<ArrayBuffer>,
  name = "licence.pdf",
  type = "application/pdf",
  documentType = "farm-license",
) {
  const form = new FormData();
  form.set("documentType", documentType);
  form.set("document", new File([bytes], name, { type }));
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const response = await exports.default.fetch(new Request(`${ORIGIN}/api/users/verify`, { method: "POST", headers, body: form }));
  return { status: response.status, json: (await response.json()) as { error?: string; request?: { id: number; status: string } } };
}

describe("PUT /api/users/profile", () => {
  // A different phone is confirmed through /api/users/contact (contact-change.test.ts); the profile keeps it, or clears
  // it with the password (contact-proof.test.ts).
  it("updates name and location, keeps or clears the phone and answers the new user", async () => {
    const phone = uniquePhone();
    const farmer = await registerUser("farmer", { phone });
    const result = await call("PUT", "/api/users/profile", {
      token: farmer.token,
      body: { fullName: "  Amina Bello ", phone: `0${phone.slice(4)}`, location: "Kano, Kano State" },
    });
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({
      fullName: "Amina Bello",
      full_name: "Amina Bello",
      phone,
      location: "Kano, Kano State",
      email: farmer.email,
      role: "farmer",
    });
    const me = await call("GET", "/api/auth/me", { token: farmer.token });
    expect(me.json.user.fullName).toBe("Amina Bello");
    const cleared = await call("PUT", "/api/users/profile", {
      token: farmer.token,
      // Removing a confirmed number (a way back into the account) takes the password, like changing it (ADR 053).
      body: { fullName: "Amina Bello", phone: "", location: "", currentPassword: farmer.password },
    });
    expect(cleared.json.user).toMatchObject({ phone: null, location: null });
    const partial = await call("PUT", "/api/users/profile", { token: farmer.token, body: { location: "Gusau" } });
    expect(partial.json.user).toMatchObject({ fullName: "Amina Bello", phone: null, location: "Gusau" });
  });

  it.each([
    [{ fullName: "X", email: "new@example.ng" }],
    [{ fullName: "X", role: "admin" }],
    [{ fullName: "X", verificationBadge: "verified" }],
    [{ fullName: "   " }],
    [{ fullName: "X", phone: 8031234567 }],
    [{ fullName: "X", location: "L".repeat(101) }],
    [{ fullName: "X", lowData: "yes" }],
    [{ fullName: "X", lowData: 1 }],
    [{ fullName: "X", lowData: null }],
  ])("refuses %o with 400 and changes nothing", async (body) => {
    const buyer = await registerUser("buyer");
    const result = await call("PUT", "/api/users/profile", { token: buyer.token, body });
    expect(result.status).toBe(400);
    const me = await call("GET", "/api/auth/me", { token: buyer.token });
    expect(me.json.user).toMatchObject({ email: buyer.email, role: "buyer", fullName: "Test buyer", verificationBadge: null });
  });

  it("turns low data mode on and off, keeping it when the field is omitted", async () => {
    const buyer = await registerUser("buyer");
    const before = await call("GET", "/api/auth/me", { token: buyer.token });
    expect(before.json.user.lowData).toBe(false);
    const on = await call("PUT", "/api/users/profile", { token: buyer.token, body: { lowData: true } });
    expect(on.status).toBe(200);
    expect(on.json.user).toMatchObject({ lowData: true, fullName: "Test buyer" });
    const kept = await call("PUT", "/api/users/profile", { token: buyer.token, body: { location: "Jos" } });
    expect(kept.json.user).toMatchObject({ lowData: true, location: "Jos" });
    expect((await call("GET", "/api/auth/me", { token: buyer.token })).json.user.lowData).toBe(true);
    const off = await call("PUT", "/api/users/profile", { token: buyer.token, body: { lowData: false } });
    expect(off.json.user.lowData).toBe(false);
    expect((await call("GET", "/api/auth/me", { token: buyer.token })).json.user.lowData).toBe(false);
  });

  it("needs a signed-in user", async () => {
    expect((await call("PUT", "/api/users/profile", { body: { fullName: "X" } })).status).toBe(401);
    expect((await call("PUT", "/api/users/profile", { body: { lowData: true } })).status).toBe(401);
  });
});

describe("POST /api/users/verify", () => {
  it("stores a farmer's PDF privately and creates one pending request (201), then refuses a second (409)", async () => {
    const farmer = await registerUser("farmer");
    const first = await upload(farmer.token, PDF);
    expect(first.status).toBe(201);
    expect(first.json.request).toMatchObject({ status: "pending", document_type: "farm-license" });
    const row = await env.DB.prepare("SELECT document_key, document_content_type, status FROM verification_requests WHERE user_id = ?")
      .bind(farmer.user.id)
      .first<{ document_key: string; document_content_type: string; status: string }>();
    expect(row?.document_key).toMatch(/^verification\/[0-9a-f-]+\.pdf$/);
    expect(row?.document_content_type).toBe("application/pdf");
    const object = await env.BUCKET.get(row?.document_key as string);
    expect(new Uint8Array(await (object as R2ObjectBody).arrayBuffer())).toEqual(PDF);

    const second = await upload(farmer.token, PNG, "id.png", "image/png");
    expect(second.status).toBe(409);
    const mine = await call("GET", "/api/users/verify", { token: farmer.token });
    expect(mine.json.request).toMatchObject({ status: "pending" });
  });

  it("accepts PNG and JPEG by their first bytes", async () => {
    expect((await upload((await registerUser("farmer")).token, PNG, "a.png", "image/png", "agricultural-id")).status).toBe(201);
    expect((await upload((await registerUser("farmer")).token, JPEG, "a.jpeg", "image/jpeg", "cooperative-membership")).status).toBe(201);
  });

  it("refuses a spoofed file (415) whatever its name and declared type", async () => {
    const farmer = await registerUser("farmer");
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const result = await upload(farmer.token, html, "licence.pdf", "application/pdf");
    expect(result.status).toBe(415);
    expect(result.json.error).toBe("The document must be a PDF, JPG or PNG file");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM verification_requests WHERE user_id = ?").bind(farmer.user.id).first();
    expect(count).toEqual({ n: 0 });
  });

  it("refuses a document over 5 MB (413) and stores nothing", async () => {
    const farmer = await registerUser("farmer");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const result = await upload(farmer.token, big);
    expect(result.status).toBe(413);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM verification_requests WHERE user_id = ?").bind(farmer.user.id).first();
    expect(count).toEqual({ n: 0 });
  });

  it("refuses buyers (403), a supplier's farm licence, the signed-out (401), a missing file and an unknown type (400)", async () => {
    expect((await upload((await registerUser("buyer")).token, PDF)).status).toBe(403);
    // Suppliers verify too, with business documents (worker/api/genuine-inputs.test.ts); a farm licence is not one.
    expect((await upload((await registerUser("supplier")).token, PDF)).status).toBe(400);
    expect((await upload(undefined, PDF)).status).toBe(401);
    const farmer = await registerUser("farmer");
    expect((await upload(farmer.token, PDF, "a.pdf", "application/pdf", "passport")).status).toBe(400);
    const empty = await upload(farmer.token, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe("Please select a document to upload");
  });

  it("lets a farmer try again after a rejection", async () => {
    const farmer = await registerUser("farmer");
    expect((await upload(farmer.token, PDF)).status).toBe(201);
    await env.DB.prepare("UPDATE verification_requests SET status = 'rejected' WHERE user_id = ?").bind(farmer.user.id).run();
    expect((await upload(farmer.token, PDF)).status).toBe(201);
  });
});
