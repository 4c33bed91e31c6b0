import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit PDF draws, line by line, for tests: inflates every FlateDecode stream and
 * reads the hex strings of its `TJ` operators (pdfkit's standard fonts use WinAnsi codes, read
 * here as Latin-1). Also counts the pages (`/Type /Page` objects).
 */
export function pdfText(pdf: Buffer): { lines: string[]; pages: number } {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const text = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');
      if (text) lines.push(text);
    }
  }
  return { lines, pages: (raw.match(/\/Type \/Page\b(?!s)/g) ?? []).length };
}
