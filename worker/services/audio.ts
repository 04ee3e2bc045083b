// Recognises an uploaded voice note by its bytes (never by its name or declared type) and reads its length from the
// container itself (ADR 093): Ogg Opus by its last granule position, WebM by its Duration or its last block's time,
// MP4 by its movie header (refused when a track is video), MP3 by walking its frame headers, AMR by counting its 20 ms frames.

export type AudioKind = {
  contentType: "audio/ogg" | "audio/webm" | "audio/mp4" | "audio/mpeg" | "audio/amr" | "audio/amr-wb";
  extension: "ogg" | "webm" | "m4a" | "mp3" | "amr";
};
/** What a voice note is: its kind, and its length in milliseconds (null when the bytes do not tell it). */
export type SniffedAudio = AudioKind & { durationMs: number | null };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const at = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The kind and length of a voice note, or null when the bytes are none of the accepted formats. */
export function sniffAudio(bytes: Uint8Array): SniffedAudio | null {
  if (at(bytes, ascii("OggS"))) return oggOpus(bytes);
  if (at(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return webm(bytes);
  if (at(bytes, ascii("ftyp"), 4)) return mp4(bytes);
  if (at(bytes, ascii("#!AMR-WB\n"))) return amr(bytes, true);
  if (at(bytes, ascii("#!AMR\n"))) return amr(bytes, false);
  return mp3(bytes);
}

// --- Ogg: the last page's granule position counts 48 kHz samples, less the stream's pre-skip.
function oggOpus(bytes: Uint8Array): SniffedAudio | null {
  // The first page carries the OpusHead packet after its segment table.
  const segments = bytes[26] ?? 0;
  const head = 27 + segments;
  if (!at(bytes, ascii("OpusHead"), head)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const preSkip = bytes.length >= head + 12 ? view.getUint16(head + 10, true) : 0;
  const capture = ascii("OggS");
  for (let offset = bytes.length - 27; offset >= 0; offset--) {
    if (!at(bytes, capture, offset) || bytes[offset + 4] !== 0) continue;
    const granule = view.getBigInt64(offset + 6, true);
    if (granule < 0n) continue; // -1: no packet ends on this page
    const samples = Number(granule) - preSkip;
    return { contentType: "audio/ogg", extension: "ogg", durationMs: samples > 0 ? Math.round(samples / 48) : 0 };
  }
  return { contentType: "audio/ogg", extension: "ogg", durationMs: null };
}

// --- WebM (EBML): read linearly, every master element entered, so unknown sizes (live MediaRecorder output) work.
const SEGMENT = 0x18538067;
const MASTERS = new Set([SEGMENT, 0x1549a966 /* Info */, 0x1f43b675 /* Cluster */, 0xa0 /* BlockGroup */]);

function vint(bytes: Uint8Array, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const uint = (bytes: Uint8Array, offset: number, size: number) => {
  let value = 0;
  for (let index = 0; index < size; index++) value = value * 256 + (bytes[offset + index] ?? 0);
  return value;
};

function webm(bytes: Uint8Array): SniffedAudio | null {
  const header = vint(bytes, 4, false);
  if (!header) return null;
  const docTypeEnd = Math.min(bytes.length, 4 + header.length + header.value);
  const docType = new TextDecoder().decode(bytes.subarray(4 + header.length, docTypeEnd));
  if (!docType.includes("webm")) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let scale = 1_000_000; // TimecodeScale, in nanoseconds per tick
  let duration: number | null = null;
  let cluster = 0;
  let lastTick: number | null = null;
  let offset = docTypeEnd;
  while (offset < bytes.length) {
    const id = vint(bytes, offset, true);
    if (!id) break;
    const size = vint(bytes, offset + id.length, false);
    if (!size) break;
    const data = offset + id.length + size.length;
    if (MASTERS.has(id.value)) {
      offset = data;
      continue;
    }
    if (size.unknown || data + size.value > bytes.length) break;
    if (id.value === 0x2ad7b1) scale = uint(bytes, data, size.value);
    else if (id.value === 0x4489 && size.value === 4) duration = view.getFloat32(data);
    else if (id.value === 0x4489 && size.value === 8) duration = view.getFloat64(data);
    else if (id.value === 0xe7) cluster = uint(bytes, data, size.value);
    else if (id.value === 0xa3 || id.value === 0xa1) {
      const track = vint(bytes, data, false);
      if (track && data + track.length + 2 <= bytes.length) {
        const tick = cluster + view.getInt16(data + track.length);
        lastTick = Math.max(lastTick ?? tick, tick);
      }
    }
    offset = data + size.value;
  }
  // A Duration element that claims less than the blocks hold is not believed.
  const ticks = duration === null ? lastTick : Math.max(duration, lastTick ?? 0);
  const durationMs = ticks === null || !Number.isFinite(ticks) ? null : Math.round((ticks * scale) / 1_000_000);
  return { contentType: "audio/webm", extension: "webm", durationMs };
}

// --- MP4: the movie header (moov/mvhd) holds a timescale and a duration; a fragmented file's mvex/mehd the same.
// Each track's handler (moov/trak/mdia/hdlr) says what it carries: a file with a video track is a video, not a voice
// note, whatever else it holds. A box that claims more bytes than its parent has, or a parent left with stray bytes,
// is a cut or forged file and is refused.
const MP4_CONTAINERS = new Set(["moov", "mvex", "trak", "mdia"]);

function mp4(bytes: Uint8Array): SniffedAudio | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kind = { contentType: "audio/mp4", extension: "m4a" } as const;
  let timescale: number | null = null;
  let durationMs: number | null = null;
  let video = false;
  /** Reads the boxes from start to end; false when one of them (or one inside it) is cut short. */
  const walk = (start: number, end: number): boolean => {
    let offset = start;
    while (offset + 8 <= end) {
      let size = view.getUint32(offset);
      const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
      let header = 8;
      if (size === 1 && offset + 16 <= end) {
        size = Number(view.getBigUint64(offset + 8));
        header = 16;
      } else if (size === 0) size = end - offset;
      if (size < header || offset + size > end) return false;
      const body = offset + header;
      const boxEnd = offset + size;
      if (MP4_CONTAINERS.has(type)) {
        if (!walk(body, boxEnd)) return false;
      } else if (type === "hdlr") {
        // Version and flags (4 bytes), pre_defined (4), then the handler type: "soun" for sound, "vide" for video.
        if (body + 12 > boxEnd) return false;
        if (at(bytes, ascii("vide"), body + 8)) video = true;
      } else if (type === "mvhd" && body + 32 <= boxEnd) {
        const v1 = bytes[body] === 1;
        timescale = view.getUint32(body + (v1 ? 20 : 12));
        const ticks = v1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16);
        if (timescale > 0 && ticks > 0 && ticks !== 0xffffffff) durationMs = Math.round((ticks * 1000) / timescale);
      } else if (type === "mehd" && durationMs === null && timescale && body + (bytes[body] === 1 ? 12 : 8) <= boxEnd) {
        const ticks = bytes[body] === 1 ? Number(view.getBigUint64(body + 4)) : view.getUint32(body + 4);
        if (ticks > 0) durationMs = Math.round((ticks * 1000) / timescale);
      }
      offset = boxEnd;
    }
    return offset === end;
  };
  if (!walk(0, bytes.length) || video) return null;
  return { ...kind, durationMs };
}

// --- AMR: a magic line, then frames of 20 ms whose first byte gives their size.
const AMR_NB_BYTES = [12, 13, 15, 17, 19, 20, 26, 31, 5, -1, -1, -1, -1, -1, -1, 0];
const AMR_WB_BYTES = [17, 23, 32, 36, 40, 46, 50, 58, 60, 5, -1, -1, -1, -1, 0, 0];

function amr(bytes: Uint8Array, wide: boolean): SniffedAudio | null {
  const sizes = wide ? AMR_WB_BYTES : AMR_NB_BYTES;
  let offset = wide ? 9 : 6;
  let frames = 0;
  while (offset < bytes.length) {
    const size = sizes[((bytes[offset] ?? 0) >> 3) & 0x0f] ?? -1;
    if (size < 0 || offset + 1 + size > bytes.length) return null;
    offset += 1 + size;
    frames++;
  }
  return { contentType: wide ? "audio/amr-wb" : "audio/amr", extension: "amr", durationMs: frames * 20 };
}

// --- MP3: an optional ID3v2 tag, then MPEG audio layer III frames back to back; their samples add up.
const MP3_KBPS = [
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320], // MPEG-1 layer III
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160], // MPEG-2 and 2.5 layer III
];
const MP3_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

