import type { EarningsCycle } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { inflatedStream, pdfText } from '../../test/pdfText.js';
import type { StatementFacts } from '../../commissions/statementFacts.js';
import { statementPdf } from './statementPdf.js';

/**
 * The text of a pdfkit PDF line by line, embedded fonts too: a font with a `ToUnicode` CMap (the
 * embedded Liberation Sans, 2-byte glyph codes) is read through it, a standard font as WinAnsi.
 */
function unicodeText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\r?\n([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);
  const streamOf = (id: string) => inflatedStream(objects.get(id) ?? '') ?? '';
  const cmaps = new Map<string, Map<number, string>>();
  for (const [id, body] of objects) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(body)?.[1];
    if (!toUnicode) continue;
    const map = new Map<number, string>();
    const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    const cmap = streamOf(toUnicode);
    for (const r of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const start = parseInt(r[1]!, 16);
      [...r[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(start + i, hexText(u[1]!)));
    }
    for (const r of cmap.matchAll(/^<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>$/gm)) map.set(parseInt(r[1]!, 16), hexText(r[2]!));
    cmaps.set(id, map);
  }
  const fontRefs = new Map<string, string>();
  for (const m of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontRefs.set(m[1]!, m[2]!);
  const lines: string[] = [];
  for (const [id] of objects) {
    let content: string;
    try {
      content = streamOf(id);
    } catch {
      continue;
    }
    let font = '';
    for (const op of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\]\s*TJ/g)) {
      if (op[1]) {
        font = op[1];
        continue;
      }
      const cmap = cmaps.get(fontRefs.get(font) ?? '');
      const text = [...op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => (cmap ? (h[1]!.match(/.{4}/g) ?? []).map((code) => cmap.get(parseInt(code, 16)) ?? '?').join('') : Buffer.from(h[1]!, 'hex').toString('latin1')))
        .join('');
      if (text) lines.push(text);
    }
  }
  return lines;
}

async function bytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const cycle = (start: string, end: string, net: number): EarningsCycle =>
  ({ start_date: start, end_date: end, commissions_cents: 171_715, overrides_cents: 20_000, bonuses_cents: 5_000, charge_backs_cents: 3_857, net_cents: net }) as EarningsCycle;
const FACTS: StatementFacts = {
  agent: { name: 'Ava Stone', code: 'AG-000012', email: 'ava@example.test' },
  cycle: cycle('2026-11-10', '2026-11-16', 192_858),
  previous: cycle('2026-11-03', '2026-11-09', 150_000),
  compared_days: 7,
  in_progress: false,
  bonuses: [{ bonus_type: 'PRODUCTION', amount_cents: 5_000 }],
  rows: [
    { kind: 'PERSONAL', status: 'PAID', count: 3, amount_cents: 171_715 },
    { kind: 'OVERRIDE', status: 'CHARGED_BACK', count: 1, amount_cents: -3_857 },
  ],
  payout: { amount_cents: 192_858, status: 'PAID', pay_date: '2026-11-20' },
  generated_at: '2026-11-20T08:00:00.000Z',
};

describe('the PDF statement in the reader\'s language (issue #29 item 2)', () => {
  it('Russian: headings, labels, kinds, statuses, money and dates in Russian (embedded Cyrillic font)', async () => {
    const lines = unicodeText(await bytes(statementPdf(FACTS, 'ru')));
    const text = lines.join('\n');
    for (const heading of ['Портал агентов - Отчёт о комиссиях', 'Итоги по видам', 'Строки комиссий', 'Выплата', 'Чистый доход', 'Сторно', 'Комиссии с команды']) {
      expect(lines, heading).toContain(heading);
    }
    expect(text).toMatch(/Расчётный период 10 нояб\. 2026 г\. - 16 нояб\. 2026 г\./);
    expect(text).toContain('Личная · Выплачено · 3 строки');
    expect(text).toContain('С команды · Возвращено · 1 строка');
    expect(text).toContain('Бонус за продажи');
    expect(text).toMatch(/1\s717,15\s\$/);
    expect(text).toMatch(/По сравнению со всем предыдущим расчётным периодом/);
    expect(text).not.toMatch(/Totals by kind|Net earnings|Payment/);
  });

  it('English without a language, as before; German through the standard font', async () => {
    const en = pdfText(await bytes(statementPdf(FACTS))).lines;
    expect(en).toEqual(expect.arrayContaining(['Agent Portal - Commission statement', 'Totals by kind', 'Personal · Paid · 3 rows', 'Production bonus', '$1,717.15']));
    const de = pdfText(await bytes(statementPdf(FACTS, 'de'))).lines;
    expect(de).toEqual(expect.arrayContaining(['Agentenportal - Provisionsabrechnung', 'Summen nach Art', 'Eigene · Bezahlt · 3 Posten', 'Produktionsbonus', 'Rückbelastungen']));
    expect(de.join('\n')).toContain('Abrechnungszeitraum 10. Nov. 2026 - 16. Nov. 2026');
  });
});

describe('GET /commissions/statement?format=pdf follows Accept-Language', () => {
  let t: TestApp;
  let ava: SignedIn;
  beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
  afterAll(() => t.close());

  it('ru → a Russian PDF (Content-Language ru, vary Accept-Language)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/integration/v1/commissions/statement?start_date=2026-11-10&end_date=2026-11-16&format=pdf',
      headers: { ...ava.headers, 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('ru');
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    const lines = unicodeText(response.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['Портал агентов - Отчёт о комиссиях', 'Итоги по видам', 'Выплата']));
  });
});
