import type { Commission, CommissionReport } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { COMMA_DIALECT, csvCell, csvLine, SEMICOLON_DIALECT, statementDate } from './statementCsv.js';

// Issue #28 item 4: the CSV statement for people (headers in words, dollars, percent, dates, the
// page's language and its spreadsheet convention), the machine form behind format=raw.
let t: TestApp;
let ava: SignedIn;

beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
afterAll(() => t.close());

const CYCLE = 'start_date=2026-11-10&end_date=2026-11-16';
const RAW_HEADER =
  'record_type,pay_cycle_start,pay_cycle_end,kind_or_bonus_type,status,source_agent,client,policy_no,product_type,carrier,premium_cents,rate_bps,amount_cents,description';

const statement = (query: string, language?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/integration/v1/commissions/statement?${query}`,
    headers: { ...ava.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
  });

/** RFC 4180 fields of a CSV text (quoted fields, doubled quotes, CRLF lines). */
function parseCsv(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === separator) endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else field += ch;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** The rows of the cycle's report, in the statement's order (cycle, then id). */
async function reportRows(): Promise<Commission[]> {
  const response = await t.app.inject({ method: 'GET', url: `/integration/v1/commissions/report?${CYCLE}&limit=100`, headers: ava.headers });
  return ((response.json() as CommissionReport).data).sort((a, b) => a.pay_cycle_start.localeCompare(b.pay_cycle_start) || a.id - b.id);
}

describe('GET /commissions/statement?format=csv — for people', () => {
  it('in English: a BOM, headers in words, `,` and a decimal point, dollars and percent with two decimals, US dates, words for codes', async () => {
    const response = await statement(`${CYCLE}&format=csv`, 'en-US,en;q=0.9');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['content-disposition']).toBe('attachment; filename="commission-statement-2026-11-10-to-2026-11-16.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''), ',');
    expect(header).toEqual(['Entry', 'Pay cycle start', 'Pay cycle end', 'Kind', 'Status', 'From agent', 'Client', 'Policy number', 'Product type', 'Carrier', 'Premium (USD)', 'Rate (%)', 'Amount (USD)', 'Description']);
    const commissions = await reportRows();
    const first = commissions[0]!;
    const row = rows[0]!;
    expect(row.slice(0, 3)).toEqual(['Commission', '11/10/2026', '11/16/2026']);
    expect(row[3]).toBe(first.kind === 'PERSONAL' ? 'Personal' : 'Override');
    expect(row[4]).toBe({ PAID: 'Paid', PENDING: 'Pending', CHARGED_BACK: 'Charged back' }[first.status]);
    expect(row[7]).toBe(first.policy_no);
    expect(row[10]).toBe((first.premium_cents / 100).toFixed(2));
    expect(row[11]).toBe((first.rate_bps / 100).toFixed(2));
    expect(row[12]).toBe((first.amount_cents / 100).toFixed(2));
    expect(rows.filter((r) => r[0] === 'Commission')).toHaveLength(commissions.length);
    const bonus = rows.find((r) => r[0] === 'Bonus');
    if (bonus) expect(bonus[3]).toMatch(/^(Production|Recruiting|Persistency) bonus$/);
  });

  it('in German: `;` and a decimal comma, German headers, words and dates; amounts equal to the raw cents', async () => {
    const response = await statement(`${CYCLE}&format=csv`, 'de-DE,de;q=0.9,en;q=0.8');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    const [header, ...rows] = parseCsv(response.body.replace(/^\uFEFF/, ''), ';');
    expect(header).toEqual(['Eintrag', 'Beginn des Abrechnungszeitraums', 'Ende des Abrechnungszeitraums', 'Art', 'Status', 'Von Vermittler', 'Kunde', 'Policennummer', 'Produktart', 'Versicherer', 'Prämie (USD)', 'Satz (%)', 'Betrag (USD)', 'Beschreibung']);
    const raw = parseCsv((await statement(`${CYCLE}&format=raw`)).body, ',').slice(1);
    expect(rows).toHaveLength(raw.length);
    const comma = (hundredths: string) => (Number(hundredths) / 100).toFixed(2).replace('.', ',');
    rows.forEach((row, index) => {
      const machine = raw[index]!;
      expect(row[0]).toBe(machine[0] === 'COMMISSION' ? 'Provision' : 'Bonus');
      expect(row.slice(1, 3)).toEqual(['10.11.2026', '16.11.2026']);
      expect(row[12]).toBe(comma(machine[12]!));
      if (machine[0] === 'COMMISSION') expect([row[10], row[11]]).toEqual([comma(machine[10]!), comma(machine[11]!)]);
      expect(row[4]).toMatch(/^(Bezahlt|Ausstehend|Zurückgebucht)$/);
    });
    expect(response.body).toMatch(/;\d+,\d\d;/);
  });

  it('falls back to English for a language it does not write, a missing or a malformed header', async () => {
    for (const language of ['pt-BR', 'zz', '', '*', ';;q=abc', undefined]) {
      const response = await statement(`${CYCLE}&format=csv`, language);
      expect(response.statusCode, String(language)).toBe(200);
      expect(response.body.startsWith('\uFEFFEntry,Pay cycle start,'), String(language)).toBe(true);
    }
    // The weights decide, not the order: French is preferred here.
    expect((await statement(`${CYCLE}`, 'en;q=0.5, fr-CA')).body.startsWith('\uFEFFÉcriture;Début du cycle de paie;')).toBe(true);
  });

  it('writes es, fr, it and ru with `;` and their own headers', async () => {
    for (const [language, first] of [['es', 'Concepto;Inicio del ciclo de pago;'], ['fr', 'Écriture;'], ['it', 'Voce;'], ['ru', 'Запись;Начало расчётного периода;']] as const) {
      const body = (await statement(`${CYCLE}&format=csv`, language)).body;
      expect(body.startsWith(`\uFEFF${first}`), language).toBe(true);
    }
  });
});

describe('GET /commissions/statement?format=raw — for machines', () => {
  it('keeps today’s columns and values (codes, ISO dates, cents, basis points; `,`, no BOM) whatever the language', async () => {
    const response = await statement(`${CYCLE}&format=raw`, 'de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="commission-statement-2026-11-10-to-2026-11-16.csv"');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(RAW_HEADER);
    const first = (await reportRows())[0]!;
    expect(lines[1]).toBe(
      ['COMMISSION', '2026-11-10', '2026-11-16', first.kind, first.status, first.source_agent_name ?? '', first.client_name, first.policy_no,
        first.product_type, first.carrier, first.premium_cents, first.rate_bps, first.amount_cents, ''].map((v) => csvCell(v)).join(','),
    );
    expect((await statement(`${CYCLE}&format=raw`)).body).toBe(response.body);
  });
});

describe('csvCell and csvLine', () => {
  it('neutralises formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('quotes separators of either dialect, quotes and line breaks; numbers never get an apostrophe', () => {
    expect(csvCell('Smith, Jo', SEMICOLON_DIALECT)).toBe('"Smith, Jo"');
    expect(csvCell('A; B', SEMICOLON_DIALECT)).toBe('"A; B"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell({ hundredths: -1250 }, SEMICOLON_DIALECT)).toBe('-12,50');
    expect(csvCell({ hundredths: 82368 }, COMMA_DIALECT)).toBe('823.68');
    expect(csvCell({ hundredths: 5 }, COMMA_DIALECT)).toBe('0.05');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell(null)).toBe('');
    expect(csvLine(['=1+1', { hundredths: 4000 }, 'Müller; Anna', null], SEMICOLON_DIALECT)).toBe('\'=1+1;40,00;"Müller; Anna";\r\n');
  });

  it('writes dates as the language’s short dates', () => {
    expect(statementDate('2026-11-03', 'en')).toBe('11/03/2026');
    expect(statementDate('2026-11-03', 'de')).toBe('03.11.2026');
    expect(statementDate('2026-11-03', 'fr')).toBe('03/11/2026');
    expect(statementDate('2026-11-03', 'ru')).toBe('03.11.2026');
  });
});