function mp3Frame(bytes: Uint8Array, offset: number): { length: number; samples: number; rate: number } | null {
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
  if (version === 1 || ((b1 >> 1) & 0x03) !== 1) return null; // reserved version, or not layer III
  const kbps = MP3_KBPS[version === 3 ? 0 : 1]?.[b2 >> 4] ?? 0;
  const rate = MP3_RATES[version]?.[(b2 >> 2) & 0x03];
  if (!kbps || !rate) return null;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * kbps * 1000) / rate) + ((b2 >> 1) & 0x01);
  return { length, samples, rate };
}

/** What may follow the last frame: an ID3v1 tag (128 bytes) or an APE tag's small footer. */
const MP3_TRAILER_BYTES = 4096;

function mp3(bytes: Uint8Array): SniffedAudio | null {
  let offset = 0;
  if (at(bytes, ascii("ID3")) && bytes.length >= 10) {
    offset = 10 + [6, 7, 8, 9].reduce((sum, index) => sum * 128 + ((bytes[index] ?? 0) & 0x7f), 0);
  }
  let seconds = 0;
  let frames = 0;
  while (offset + 4 <= bytes.length) {
    const frame = mp3Frame(bytes, offset);
    // The last frame may be cut short; the first must be whole.
    if (!frame || offset + frame.length > bytes.length) break;
    seconds += frame.samples / frame.rate;
    frames++;
    offset += frame.length;
  }
  // Whole frames to the end, or to a cut-short frame, an ID3v1 tag or a few stray bytes: a file that merely starts
  // with a frame header and carries something else is not MP3.
  if (frames === 0 || bytes.length - offset > MP3_TRAILER_BYTES) return null;
  return { contentType: "audio/mpeg", extension: "mp3", durationMs: Math.round(seconds * 1000) };
}
