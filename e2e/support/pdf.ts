import { inflateSync } from 'node:zlib';

/**
 * The text lines a pdfkit PDF draws (its FlateDecode streams inflated, the hex strings of their
 * `TJ` operators read as WinAnsi/Latin-1) and its page count — enough to check a statement's
 * figures without a PDF library.
 */
export function pdfLines(pdf: Buffer): { lines: string[]; pages: number } {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // Each stream is read as exactly its `/Length` bytes: reading up to `\nendstream` with an optional
  // `\r` before it would drop a compressed stream's last byte when it is a carriage return.
  for (const [, object] of raw.matchAll(/\d+ 0 obj\r?\n([\s\S]*?)\r?\nendobj/g)) {
    const head = /\/Length (\d+)[\s\S]*?stream\r?\n/.exec(object!);
    if (!head) continue;
    const start = head.index + head[0].length;
    let content = '';
    try {
      content = inflateSync(Buffer.from(object!.slice(start, start + Number(head[1])), 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, ops] of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...ops!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join('');
      if (text) lines.push(text);
    }
  }
  return { lines, pages: (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length };
}
