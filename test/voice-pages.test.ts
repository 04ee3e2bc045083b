// A voice note in group chat from a browser without JavaScript (and in Lite mode): a plain multipart form with a
// file input, and a plain <audio> element that downloads nothing until pressed.
import { describe, expect, it } from "vitest";
import { call, registerUser } from "./http";
import { createGroup } from "./hub";
import { htmlPage, webmOpus } from "./voice";

async function member() {
  const farmer = await registerUser("farmer");
  const groupId = await createGroup(farmer.user.id, "approved", "Voice group");
  // Lite mode: no scripts at all, so what works here works without JavaScript.
  return { cookie: `gona_session=${farmer.token}; gona_lite=1`, groupId, page: `/farmers-hub/groups?group=${groupId}` };
}

function sendForm(groupId: number, bytes: Uint8Array<ArrayBuffer>, name: string, content = "") {
  const form = new FormData();
  form.set("intent", "send-message");
  form.set("groupId", String(groupId));
  form.set("content", content);
  form.set("audio", new File([bytes], name, { type: "audio/webm" }));
  return form;
}

describe("voice notes on the groups page", () => {
  it("offers a file input for a recording in a multipart form, without scripts", async () => {
    const { cookie, page } = await member();
    const shown = await call("GET", page, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(shown.text).not.toMatch(/<script\b/i);
    const form = /<form[^>]*class="chat-form"[^>]*>/.exec(shown.text)?.[0] ?? "";
    // HTML attribute names are case-insensitive: React writes `encType`.
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toContain('method="post"');
    expect(shown.text).toMatch(/<input[^>]*type="file"[^>]*name="audio"[^>]*accept="audio\/\*"[^>]*capture=""/);
    expect(shown.text).toContain("Voice note (optional)");
  });

  it("posts a recording with the plain form and shows it as <audio controls preload=none> with its length and size", async () => {
    const { cookie, groupId, page } = await member();
    const bytes = webmOpus(65);
    const sent = await call("POST", page, { headers: { cookie }, rawBody: sendForm(groupId, bytes, "recording.webm", "Listen") });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(`/farmers-hub/groups?group=${groupId}#chat`);

    const shown = await call("GET", page, { headers: { cookie } });
    const audio = /<audio[^>]*>/.exec(shown.text)?.[0] ?? "";
    expect(audio).toContain('controls=""');
    expect(audio).toContain('preload="none"');
    const src = /src="([^"]+)"/.exec(audio)?.[1] ?? "";
    expect(src).toMatch(/^\/api\/chat\/voice\/[0-9a-f-]{36}\.webm$/);
    // Its size is shown before anyone presses play.
    expect(shown.text).toContain(`Voice note · 1:05 · 1 KB`);
    expect(shown.text).toContain("Listen");

    // The same browser plays it with its session cookie.
    const played = await call("GET", src, { headers: { cookie } });
    expect(played.status).toBe(200);
    expect(played.headers.get("content-type")).toBe("audio/webm");
  });

  it("refuses a renamed HTML page with the reason on the page, and keeps nothing", async () => {
    const { cookie, groupId, page } = await member();
    const refused = await call("POST", page, { headers: { cookie }, rawBody: sendForm(groupId, htmlPage(), "song.webm") });
    expect(refused.status).toBe(415);
    expect(refused.text).toContain("The voice note must be an Ogg, WebM, MP4 (AAC), MP3 or AMR recording");
    const shown = await call("GET", page, { headers: { cookie } });
    expect(shown.text).not.toContain("<audio");
  });
});
