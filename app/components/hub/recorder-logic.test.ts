import { describe, expect, it } from "vitest";
import {
  baseType,
  chooseRecordingType,
  formatElapsed,
  microphoneProblem,
  RECORDING_BITS_PER_SECOND,
  RECORDING_LIMIT_MS,
  recordingFileName,
} from "./recorder-logic";

describe("chooseRecordingType", () => {
  it("prefers Opus in WebM where Chrome records it", () => {
    expect(chooseRecordingType((type) => type.startsWith("audio/webm") || type.startsWith("audio/ogg"))).toBe("audio/webm;codecs=opus");
  });
  it("takes Opus in Ogg when WebM is missing", () => {
    expect(chooseRecordingType((type) => type === "audio/ogg;codecs=opus")).toBe("audio/ogg;codecs=opus");
  });
  it("takes AAC in MP4 on an iPhone", () => {
    const safari = new Set(["audio/mp4", "audio/mp4;codecs=mp4a.40.2"]);
    expect(chooseRecordingType((type) => safari.has(type))).toBe("audio/mp4;codecs=mp4a.40.2");
    expect(chooseRecordingType((type) => type === "audio/mp4")).toBe("audio/mp4");
  });
  it("offers nothing when the browser records only types the server refuses", () => {
    expect(chooseRecordingType((type) => type === "audio/wav")).toBeNull();
  });
  it("treats a type check that throws as unsupported", () => {
    expect(
      chooseRecordingType((type) => {
        if (type.startsWith("audio/webm")) throw new Error("unknown");
        return type === "audio/ogg;codecs=opus";
      }),
    ).toBe("audio/ogg;codecs=opus");
  });
});

describe("the recorded file", () => {
  it("is named and typed by its container", () => {
    expect(baseType("audio/webm;codecs=opus")).toBe("audio/webm");
    expect(baseType("Audio/MP4; codecs=mp4a.40.2")).toBe("audio/mp4");
    expect(recordingFileName("audio/webm;codecs=opus")).toBe("voice-note.webm");
    expect(recordingFileName("audio/ogg;codecs=opus")).toBe("voice-note.ogg");
    expect(recordingFileName("audio/mp4")).toBe("voice-note.m4a");
  });
  it("stops before the server's two minutes and stays under 1 MB at its bit rate", () => {
    expect(RECORDING_LIMIT_MS).toBeLessThan(120_000);
    expect(RECORDING_LIMIT_MS).toBeGreaterThanOrEqual(119_000);
    expect((RECORDING_LIMIT_MS / 1000) * (RECORDING_BITS_PER_SECOND / 8)).toBeLessThan(1024 * 1024);
  });
});

describe("formatElapsed", () => {
  it("reads whole seconds gone as m:ss", () => {
    expect(formatElapsed(0)).toBe("0:00");
    expect(formatElapsed(999)).toBe("0:00");
    expect(formatElapsed(2_000)).toBe("0:02");
    expect(formatElapsed(65_400)).toBe("1:05");
    expect(formatElapsed(RECORDING_LIMIT_MS)).toBe("1:59");
    expect(formatElapsed(120_000)).toBe("2:00");
    expect(formatElapsed(-50)).toBe("0:00");
  });
});

describe("microphoneProblem", () => {
  it("tells a refusal from a missing or busy microphone", () => {
    expect(microphoneProblem(new DOMException("denied", "NotAllowedError"))).toBe("denied");
    expect(microphoneProblem({ name: "SecurityError" })).toBe("denied");
    expect(microphoneProblem(new DOMException("none", "NotFoundError"))).toBe("unavailable");
    expect(microphoneProblem(new DOMException("busy", "NotReadableError"))).toBe("unavailable");
    expect(microphoneProblem("odd")).toBe("unavailable");
  });
});
