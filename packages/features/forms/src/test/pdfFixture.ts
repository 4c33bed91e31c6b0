/*
 * A tiny valid PDF for the stories and tests (no network code): one page per entry of
 * `pages`, each showing its lines in Helvetica. ASCII only, so byte offsets are string offsets.
 */

/** The PDF's text (`%PDF-1.4 …`); `pages` holds each page's lines. */
export function minimalPdf(pages: readonly (readonly string[])[]): string {
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const content = `BT /F1 18 Tf 72 720 Td 24 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length;
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** {@link minimalPdf} as a `data:application/pdf;base64,…` URL (`publicFileUrl` passes `data:` URLs through). */
export function pdfDataUrl(pages: readonly (readonly string[])[]): string {
  return `data:application/pdf;base64,${btoa(minimalPdf(pages))}`;
}

/** A three-page business plan, for the viewer's stories. */
export const BUSINESS_PLAN_PDF = pdfDataUrl([
  ['Agency Business Plan Template', 'BV-001 - Planning', 'Page 1: goals'],
  ['Agency Business Plan Template', 'Page 2: production'],
  ['Agency Business Plan Template', 'Page 3: recruiting'],
]);
