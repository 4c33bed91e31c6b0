import type { ComplianceFormGroup, FormPage } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMS } from '../catalogue/forms.js';
import { GATEWAY_LANGUAGES } from '../http/language.js';
import { type SignedIn, type TestApp, startSignedIn } from '../test/harness.js';
import { formTitle, productTypeTitle, sampleName } from './titles.js';

describe('form titles per language (issue #29 item 2)', () => {
  it('words every catalogue form in every language, differently from English (but for shared product names)', () => {
    for (const lang of GATEWAY_LANGUAGES.filter((l) => l !== 'en')) {
      const titles = FORMS.map((form) => formTitle(lang, form.title));
      expect(titles.filter((title, index) => title === FORMS[index]!.title)).toEqual([]);
      expect(new Set(titles).size).toBe(FORMS.length);
    }
    expect(formTitle('en', 'Term Life Application')).toBe('Term Life Application');
    expect(formTitle('it', 'Term Life Application')).toBe('Proposta: Assicurazione vita temporanea');
    expect(formTitle('de', 'A form added by hand')).toBe('A form added by hand');
    expect(productTypeTitle('fr', 'Annuity')).toBe('Rente');
    expect(sampleName('it', 'Direct Deposit Authorization')).toBe('Autorizzazione all’accredito diretto esempio.pdf');
  });
});

describe('GET /forms in the reader\'s language', () => {
  let t: TestApp;
  let ava: SignedIn;
  beforeAll(async () => ({ t, ava } = await startSignedIn('ava')));
  afterAll(() => t.close());

  const get = async <T>(url: string, lang?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/integration/v1${url}`,
      headers: lang ? { ...ava.headers, 'accept-language': lang } : ava.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    return response.json<T>();
  };

  it('Italian titles, file and sample names, product types; codes, tags, categories and paths unchanged; sorted as shown', async () => {
    const [en, it] = await Promise.all([get<FormPage>('/forms?limit=100'), get<FormPage>('/forms?limit=100', 'it')]);
    expect(it.count).toBe(en.count);
    const byId = new Map(en.data.map((form) => [form.id, form]));
    for (const form of it.data) {
      const english = byId.get(form.id)!;
      expect(form).toMatchObject({ code: english.code, tag: english.tag, category: english.category, link: english.link });
      expect(form.title).toBe(formTitle('it', english.title));
      expect(form.file_name).toBe(`${form.title}.pdf`);
      expect(form.attachments.map((a) => a.path)).toEqual(english.attachments.map((a) => a.path));
    }
    expect(it.data.find((f) => f.title === 'Autorizzazione all’accredito diretto')!.attachments[0]!.name).toBe(
      'Autorizzazione all’accredito diretto esempio.pdf',
    );
    expect(it.data.find((f) => f.product_type?.id === 1)!.product_type!.title).toBe('Assicurazione vita temporanea');
    const titles = it.data.map((f) => f.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(it.tags).toEqual(en.tags);
  });

  it('compliance forms in Italian, English without the header', async () => {
    const [en, it] = await Promise.all([
      get<{ data: ComplianceFormGroup[] }>('/forms/compliance-forms'),
      get<{ data: ComplianceFormGroup[] }>('/forms/compliance-forms', 'it-IT'),
    ]);
    expect(it.data.map((g) => g.tag)).toEqual(en.data.map((g) => g.tag));
    const aml = it.data.find((g) => g.tag === 'AML')!.forms[0]!;
    expect(aml.title).toBe('Certificazione antiriciclaggio (AML)');
    expect(en.data.find((g) => g.tag === 'AML')!.forms[0]!.title).toBe('Anti-Money Laundering (AML) Certification');
  });
});
