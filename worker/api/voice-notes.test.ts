import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { fastAccount } from "../../test/fast-users";
import { call } from "../../test/http";
import { createGroup } from "../../test/hub";
import { amr, htmlPage, mp3, mp4Aac, oggOpus, voiceMessageForm, webmOpus, webmWithoutLength } from "../../test/voice";
import { MAX_VOICE_NOTE_BYTES } from "../domain";

async function groupAndMember() {
  const member = await fastAccount("farmer");
  const groupId = await createGroup(member.user.id, "approved");
  return { member, groupId, path: `/api/chat/groups/${groupId}/messages` };
}

const countAudioRows = async (groupId: number) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM group_messages WHERE group_id = ?").bind(groupId).first<{ n: number }>())?.n;

const ACCEPTED = [
  { name: "Ogg Opus", bytes: oggOpus(12.5), file: "note.ogg", type: "audio/ogg", contentType: "audio/ogg", seconds: 13 },
  {
    name: "WebM Opus from MediaRecorder (no Duration)",
    bytes: webmOpus(95),
    file: "blob",
    type: "",
    contentType: "audio/webm",
    seconds: 95,
  },
  {
    name: "WebM Opus with a Duration",
    bytes: webmOpus(7, true),
    file: "a.webm",
    type: "audio/webm",
    contentType: "audio/webm",
    seconds: 7,
  },
  { name: "MP4 AAC", bytes: mp4Aac(30), file: "voice.m4a", type: "audio/x-m4a", contentType: "audio/mp4", seconds: 30 },
  { name: "MP3", bytes: mp3(3), file: "x.mp3", type: "audio/mpeg", contentType: "audio/mpeg", seconds: 3 },
  // A phone recorder's AMR, sent under a misleading name and type: the bytes decide.
  { name: "AMR", bytes: amr(2), file: "recording.txt", type: "text/plain", contentType: "audio/amr", seconds: 2 },
];

