// The in-page recorder's pure rules (ADR 100): which container to ask MediaRecorder for, what the file is called,
// when it stops by itself and how its clock reads. Kept apart from the component so unit tests need no browser.

/**
 * Types the server recognises by their bytes (ADR 093), in the order the recorder prefers them: Opus in WebM
 * (Chrome, Firefox, Android), Opus in Ogg, then AAC in MP4 (Safari on iPhones).
 */
export const RECORDING_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4;codecs=mp4a.40.2", "audio/mp4"] as const;

/** The longest voice note the server takes is 120 000 ms: the recorder stops half a second short of it. */
export const RECORDING_LIMIT_MS = 119_500;
/** What the clock shows as the limit. */
export const RECORDING_LIMIT_LABEL = "2:00";
/** Speech needs little: 32 kbit/s keeps two minutes near 480 KB, under the server's 1 MB. */
export const RECORDING_BITS_PER_SECOND = 32_000;

/** The first type this browser can record that the server accepts, or null when there is none (no Record button). */
export function chooseRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  for (const type of RECORDING_TYPES) {
    try {
      if (isTypeSupported(type)) return type;
    } catch {
      // An old browser that throws on a type it does not know simply lacks it.
    }
  }
  return null;
}

/** The container without its codec parameters, as a File's type. */
export function baseType(mime: string): string {
  return (mime.split(";")[0] ?? "").trim().toLowerCase();
}

/** A file name whose extension matches the container (the server sniffs the bytes, so it is only for people). */
export function recordingFileName(mime: string): string {
  const base = baseType(mime);
  const ext = base === "audio/ogg" ? "ogg" : base === "audio/mp4" ? "m4a" : "webm";
  return `voice-note.${ext}`;
}

/** Elapsed recording time as m:ss, counting whole seconds gone (never ahead of the real time). */
export function formatElapsed(ms: number): string {
  const whole = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Why the microphone did not start: the user or the browser refused it, or there is none / it is busy. */
export function microphoneProblem(error: unknown): "denied" | "unavailable" {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  return name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError" ? "denied" : "unavailable";
}
