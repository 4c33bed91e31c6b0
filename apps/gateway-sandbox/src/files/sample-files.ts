import { deflateSync } from 'node:zlib';

/**
 * Real, small sample files built in code (no binary fixtures): the seed's documents and
 * forms, the sandbox tests and the e2e suite (`@agent-portal/gateway-sandbox/sample-files`)
 * all use these, so an upload check always meets the same genuine PNG and PDF bytes.
 */

/** An RGB colour, each channel 0..255. */
export type Rgb = readonly [number, number, number];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A valid 8-bit RGB PNG of `width`×`height` pixels (px), each pixel's colour from `pixel`.
 * @param pixel - colour at column `x`, row `y` (0-based); a single colour for a plain image.
 */
export function pngFile(width: number, height: number, pixel: Rgb | ((x: number, y: number) => Rgb)): Buffer {
  const colour = typeof pixel === 'function' ? pixel : () => pixel;
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) raw.set(colour(x, y), y * stride + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Escapes PDF string delimiters and replaces characters outside printable ASCII. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');

/**
 * A valid one-page PDF 1.4 (Helvetica, correct xref offsets) showing `lines`, under 1 KB.
 * @param padTo - when larger than the file, a trailing run of `%` (a PDF comment) pads it to
 *   this many bytes (size-limit tests).
 */
export function pdfFile(lines: readonly string[], padTo = 0): Buffer {
  const content = ['BT', '/F1 16 Tf', '72 760 Td', '22 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const pdf = Buffer.from(body, 'latin1');
  return padTo > pdf.length ? Buffer.concat([pdf, Buffer.alloc(padTo - pdf.length, 0x25)]) : pdf;
}