describe("voice notes in group chat", () => {
  for (const sample of ACCEPTED) {
    it(`takes ${sample.name} by its bytes, with its length, and plays it to another member`, async () => {
      const { member, path, groupId } = await groupAndMember();
      const form = voiceMessageForm(sample.bytes, sample.file, sample.type, "Listen to this");
      const posted = await call("POST", path, { token: member.token, rawBody: form });
      expect(posted.status, posted.text).toBe(201);
      expect(posted.json.content).toBe("Listen to this");
      expect(posted.json.audio).toEqual({
        url: expect.stringMatching(/^\/api\/chat\/voice\/[0-9a-f-]{36}\.(ogg|webm|m4a|mp3|amr)$/),
        duration_s: sample.seconds,
        size: sample.bytes.byteLength,
        transcript: null,
      });
      const listener = await fastAccount("buyer");
      const history = await call("GET", path, { token: listener.token });
      expect(history.json.find((message: { id: number }) => message.id === posted.json.id).audio).toEqual(posted.json.audio);
      const played = await fetchAudio(posted.json.audio.url, listener.token);
      expect(played.status).toBe(200);
      expect(played.headers.get("content-type")).toBe(sample.contentType);
      expect(played.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await played.arrayBuffer())).toEqual(sample.bytes);
      expect(await countAudioRows(groupId)).toBe(1);
    });
  }

  it("sends a voice note alone, with no text; without one the text is still required", async () => {
    const { member, path } = await groupAndMember();
    const alone = await call("POST", path, { token: member.token, rawBody: voiceMessageForm(oggOpus(4)) });
    expect(alone.status).toBe(201);
    expect(alone.json).toMatchObject({ content: "", audio: { duration_s: 4 } });
    const neither = await call("POST", path, { token: member.token, rawBody: voiceMessageForm(null) });
    expect(neither.status).toBe(400);
    expect(neither.json.code).toBe("chat_message_required");
    // A plain form with no file chosen sends an empty, nameless part: a text message.
    const form = voiceMessageForm(null, "", "", "Just text");
    form.append("audio", new File([], "", { type: "application/octet-stream" }));
    const text = await call("POST", path, { token: member.token, rawBody: form });
    expect(text.status).toBe(201);
    expect(text.json.audio).toBeNull();
  });

  const REFUSED = [
    {
      name: "an HTML page renamed .ogg",
      form: () => voiceMessageForm(htmlPage(), "note.ogg", "audio/ogg"),
      status: 415,
      code: "audio_type_unsupported",
    },
    { name: "an empty file", form: () => voiceMessageForm(new Uint8Array(), "note.ogg"), status: 400, code: "audio_empty" },
    {
      name: "a file over 1 MB",
      form: () => voiceMessageForm(new Uint8Array(MAX_VOICE_NOTE_BYTES + 1).fill(0x4f), "note.ogg"),
      status: 413,
      code: "audio_too_large",
    },
    { name: "Ogg over 120 s", form: () => voiceMessageForm(oggOpus(120.5)), status: 422, code: "audio_too_long" },
    { name: "WebM over 120 s", form: () => voiceMessageForm(webmOpus(121), "a.webm"), status: 422, code: "audio_too_long" },
    { name: "MP3 over 120 s", form: () => voiceMessageForm(mp3(121), "a.mp3"), status: 422, code: "audio_too_long" },
    { name: "silent AMR over 120 s", form: () => voiceMessageForm(amr(121, true), "a.amr"), status: 422, code: "audio_too_long" },
    { name: "MP4 over 120 s", form: () => voiceMessageForm(mp4Aac(180), "a.m4a"), status: 422, code: "audio_too_long" },
    {
      name: "WebM whose length cannot be read",
      form: () => voiceMessageForm(webmWithoutLength(), "a.webm"),
      status: 422,
      code: "audio_duration_unknown",
    },
  ];
  for (const refused of REFUSED) {
    it(`refuses ${refused.name} (${refused.status} ${refused.code}) and stores nothing`, async () => {
      const { member, path, groupId } = await groupAndMember();
      const answer = await call("POST", path, { token: member.token, rawBody: refused.form() });
      expect(answer.status).toBe(refused.status);
      expect(answer.json.code).toBe(refused.code);
      expect(await countAudioRows(groupId)).toBe(0);
    });
  }

  it("refuses hostile shapes of the audio field with a 4xx code, never a 5xx", async () => {
    const { member, path, groupId } = await groupAndMember();
    const text = voiceMessageForm(null, "", "", "hi");
    text.append("audio", "<script>alert(1)</script>");
    const twice = voiceMessageForm(oggOpus(1));
    twice.append("audio", new File([oggOpus(1)], "b.ogg"));
    const extra = voiceMessageForm(oggOpus(1));
    extra.append("audio_url", "https://evil.example/a.ogg");
    const longText = voiceMessageForm(oggOpus(1), "a.ogg", "audio/ogg", "x".repeat(2001));
    const cases: [string, BodyInit, Record<string, string>, number, string][] = [
      ["audio as text", text, {}, 400, "audio_not_a_file"],
      ["two voice notes", twice, {}, 400, "audio_one_only"],
      ["an unknown field", extra, {}, 400, "unknown_field"],
      ["text over 2000 characters", longText, {}, 400, "chat_message_too_long"],
      ["a broken multipart body", "--x\r\nnot a part", { "content-type": "multipart/form-data; boundary=x" }, 400, "chat_form_unreadable"],
      [
        "bytes that start like MP3 and are not",
        voiceMessageForm(new Uint8Array([0xff, 0xfb, 0x90, 0x00, 1, 2, 3]), "a.mp3"),
        {},
        415,
        "audio_type_unsupported",
      ],
    ];
    for (const [name, body, headers, status, code] of cases) {
      const answer = await call("POST", path, { token: member.token, rawBody: body, headers });
      expect([name, answer.status, answer.json?.code]).toEqual([name, status, code]);
    }
    expect(await countAudioRows(groupId)).toBe(0);
  });

  it("plays a voice note only to signed-in users, only while its message is shown, and answers byte ranges", async () => {
    const { member, path } = await groupAndMember();
    const bytes = oggOpus(3);
    const posted = await call("POST", path, { token: member.token, rawBody: voiceMessageForm(bytes) });
    const url: string = posted.json.audio.url;
    expect((await fetchAudio(url)).status).toBe(401);

    const ranged = await fetchAudio(url, member.token, { range: "bytes=4-9" });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 4-9/${bytes.byteLength}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(bytes.subarray(4, 10));
    // A range the file cannot satisfy, or one that does not parse, is ignored: the whole file comes back.
    expect((await fetchAudio(url, member.token, { range: "bytes=999999-" })).status).toBe(200);
    expect((await fetchAudio(url, member.token, { range: "pages=1" })).status).toBe(200);

    for (const guess of [
      "/api/chat/voice/00000000-0000-0000-0000-000000000000.ogg",
      "/api/chat/voice/..%2Flistings%2Fx.png",
      "/api/chat/voice/x",
    ]) {
      expect((await fetchAudio(guess, member.token)).status, guess).toBe(404);
    }
    await env.DB.prepare("UPDATE group_messages SET removed_at = datetime('now') WHERE id = ?").bind(posted.json.id).run();
    expect((await fetchAudio(url, member.token)).status).toBe(404);
  });
});

async function fetchAudio(url: string, token?: string, headers: Record<string, string> = {}) {
  const { exports } = await import("cloudflare:workers");
  const request = new Headers(headers);
  if (token) request.set("authorization", `Bearer ${token}`);
  return exports.default.fetch(new Request(`http://localhost:8787${url}`, { headers: request }));
}
