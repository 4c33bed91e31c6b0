import type { ComplianceFormGroup, FormItem, FormPage, GatewayEnvelope } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../../catalogue/products.js';
import { CODE_PREFIX, generateForms, LARGE_FORM_BYTES, LARGE_FORM_TITLE } from '../../db/seed/search/forms.js';
import { MIGRATIONS } from '../../db/migrations/index.js';
import { SEED_ANCHOR } from '../../db/seed/constants.js';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';

// Issue #11: the forms catalogue (spec §2, §3 sample-form attachment, §5, §6, §7; CONTRACTS "Forms").
let t: TestApp;
let ava: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, leo } = await startSignedIn('ava', 'leo')));
afterAll(() => t.close());

const get = (url: string, who: SignedIn | null = ava) =>
  t.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: who ? who.headers : {} });
const list = async (query: string, who: SignedIn = ava) => {
  const response = await get(`/forms?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FormPage;
};
const titles = (page: FormPage) => page.data.map((f) => f.title);
const sum = (page: FormPage) => page.tags.reduce((total, tag) => total + tag.count, 0);

describe('GET /integration/v1/forms', () => {
  it('the whole catalogue: 64 forms (30 policy, 12 compliance, 11 back-office, 11 business overview), by title, 10 a page', async () => {
    const page = await list('');
    expect(page.count).toBe(64);
    expect(page.data).toHaveLength(10);
    expect(titles(page)).toEqual([...titles(page)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(sum(page)).toBe(64);
    expect((await list('category=COMPLIANCE_FORMS')).count).toBe(12);
    expect((await list('category=BACK_OFFICE')).count).toBe(11);
    expect((await list('category=POLICY_FORMS')).count).toBe(30);
    expect((await list('category=BUSSINESS_OVERVIEW')).count).toBe(11);
    expect((await list('policy=true')).count).toBe(30);
    expect((await list('policy=false')).count).toBe(34);
    const everything = [...(await list('limit=100')).data];
    expect(new Set(everything.map((f) => f.code)).size).toBe(64);
    expect(Object.keys(everything[0]!).sort()).toEqual(
      ['attachments', 'category', 'code', 'file_name', 'id', 'link', 'product_type', 'size_bytes', 'tag', 'title', 'updated_at'].sort(),
    );
    for (const form of everything) {
      expect(form.file_name).toBe(`${form.title}.pdf`);
      expect(form.size_bytes).toBeGreaterThan(300);
      expect(Date.parse(form.updated_at)).toBeLessThan(SEED_ANCHOR.getTime());
    }
  });

  it('keeps the 34 forms of issue #3 (ids 1–34, codes unchanged) and appends the policy forms (PF-, issue #28 item 6)', async () => {
    const rows = await t.db.query<{ id: number; code: string }>('SELECT id, code FROM forms WHERE id IN (1, 13, 34, 35, 64) ORDER BY id');
    expect(rows).toEqual([
      { id: 1, code: 'CF-001' },
      { id: 13, code: 'BO-001' },
      { id: 34, code: 'BV-011' },
      { id: 35, code: 'PF-001' },
      { id: 64, code: 'PF-030' },
    ]);
  });

  it('tags: the counts before tag, code and search apply; tag is exact and case-insensitive', async () => {
    const backOffice = await list('category=BACK_OFFICE');
    expect(backOffice.tags).toContainEqual({ tag: 'Contracting', count: 2 });
    expect(backOffice.tags.map((tag) => tag.tag)).not.toContain('Term Life');
    expect(sum(backOffice)).toBe(11);
    expect((await list('category=POLICY_FORMS')).tags).toContainEqual({ tag: 'Term Life', count: 3 });
    const contracting = await list('category=BACK_OFFICE&tag=contracting');
    expect(contracting.count).toBe(2);
    expect(contracting.data.every((f) => f.tag === 'Contracting')).toBe(true);
    expect(contracting.tags).toEqual(backOffice.tags);
    expect((await list('category=BACK_OFFICE&tag=Contract')).count).toBe(0);
    const searched = await list('category=BACK_OFFICE&search=application');
    expect(searched.tags).toEqual(backOffice.tags);
    const tagNames = backOffice.tags.map((tag) => tag.tag);
    expect(tagNames).toEqual([...tagNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('sample lookup by category, tag and code (§3, §7): attachments named "<title> sample.pdf", or none', async () => {
    const withSample = await list('category=BACK_OFFICE&tag=Payroll&code=BO-001');
    expect(withSample.count).toBe(1);
    expect(withSample.data[0]).toMatchObject({
      title: 'Direct Deposit Authorization',
      attachments: [
        { path: 'forms/back-office/samples/direct-deposit-authorization-sample.pdf', name: 'Direct Deposit Authorization sample.pdf' },
      ],
    });
    const without = await list('category=COMPLIANCE_FORMS&tag=HIPAA&code=CF-002');
    expect(without.data[0]).toMatchObject({ title: 'HIPAA Privacy Acknowledgment', attachments: [] });
    expect((await list('category=COMPLIANCE_FORMS&tag=HIPAA&code=CF-999')).data).toEqual([]);
  });

  it('policy forms: per product type an application with a sample and two service forms, POLICY_FORMS, tagged with the type', async () => {
    const policy = (await list('policy=true&limit=100')).data;
    expect(policy).toHaveLength(PRODUCT_TYPES.length * 3);
    for (const type of PRODUCT_TYPES) {
      const own = policy.filter((f) => f.product_type?.id === type.id);
      expect(own, type.title).toHaveLength(3);
      for (const form of own) expect(form).toMatchObject({ category: 'POLICY_FORMS', tag: type.title, product_type: { id: type.id, title: type.title } });
      const application = own.find((f) => f.title === `${type.title} Application`)!;
      for (const form of own) expect(form.link).toMatch(/^forms\/policy\/[a-z0-9-]+\.pdf$/);
      expect(application.attachments).toEqual([{ path: expect.stringMatching(/^forms\/policy\/samples\/.*-sample\.pdf$/), name: `${type.title} Application sample.pdf` }]);
      expect(own.filter((f) => f.attachments.length === 0)).toHaveLength(2);
    }
    const term = await list('product_type_id=1');
    expect(titles(term)).toEqual(['Term Life Application', 'Term Life Beneficiary Change Form', 'Term Life Conversion Request']);
    expect(term.tags).toEqual([{ tag: 'Term Life', count: 3 }]);
    const medicare = await list('policy=true&product_type_id=6');
    expect(titles(medicare)).toContain('Medicare Supplement Plan Change Request');
    expect((await list('policy=false&product_type_id=6')).count).toBe(0);
    expect((await list('policy=false&limit=100')).data.every((f) => f.product_type === null)).toBe(true);
  });

  it('search: every word in the title, tag or code, case- and accent-insensitive', async () => {
    expect(titles(await list('search=hipaa%20acknowledgment'))).toEqual(['HIPAA Privacy Acknowledgment']);
    expect(titles(await list('search=bo-005'))).toEqual([LARGE_FORM_TITLE]);
    const medicare = await list(`search=${encodeURIComponent('MÉDICARE application')}`);
    expect(titles(medicare)).toEqual(['Medicare Advantage Application', 'Medicare Supplement Application']);
    expect((await list('search=application&category=COMPLIANCE_FORMS')).count).toBe(0);
    expect((await list('search=%25')).count).toBe(0);
  });

  it('sorts by title, tag or update time, both ways, ties by id; pages', async () => {
    for (const column of ['title', 'tag', 'updated_at'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const rows = (await list(`sort=${column}:${dir}&limit=100`)).data;
        const sign = dir === 'asc' ? 1 : -1;
        const expected = [...rows].sort((a, b) => sign * ((a[column] < b[column] ? -1 : a[column] > b[column] ? 1 : 0) || a.id - b.id));
        expect(rows.map((r) => r.id), `${column}:${dir}`).toEqual(expected.map((r) => r.id));
      }
    }
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((page) => list(`page=${page}`)));
    expect(pages.flatMap((p) => p.data.map((f) => f.id)).sort((a, b) => a - b)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(await list('page=8')).toMatchObject({ data: [], count: 64 });
  });

  it('BUSSINESS_OVERVIEW needs a licensed contractor: 403 for Leo, and his unfiltered list leaves them out', async () => {
    const denied = await get('/forms?category=BUSSINESS_OVERVIEW', leo);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ message: 'Un-Licensed Contractor' });
    const mine = await list('limit=100', leo);
    expect(mine.count).toBe(53);
    expect(mine.data.some((f) => f.category === 'BUSSINESS_OVERVIEW')).toBe(false);
    expect(sum(mine)).toBe(53);
    expect((await list('search=pipeline', leo)).count).toBe(0);
    expect((await list('category=BACK_OFFICE', leo)).count).toBe(11);
    expect((await list('category=POLICY_FORMS', leo)).count).toBe(30);
    expect((await list('category=BUSSINESS_OVERVIEW')).count).toBe(11);
  });

  it('400 for unknown, repeated or bad parameters; 401 without a token', async () => {
    for (const query of [
      'foo=1',
      'category=OTHER',
      'category=BACK_OFFICE&category=COMPLIANCE_FORMS',
      'policy=yes',
      'product_type_id=x',
      'page=0',
      'limit=101',
      'page=99999999999',
      'sort=size_bytes:asc',
      'sort=title:sideways',
      `tag=${'t'.repeat(101)}`,
      'code=BO%00',
      'search=%20',
    ]) {
      const response = await get(`/forms?${query}`);
      expect(response.statusCode, `${query} → ${response.body}`).toBe(400);
    }
    expect((await get('/forms', null)).statusCode).toBe(401);
    expect((await get('/forms/compliance-forms?x=1')).statusCode).toBe(400);
  });
});

// Issue #28 item 6: each form has one category, so §2's three lists are disjoint.
describe('the three lists of spec §2 (policy forms, back office, compliance forms)', () => {
  const LISTS = [
    ['forms/policy-forms', 'category=POLICY_FORMS', 'PF-'],
    ['forms/back-office', 'category=BACK_OFFICE', 'BO-'],
    ['forms/compliance-forms', 'category=COMPLIANCE_FORMS', 'CF-'],
  ] as const;

  it('are disjoint: no id or code on two lists, every code with its list\'s prefix, one category per list', async () => {
    const seen = new Map<string, string>();
    let total = 0;
    for (const [page, query, prefix] of LISTS) {
      const { data, count } = await list(`${query}&limit=100`);
      expect(data, page).toHaveLength(count);
      total += count;
      for (const form of data) {
        expect(form.code, `${page}: ${form.title}`).toMatch(new RegExp(`^${prefix}\\d{3}$`));
        expect(form.category, page).toBe(query.slice('category='.length));
        for (const key of [`id ${form.id}`, `code ${form.code}`]) {
          expect(seen.get(key), `${key} on ${page}`).toBeUndefined();
          seen.set(key, page);
        }
      }
    }
    expect(total).toBe(30 + 11 + 12);
    // The policy forms are exactly the forms with a product line; no other list has one.
    const policy = await list('policy=true&limit=100');
    expect(policy.data.every((f) => f.category === 'POLICY_FORMS' && f.code.startsWith('PF-'))).toBe(true);
    expect((await list('category=BACK_OFFICE&policy=true')).count).toBe(0);
    // The seed agrees: each category's codes are numbered 1… with its own prefix.
    for (const form of generateForms()) expect(form.code.startsWith(`${CODE_PREFIX[form.category]}-`)).toBe(true);
  });

  it('migration 140 moves a database seeded before it (policy forms BACK_OFFICE, BO-012…041) to the seed\'s rows', async () => {
    const columns = 'id, category, code, link, sample_file, search_folded';
    const expected = await t.db.query(`SELECT ${columns} FROM forms ORDER BY id`);
    const rollback = new Error('rollback');
    await t.db
      .transaction(async (tx) => {
        // The rows as the seed wrote them before issue #28 item 6.
        await tx.exec(`
          ALTER TABLE forms DROP CONSTRAINT forms_category_check;
          UPDATE forms SET category = 'BACK_OFFICE', code = 'BO-' || lpad((id - 23)::text, 3, '0'),
                 link = replace(link, 'forms/policy/', 'forms/back-office/'),
                 sample_file = replace(sample_file, 'forms/policy/', 'forms/back-office/')
           WHERE product_type_id IS NOT NULL;
          ALTER TABLE forms ADD CONSTRAINT forms_category_check CHECK (category IN ('COMPLIANCE_FORMS', 'BACK_OFFICE', 'BUSSINESS_OVERVIEW'));
        `);
        const [old] = await tx.query<{ code: string }>('SELECT code FROM forms WHERE id = 64');
        expect(old!.code).toBe('BO-041');
        await tx.exec(MIGRATIONS.find((m) => m.id === 140)!.sql);
        expect(await tx.query(`SELECT ${columns} FROM forms ORDER BY id`)).toEqual(expected);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
  });
});

describe('GET /integration/v1/forms/compliance-forms', () => {
  it('every compliance form grouped by tag, tags and forms by title; for any signed-in agent', async () => {
    for (const who of [ava, leo]) {
      const response = await get('/forms/compliance-forms', who);
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as GatewayEnvelope<ComplianceFormGroup[]>;
      expect(data.flatMap((g) => g.forms)).toHaveLength(12);
      const tags = data.map((g) => g.tag);
      expect(tags).toEqual([...tags].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      for (const group of data) {
        expect(group.forms.every((f: FormItem) => f.tag === group.tag && f.category === 'COMPLIANCE_FORMS')).toBe(true);
      }
      expect(data.find((g) => g.tag === 'AML')!.forms[0]!.attachments).toHaveLength(1);
    }
  });
});

describe('form files in the public bucket', () => {
  it('serves a blank form and its sample as real PDFs, of the size the list says', async () => {
    const [form] = (await list('category=BACK_OFFICE&tag=Payroll&code=BO-001')).data;
    const blank = await t.app.inject({ method: 'GET', url: `/storage/public/${form!.link}` });
    expect(blank.statusCode).toBe(200);
    expect(blank.headers['content-type']).toMatch(/application\/pdf/);
    expect(blank.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(blank.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(blank.rawPayload.length).toBe(form!.size_bytes);
    const sample = await t.app.inject({ method: 'GET', url: `/storage/public/${form!.attachments[0]!.path}` });
    expect(sample.statusCode).toBe(200);
    expect(sample.rawPayload.toString('latin1')).toContain('SAMPLE - Direct Deposit Authorization');
    expect((await t.app.inject({ method: 'GET', url: '/storage/public/forms/back-office/nothing-here.pdf' })).statusCode).toBe(404);
  });

  it(`the large form (${LARGE_FORM_TITLE}) is a padded PDF of 4 MiB`, async () => {
    const [form] = (await list(`search=${encodeURIComponent(LARGE_FORM_TITLE)}`)).data;
    expect(form).toMatchObject({ code: 'BO-005', size_bytes: LARGE_FORM_BYTES });
    const response = await t.app.inject({ method: 'GET', url: `/storage/public/${form!.link}` });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBe(LARGE_FORM_BYTES);
    expect(response.rawPayload.length).toBe(LARGE_FORM_BYTES);
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });
});
