import type { Reminder } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, type TestApp, startSignedIn } from '../test/harness.js';

let t: TestApp;
let bea: SignedIn;

beforeAll(async () => ({ t, bea } = await startSignedIn('bea')));
afterAll(() => t.close());

async function reminders(lang?: string): Promise<Reminder[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/integration/v1/users/${bea.payload.user_id}/reminders`,
    headers: lang ? { ...bea.headers, 'accept-language': lang } : bea.headers,
  });
  expect(response.statusCode).toBe(200);
  expect(String(response.headers.vary)).toMatch(/accept-language/i);
  return response.json<{ data: { reminders: Reminder[] } }>().data.reminders;
}

describe('reminder titles in the reader\'s language (issue #29 item 2)', () => {
  it('French for Accept-Language fr: the same reminders, codes unchanged, titles in French', async () => {
    const [en, fr] = await Promise.all([reminders(), reminders('fr-FR,fr;q=0.9')]);
    expect(fr.map(({ title: _t, ...rest }) => rest)).toEqual(en.map(({ title: _t, ...rest }) => rest));
    const failed = fr.find((r) => r.type === 'INVOICE_FAILED')!;
    expect(failed.title).toMatch(/^Le paiement de votre facture « utilisation du portail assureurs » de 49,00\s\$US a échoué : réglez-la pour conserver votre accès\.$/);
    expect(fr.filter((r) => r.type === 'DOCUMENT_MISSING').map((r) => r.title).sort()).toEqual([
      'Téléversez votre certificat de licence.',
      'Téléversez votre pièce d’identité.',
      'Téléversez votre police RC professionnelle.',
    ]);
    for (const [index, reminder] of fr.entries()) expect(reminder.title).not.toBe(en[index]!.title);
  });

  it('English without the header', async () => {
    const en = await reminders();
    expect(en.find((r) => r.type === 'INVOICE_FAILED')!.title).toBe('Your carrier portal utilization invoice of $49.00 failed: pay it to keep your access.');
    expect(en.filter((r) => r.type === 'DOCUMENT_MISSING').map((r) => r.title)).toContain('Upload your ID card.');
  });
});
