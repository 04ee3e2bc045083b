// A tiny PNG painter for seed images: made on this machine, no downloads, no native modules.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export type Rgb = [number, number, number];

/** Paints a farm scene (sky, sun, field rows, produce) in the given colours; returns PNG bytes. */
export function paintScene(width: number, height: number, sky: Rgb, ground: Rgb, produce: Rgb, seed: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const horizon = Math.round(height * (0.42 + (seed % 5) * 0.03));
  const sunX = width * (0.2 + ((seed * 37) % 60) / 100);
  const sunY = height * 0.18;
  const sunR = height * 0.09;
  const blobs = Array.from({ length: 7 }, (_, i) => ({
    x: (((seed * 53 + i * 97) % 100) / 100) * width,
    y: horizon + (((seed * 31 + i * 61) % 100) / 100) * (height - horizon) * 0.9 + height * 0.04,
    r: height * (0.05 + ((seed + i * 13) % 5) * 0.012),
  }));
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let color: Rgb;
      if (y < horizon) {
        const fade = y / horizon;
        color = [sky[0] + (255 - sky[0]) * fade * 0.5, sky[1] + (255 - sky[1]) * fade * 0.5, sky[2] + (255 - sky[2]) * fade * 0.3];
        if ((x - sunX) ** 2 + (y - sunY) ** 2 < sunR ** 2) color = [252, 211, 77];
      } else {
        const stripe = Math.floor((y - horizon) / Math.max(4, (y - horizon) * 0.12 + 4)) % 2;
        const shade = stripe ? 0.88 : 1;
        color = [ground[0] * shade, ground[1] * shade, ground[2] * shade];
        for (const blob of blobs) {
          if ((x - blob.x) ** 2 + ((y - blob.y) * 1.2) ** 2 < blob.r ** 2) color = produce;
        }
      }
      const at = row + 1 + x * 3;
      raw[at] = Math.round(color[0]);
      raw[at + 1] = Math.round(color[1]);
      raw[at + 2] = Math.round(color[2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** A one-page PDF with a line of text: the seeded verification document. */
export function simplePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
