// Small real voice-note bytes of each accepted format, built here: the headers a sniffer and a player need, and just
// enough frames or timestamps to give the length asked for.

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u64le = (value: number) => [...u32le(value % 2 ** 32), ...u32le(Math.floor(value / 2 ** 32))];

function oggPage(type: number, granule: number, sequence: number, packet: number[]) {
  return [...ascii("OggS"), 0, type, ...u64le(granule), ...u32le(0x474f4e41), ...u32le(sequence), 0, 0, 0, 0, 1, packet.length, ...packet];
}

/** Ogg Opus: the OpusHead page, one tiny audio page whose granule position ends at `seconds`. */
export function oggOpus(seconds: number) {
  const preSkip = 312;
  const head = [...ascii("OpusHead"), 1, 1, ...u16le(preSkip), ...u32le(48000), 0, 0, 0];
  const tags = [...ascii("OpusTags"), ...u32le(4), ...ascii("gona"), ...u32le(0)];
  return new Uint8Array([
    ...oggPage(2, 0, 0, head),
    ...oggPage(0, 0, 1, tags),
    ...oggPage(4, Math.round(seconds * 48000) + preSkip, 2, [0xfc, 0xff, 0xfe]),
  ]);
}

const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const simpleBlock = (relativeMs: number) => [0xa3, 0x86, 0x81, (relativeMs >> 8) & 0xff, relativeMs & 0xff, 0x80, 0xfc, 0xff];

/**
 * WebM Opus as MediaRecorder writes it: unknown-size Segment and Clusters, no Duration unless `withDuration`;
 * a block every 20 s up to `seconds` (a cluster every 30 s, as block times are 16-bit).
 */
export function webmOpus(seconds: number, withDuration = false) {
  const ebml = [0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...ascii("webm")];
  const duration = new Uint8Array(new Float64Array([seconds * 1000]).buffer).reverse();
  const info = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40, ...(withDuration ? [0x44, 0x89, 0x88, ...duration] : [])];
  const bytes = [...ebml, 0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE, 0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info];
  const lastMs = Math.round(seconds * 1000);
  for (let cluster = 0; cluster <= lastMs; cluster += 30_000) {
    const blocks = [0, 20_000].filter((offset) => cluster + offset <= lastMs && offset < 30_000);
    if (cluster + 30_000 > lastMs && !blocks.includes(lastMs - cluster)) blocks.push(lastMs - cluster);
    bytes.push(0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN_SIZE, 0xe7, 0x84, ...u32be(cluster));
    for (const offset of blocks) bytes.push(...simpleBlock(offset));
  }
  return new Uint8Array(bytes);
}

/** WebM with a header and no block nor Duration: its length cannot be known. */
export const webmWithoutLength = () => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...ascii("webm")]);

function box(type: string, body: number[]) {
  return [...u32be(8 + body.length), ...ascii(type), ...body];
}

/** MP4 (AAC) as an iPhone saves it: ftyp, then a movie header giving a 1000 Hz timescale and the length. */
export function mp4Aac(seconds: number) {
  const mvhd = box("mvhd", [
    0,
    0,
    0,
    0,
    ...u32be(0),
    ...u32be(0),
    ...u32be(1000),
    ...u32be(Math.round(seconds * 1000)),
    ...new Array(80).fill(0),
  ]);
  return new Uint8Array([...box("ftyp", [...ascii("M4A "), 0, 0, 0, 0, ...ascii("isomM4A ")]), ...box("moov", mvhd)]);
}

/** MP3: an ID3v2 tag, then MPEG-2.5 layer III frames at 8 kb/s, 8 kHz (72 bytes and 72 ms each). */
export function mp3(seconds: number) {
  const frames = Math.ceil((seconds * 1000) / 72);
  const frame = [0xff, 0xe3, 0x18, 0xc4, ...new Array(68).fill(0)];
  return new Uint8Array([...ascii("ID3"), 3, 0, 0, 0, 0, 0, 0, ...Array.from({ length: frames }, () => frame).flat()]);
}

/** AMR-NB: the magic line, then 20 ms frames; speech (12.2 kb/s, 32 bytes) or no-data frames (1 byte). */
export function amr(seconds: number, silent = false) {
  const frames = Math.ceil((seconds * 1000) / 20);
  const frame = silent ? [0x7c] : [0x3c, ...new Array(31).fill(0)];
  return new Uint8Array([...ascii("#!AMR\n"), ...Array.from({ length: frames }, () => frame).flat()]);
}

/** An HTML page: what a hostile upload dressed as a recording really is. */
export const htmlPage = () => new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");

/** A multipart body for a group message: its text and, when given, one file in `audio`. */
export function voiceMessageForm(bytes: Uint8Array<ArrayBuffer> | null, name = "note.ogg", type = "audio/ogg", content = "") {
  const form = new FormData();
  form.append("content", content);
  if (bytes) form.append("audio", new File([bytes], name, { type }));
  return form;
}
