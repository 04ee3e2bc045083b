// Voice notes on group messages (ADR 093): checked by their bytes, stored in R2 under keys made here, and described
// to clients as `{url, duration_s, size, transcript}`.
import { MAX_VOICE_NOTE_BYTES, MAX_VOICE_NOTE_SECONDS } from "../domain";
import { badRequest, HttpError } from "../http/errors";
import { type SniffedAudio, sniffAudio } from "./audio";

export interface CheckedVoiceNote {
  bytes: Uint8Array;
  kind: SniffedAudio;
  durationMs: number;
}

/** What a client is told about a voice note; `transcript` stays null until speech recognition exists. */
export interface VoiceNoteDto {
  url: string;
  duration_s: number;
  size: number;
  transcript: string | null;
}

/** The R2 key of a voice note: `voice/<uuid>.<extension>`, never built from anything the sender chose. */
export const VOICE_KEY = /^voice\/[0-9a-f-]{36}\.(ogg|webm|m4a|mp3|amr)$/;

/** Checks an uploaded file: present, at most 1 MB, one of the accepted formats by its bytes, and at most 120 s long. */
export async function checkVoiceNote(file: File): Promise<CheckedVoiceNote> {
  if (file.size === 0) throw badRequest("audio_empty", { audio: "audio_empty" });
  if (file.size > MAX_VOICE_NOTE_BYTES) throw new HttpError(413, "audio_too_large");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffAudio(bytes);
  if (!kind) throw new HttpError(415, "audio_type_unsupported");
  if (kind.durationMs === null) throw new HttpError(422, "audio_duration_unknown");
  if (kind.durationMs > MAX_VOICE_NOTE_SECONDS * 1000) throw new HttpError(422, "audio_too_long");
  return { bytes, kind, durationMs: kind.durationMs };
}

/** Writes a checked voice note to R2 with its sniffed type; answers its key. */
export async function putVoiceNote(bucket: R2Bucket, note: CheckedVoiceNote): Promise<string> {
  const key = `voice/${crypto.randomUUID()}.${note.kind.extension}`;
  await bucket.put(key, note.bytes, { httpMetadata: { contentType: note.kind.contentType } });
  return key;
}

/** The columns a stored voice note fills on its message row. */
export const voiceNoteColumns = (key: string, note: CheckedVoiceNote) => ({
  audioKey: key,
  audioContentType: note.kind.contentType,
  audioSize: note.bytes.byteLength,
  audioDurationMs: note.durationMs,
});

/** A message row's voice note for clients, or null when it has none. */
export function voiceNoteDto(row: {
  audioKey: string | null;
  audioSize: number | null;
  audioDurationMs: number | null;
}): VoiceNoteDto | null {
  if (!row.audioKey) return null;
  return {
    url: `/api/chat/${row.audioKey}`,
    // Whole seconds, and at least one: a 0.4 s note still shows as a second.
    duration_s: Math.max(1, Math.round((row.audioDurationMs ?? 0) / 1000)),
    size: row.audioSize ?? 0,
    transcript: null,
  };
}
