import { pdfFile as pdfWithLines, pngFile as pngOfSize } from '@agent-portal/gateway-sandbox/sample-files';

/** A real PNG of `size`×`size` pixels in one colour (RGB 0..255); the sandbox's own builder. */
export function pngFile(size = 64, rgb: [number, number, number] = [220, 90, 40]): Buffer {
  return pngOfSize(size, size, rgb);
}

/** A small valid one-page PDF with a line of text; `padTo` appends a comment up to that many bytes. */
export function pdfFile(text: string, padTo = 0): Buffer {
  return pdfWithLines([text], padTo);
}
