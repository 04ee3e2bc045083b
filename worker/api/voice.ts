import type { Context } from "hono";
import { Hono } from "hono";
import { requireUser } from "../http/auth";
import type { AppEnv } from "../http/context";
import { badRequest, notFound } from "../http/errors";
import { parseWith, readJson } from "../http/validate";
import { type CheckedVoiceNote, checkVoiceNote, VOICE_KEY } from "../services/voice-notes";
import { audibleVoiceNote } from "../services/voice-playback";
import { sendMessageBody, voiceMessageFields } from "./hub-schemas";

/**
 * A group message's body: JSON `{content}`, or a multipart form with `content` and at most one `audio` file (then the
 * text may be empty). The file is checked by its bytes before anything is stored.
 */
export async function readMessage(c: Context<AppEnv>): Promise<{ content: string; voiceNote: CheckedVoiceNote | null }> {
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return { content: (await readJson(c, sendMessageBody)).content, voiceNote: null };
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("chat_form_unreadable");
  }
  const fields: Record<string, string> = {};
  const files: File[] = [];
  for (const [name, value] of form.entries()) {
    if (name === "audio") {
      // No file chosen: browsers send an empty part with `filename=""`, which may arrive as an empty string.
      if (value === "") continue;
      if (typeof value === "string") throw badRequest("audio_not_a_file", { audio: "audio_not_a_file" });
      // A form with no file chosen still sends one empty, nameless part.
      if (value.size > 0 || value.name !== "") files.push(value);
    } else if (name === "content" && typeof value === "string" && fields.content === undefined) {
      fields.content = value;
    } else {
      throw badRequest("unknown_field", { [name]: "unknown_field" }, `Unknown field "${name}"`);
    }
  }
  if (files.length > 1) throw badRequest("audio_one_only", { audio: "audio_one_only" });
  const [file] = files;
  if (!file) return { content: parseWith(sendMessageBody, fields).content, voiceNote: null };
  const { content } = parseWith(voiceMessageFields, fields);
  return { content, voiceNote: await checkVoiceNote(file) };
}

/** A single `bytes=` range within `size` bytes, or null (then the whole file is sent: a server may ignore Range). */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match || size === 0 || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  if (first === "") {
    const suffix = Math.min(Number(last), size);
    return suffix > 0 ? { start: size - suffix, end: size - 1 } : null;
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * GET /api/chat/voice/{uuid}.{ext}: a voice note, to signed-in users only, while its message is shown (an approved
 * group, not removed by an admin). Single byte ranges are answered (206), as phones' players ask for them.
 */
export const voiceRoutes = new Hono<AppEnv>().get("/:file", async (c) => {
  requireUser(c);
  const key = `voice/${c.req.param("file")}`;
  if (!VOICE_KEY.test(key) || !(await audibleVoiceNote(c.var.db, key))) throw notFound("not_found");
  const object = await c.env.BUCKET.get(key);
  if (!object) throw notFound("not_found");
  const bytes = new Uint8Array(await object.arrayBuffer());
  const headers = new Headers();
  const contentType = object.httpMetadata?.contentType ?? "";
  headers.set("Content-Type", contentType.startsWith("audio/") ? contentType : "application/octet-stream");
  headers.set("ETag", object.httpEtag);
  headers.set("Accept-Ranges", "bytes");
  // Private: only signed-in readers may have it, and a removed message's note should not linger in shared caches.
  headers.set("Cache-Control", "private, max-age=3600");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Content-Security-Policy", "sandbox");
  headers.set("Content-Disposition", "inline");
  const range = byteRange(c.req.header("range"), bytes.byteLength);
  if (!range) {
    headers.set("Content-Length", String(bytes.byteLength));
    return new Response(bytes, { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${bytes.byteLength}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return new Response(bytes.subarray(range.start, range.end + 1), { status: 206, headers });
});
