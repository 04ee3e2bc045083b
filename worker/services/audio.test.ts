// An MP4 is a voice note only when every track is sound (ADR 093): its boxes are walked (moov → trak → mdia → hdlr)
// and a track whose handler is "vide" refuses the file, as does a box cut short, without throwing. Tiny files built
// box by box here.
import { describe, expect, it } from "vitest";
import { sniffAudio } from "./audio";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const box = (type: string, body: number[]) => [...u32(8 + body.length), ...ascii(type), ...body];

const ftyp = box("ftyp", [...ascii("M4A "), 0, 0, 0, 0, ...ascii("isomM4A ")]);
/** A movie header (version 0): a 1000 Hz timescale and 30 s. */
const mvhd = box("mvhd", [0, 0, 0, 0, ...u32(0), ...u32(0), ...u32(1000), ...u32(30_000), ...new Array(80).fill(0)]);
/** A track whose media handler is `handler` ("soun", "vide"). */
const trak = (handler: string) =>
  box("trak", [
    ...box("tkhd", new Array(84).fill(0)),
    ...box("mdia", [
      ...box("mdhd", new Array(24).fill(0)),
      ...box("hdlr", [0, 0, 0, 0, ...u32(0), ...ascii(handler), ...new Array(12).fill(0), 0]),
      ...box("minf", []),
    ]),
  ]);
const mp4 = (...tracks: number[][]) => new Uint8Array([...ftyp, ...box("moov", [...mvhd, ...tracks.flat()]), ...box("mdat", [1, 2, 3])]);

describe("an MP4 voice note", () => {
  it("is accepted with its length when its only track is sound", () => {
    expect(sniffAudio(mp4(trak("soun")))).toEqual({ contentType: "audio/mp4", extension: "m4a", durationMs: 30_000 });
  });

  it("is refused when a track is video, even beside a sound track", () => {
    expect(sniffAudio(mp4(trak("vide")))).toBeNull();
    expect(sniffAudio(mp4(trak("soun"), trak("vide")))).toBeNull();
  });

  it("is refused, without throwing, when a box is cut short or claims more than its parent holds", () => {
    const whole = mp4(trak("soun"));
    // The file cut inside the movie box, inside its header, or with a stray byte after the last box.
    for (const cut of [whole.length - 20, ftyp.length + 4, ftyp.length + 9]) {
      expect(() => sniffAudio(whole.subarray(0, cut)), `cut at ${cut}`).not.toThrow();
      expect(sniffAudio(whole.subarray(0, cut)), `cut at ${cut}`).toBeNull();
    }
    expect(sniffAudio(new Uint8Array([...whole, 0]))).toBeNull();
    // A handler box too short to hold its handler type, inside a movie box whose sizes are otherwise right.
    const shortHdlr = box("trak", [...box("mdia", [...box("hdlr", [0, 0, 0, 0, 0, 0, 0, 0, ...ascii("vi")])])]);
    expect(sniffAudio(mp4(shortHdlr))).toBeNull();
    // A track box claiming more bytes than the movie box holds.
    const track = trak("soun");
    track.splice(0, 4, ...u32(track.length + 50));
    expect(sniffAudio(mp4(track))).toBeNull();
  });
});
