// Draws the home-screen icons (the leaf of the header's logo on Gona green) as PNGs, with no network and no
// image library. Run `node scripts/make-icons.mjs` after changing the drawing; the output is committed.
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const GREEN = [0x1f, 0x7a, 0x3a];
const GOLD = [0xf4, 0xd3, 0x5e];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A leaf: the overlap of two circles, tilted; inside the central 60% so the icon survives a round mask. */
function isLeaf(x, y) {
  const u = x - 0.5;
  const v = y - 0.5;
  const a = (u + v) / Math.SQRT2;
  const b = (v - u) / Math.SQRT2;
  const r = 0.3;
  const offset = 0.19;
  return a * a + (b - offset) ** 2 < r * r && a * a + (b + offset) ** 2 < r * r;
}

function icon(size) {
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(isLeaf((x + 0.5) / size, (y + 0.5) / size) ? GOLD : GREEN, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(`public/icon-${size}.png`, icon(size));
