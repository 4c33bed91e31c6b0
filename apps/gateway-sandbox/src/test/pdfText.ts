import { inflateSync } from 'node:zlib';

/**
 * The bytes of a PDF stream whose dictionary and `stream` keyword start `body` (a latin1 string),
 * inflated: exactly `/Length` bytes after the keyword's end of line. Reading up to `endstream`
 * instead would drop a compressed stream's last byte when it happens to be a carriage return
 * (`\r\nendstream`), which made the statement's text vanish on some minutes' PDFs.
 * @returns the inflated stream as latin1, or `undefined` when `body` holds no readable stream.
 */
export function inflatedStream(body: string): string | undefined {
  const head = /\/Length (\d+)[\s\S]*?stream\r?\n/.exec(body);
  if (!head) return undefined;
  const start = head.index + head[0].length;
  try {
    return inflateSync(Buffer.from(body.slice(start, start + Number(head[1])), 'latin1')).toString('latin1');
  } catch {
    return undefined;
  }
}

/**
 * The text a pdfkit PDF draws, line by line, for tests: inflates every FlateDecode stream and
 * reads the hex strings of its `TJ` operators (pdfkit's standard fonts use WinAnsi codes, read
 * here as Latin-1). Also counts the pages (`/Type /Page` objects).
 */
export function pdfText(pdf: Buffer): { lines: string[]; pages: number } {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const object of raw.matchAll(/\d+ 0 obj\r?\n([\s\S]*?)\r?\nendobj/g)) {
    const content = inflatedStream(object[1]!);
    if (content === undefined) continue;
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');
      if (text) lines.push(text);
    }
  }
  return { lines, pages: (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length };
}
