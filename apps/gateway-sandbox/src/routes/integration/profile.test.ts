import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AgentBankAccount, AgentPaymentCard, EssentialDocument, PersonalInformation } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPdf, seedPng } from '../../db/seed/profile.js';
import { CSRF, type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { abaChecksumValid } from './bank-account.js';

let t: TestApp;
let ava: SignedIn;
let bea: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, bea, leo } = await startSignedIn('ava', 'bea', 'leo')));
afterAll(() => t.close());

const V1 = '/integration/v1';
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | null, payload?: unknown) =>
  t.app.inject({ method, url: `${V1}${url}`, headers: who?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A multipart body with one `file` part. */
function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----sandboxtest7e3f';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return { payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), type: `multipart/form-data; boundary=${boundary}` };
}
const upload = (url: string, who: SignedIn, content: Buffer, filename: string, type: string) => {
  const body = multipart(content, filename, type);
  return t.app.inject({ method: 'POST', url: `${V1}${url}`, headers: { ...who.headers, 'content-type': body.type }, payload: body.payload });
};
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(200, 1)]);
const filesIn = async (dir: string) => readdir(path.join(t.config.dataDir, 'storage', 'hub', dir)).catch(() => [] as string[]);

describe('personal information (§7 users, issue #4)', () => {
  it('reads own, refuses others (403) and anonymous (401)', async () => {
    const own = await inject('GET', `/users/${ava.payload.user_id}/personal-information`, ava);
    expect(own.statusCode).toBe(200);
    const info = own.json().data as PersonalInformation;
    // No date of birth since issue #12: Ava's onboarding step left (PERSONAL_INFORMATION).
    expect(info).toMatchObject({ first_name: 'Ava', date_of_birth: null, license_requested_at: null });
    expect(info.address).toMatchObject({ country_name: 'United States', state_name: 'Texas', city_name: 'Austin', postal_code: '78701' });
    expect((await inject('GET', `/users/${ava.payload.user_id}/personal-information`, bea)).statusCode).toBe(403);
    expect((await inject('GET', `/users/${ava.payload.user_id}/personal-information`, null)).statusCode).toBe(401);
  });

  it('updates, validating every field (400 + message)', async () => {
    const url = `/users/${leo.payload.user_id}/update-personal-information`;
    const ok = await inject('PUT', url, leo, { first_name: 'Léo', last_name: "O'Neil", phone: '+15125550199', date_of_birth: '1990-02-03' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ first_name: 'Léo', last_name: "O'Neil", phone: '+15125550199', date_of_birth: '1990-02-03' });
    for (const bad of [
      { first_name: '', last_name: 'X', phone: '+15125550199' },
      { first_name: 'A', last_name: 'B', phone: '5125550199' },
      { first_name: 'A', last_name: 'B', phone: '+15125550199', date_of_birth: 'yesterday' },
      { first_name: 'A1', last_name: 'B', phone: '+15125550199' },
    ]) {
      const response = await inject('PUT', url, leo, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const young = await inject('PUT', url, leo, { first_name: 'A', last_name: 'B', phone: '+15125550199', date_of_birth: `${new Date().getUTCFullYear() - 10}-01-01` });
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toMatch(/18 and 120/);
    expect((await inject('PUT', `/users/${ava.payload.user_id}/update-personal-information`, leo, { first_name: 'A', last_name: 'B', phone: '+15125550199' })).statusCode).toBe(403);
    const after = await inject('GET', `/users/${leo.payload.user_id}/personal-information`, leo);
    expect(after.json().data.first_name).toBe('Léo');
  });

  it('saves an address only when city ∈ state ∈ country', async () => {
    const countries = (await inject('GET', '/location/countries', leo)).json().data as { id: number; iso2: string }[];
    expect(countries.map((c) => c.iso2).sort()).toEqual(['DE', 'ES', 'FR', 'IT', 'RU', 'US']);
    const fr = countries.find((c) => c.iso2 === 'FR')!;
    const states = (await inject('GET', `/location/countries/${fr.id}/states`, leo)).json().data as { id: number; name: string }[];
    const idf = states.find((s) => s.name === 'Île-de-France')!;
    const cities = (await inject('GET', `/location/states/${idf.id}/cities`, leo)).json().data as { id: number; name: string }[];
    const paris = cities.find((c) => c.name === 'Paris')!;
    const us = countries.find((c) => c.iso2 === 'US')!;
    const usStates = (await inject('GET', `/location/countries/${us.id}/states`, leo)).json().data as unknown[];
    expect(usStates).toHaveLength(51);
    const bad = await inject('PUT', '/users/address', leo, { address_line1: '1 rue de Rivoli', postal_code: '75001', country_id: us.id, state_id: idf.id, city_id: paris.id });
    expect(bad.statusCode).toBe(400);
    const ok = await inject('PUT', '/users/address', leo, { address_line1: '1 rue de Rivoli', postal_code: '75001', country_id: fr.id, state_id: idf.id, city_id: paris.id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.address).toMatchObject({ city_name: 'Paris', state_name: 'Île-de-France', country_name: 'France' });
    expect((await inject('PUT', '/users/address', leo, { address_line1: '', postal_code: '7', country_id: 1, state_id: 1, city_id: 1 })).statusCode).toBe(400);
    expect((await inject('GET', '/location/countries/999/states', leo)).statusCode).toBe(404);
    expect((await inject('GET', '/location/states/abc/cities', leo)).statusCode).toBe(400);
    expect((await inject('GET', '/location/countries', null)).statusCode).toBe(401);
  });

  it('requests a licence once (persisted), 409 when licensed, 403 for others', async () => {
    const first = await inject('PUT', `/users/${leo.payload.user_id}/request-license`, leo, {});
    expect(first.statusCode).toBe(200);
    const again = await inject('PUT', `/users/${leo.payload.user_id}/request-license`, leo, {});
    expect(again.json().data.license_requested_at).toBe(first.json().data.license_requested_at);
    expect((await inject('PUT', `/users/${ava.payload.user_id}/request-license`, ava, {})).statusCode).toBe(409);
    expect((await inject('PUT', `/users/${ava.payload.user_id}/request-license`, leo, {})).statusCode).toBe(403);
    const info = await inject('GET', `/users/${leo.payload.user_id}/personal-information`, leo);
    expect(info.json().data.license_requested_at).toBe(first.json().data.license_requested_at);
  });

  it('needs the CSRF header on writes', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `${V1}/users/profile-picture`, headers: { authorization: `Bearer ${leo.token}` }, payload: {} });
    expect(response.statusCode).toBe(403);
  });
});

describe('profile picture (multipart, type + content, ≤ 5 MB)', () => {
  it('stores a real PNG, then removes it', async () => {
    const response = await upload('/users/profile-picture', bea, seedPng(), 'me.png', 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json().data.avatar_url as string;
    expect(avatar).toMatch(new RegExp(`^avatars/${bea.payload.user_id}-[0-9a-f]{24}\\.png$`));
    expect((await t.app.inject({ method: 'GET', url: `/storage/hub/${avatar}` })).statusCode).toBe(200);
    const removed = await inject('PUT', '/users/profile-picture', bea, {});
    expect(removed.json().data.avatar_url).toBe('');
    expect((await t.app.inject({ method: 'GET', url: `/storage/hub/${avatar}` })).statusCode).toBe(404);
  });

  it('refuses a mismatched type, an unsupported type and an oversized file, storing nothing', async () => {
    const before = await filesIn('avatars');
    const mismatch = await upload('/users/profile-picture', bea, seedPdf('not an image'), 'fake.png', 'image/png');
    expect(mismatch.statusCode).toBe(415);
    expect(mismatch.json().message).toMatch(/content does not match/);
    expect((await upload('/users/profile-picture', bea, seedPdf('pdf'), 'doc.pdf', 'application/pdf')).statusCode).toBe(415);
    const big = await upload('/users/profile-picture', bea, Buffer.concat([seedPng(), Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/5 MB/);
    expect(await filesIn('avatars')).toEqual(before);
    const info = await inject('GET', `/users/${bea.payload.user_id}/personal-information`, bea);
    expect(info.json().data.avatar_url).toBe('');
  });
});

describe('essential documents (owner only, nothing half-stored)', () => {
  it('lists own documents and refuses others (list 403, file 403/401)', async () => {
    const list = await inject('GET', `/users/${ava.payload.user_id}/essential-documents`, ava);
    const docs = list.json().data as EssentialDocument[];
    expect(docs).toHaveLength(3);
    const file = `/storage/hub/${docs[0]!.file_path}`;
    expect((await t.app.inject({ method: 'GET', url: file, headers: { authorization: `Bearer ${ava.token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file, headers: { cookie: `access_token=${ava.token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: file, headers: { cookie: `access_token=${bea.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: file })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: file.replace('documents/', 'avatars/../documents/') })).statusCode).toBe(401);
    expect((await inject('GET', `/users/${ava.payload.user_id}/essential-documents`, bea)).statusCode).toBe(403);
  });

  it('uploads a PDF (listed, persisted), archives it; refuses bad files with nothing stored', async () => {
    const ok = await upload('/users/upload-essential-documents', leo, seedPdf('licence'), 'my licence.pdf', 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const doc = ok.json().data as EssentialDocument;
    expect(doc).toMatchObject({ file_name: 'my licence.pdf', mime_type: 'application/pdf', status: 'ACTIVE', user_id: leo.payload.user_id });
    const dir = `documents/${leo.payload.user_id}`;
    const stored = await filesIn(dir);
    expect(stored).toHaveLength(1);

    const big = await upload('/users/upload-essential-documents', leo, Buffer.concat([seedPdf('x'), Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'application/pdf');
    expect(big.statusCode).toBe(413);
    const fake = await upload('/users/upload-essential-documents', leo, Buffer.from('hello, not a pdf'), 'fake.pdf', 'application/pdf');
    expect(fake.statusCode).toBe(415);
    const jpegAsPng = await upload('/users/upload-essential-documents', leo, JPEG, 'photo.png', 'image/png');
    expect(jpegAsPng.statusCode).toBe(415);
    const webp = await upload('/users/upload-essential-documents', leo, seedPng(), 'x.webp', 'image/webp');
    expect(webp.statusCode).toBe(415);
    expect(await filesIn(dir)).toEqual(stored);
    const list = (await inject('GET', `/users/${leo.payload.user_id}/essential-documents`, leo)).json().data as EssentialDocument[];
    expect(list.map((d) => d.id)).toEqual([doc.id]);

    expect((await inject('DELETE', `/users/archive-essential-documents/${doc.id}`, ava)).statusCode).toBe(403);
    const archived = await inject('DELETE', `/users/archive-essential-documents/${doc.id}`, leo);
    expect(archived.json().data.status).toBe('ARCHIVED');
    expect((await inject('DELETE', `/users/archive-essential-documents/${doc.id}`, leo)).statusCode).toBe(404);
    expect((await inject('GET', `/users/${leo.payload.user_id}/essential-documents`, leo)).json().data).toEqual([]);
  });

  it('records an update request', async () => {
    const response = await inject('PUT', `/users/${ava.payload.user_id}/request-essential-documents-update`, ava, {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents_update_requested_at).toMatch(/Z$/);
    expect((await inject('PUT', `/users/${ava.payload.user_id}/request-essential-documents-update`, bea, {})).statusCode).toBe(403);
  });
});

describe('bank account (masked, ABA checksum)', () => {
  it('checks the ABA checksum', () => {
    expect(abaChecksumValid('011000015')).toBe(true);
    expect(abaChecksumValid('021000021')).toBe(true);
    expect(abaChecksumValid('123456789')).toBe(false);
  });

  it('shows the seeded one masked; add/remove cycle for Leo with validation', async () => {
    const seeded = (await inject('GET', '/agent-bank-account', ava)).json().data as AgentBankAccount;
    expect(seeded).toMatchObject({ account_last4: '6789', routing_number: '011000015' });
    expect(JSON.stringify(seeded)).not.toContain('123456789');
    expect((await inject('GET', '/agent-bank-account', leo)).json().data).toBeNull();
    const body = { account_holder: 'Leo Unlicensed', routing_number: '021000021', account_number: '9876543210', account_type: 'SAVINGS' };
    expect((await inject('POST', '/agent-bank-account', leo, { ...body, routing_number: '123456789' })).json().message).toMatch(/ABA/);
    expect((await inject('POST', '/agent-bank-account', leo, { ...body, account_number: '12' })).statusCode).toBe(400);
    expect((await inject('POST', '/agent-bank-account', leo, { ...body, account_type: 'OTHER' })).statusCode).toBe(400);
    const added = await inject('POST', '/agent-bank-account', leo, body);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.body).not.toContain('9876543210');
    expect(added.json().data.account_last4).toBe('3210');
    const rows = await t.db.query('SELECT * FROM agent_bank_accounts WHERE user_id = $1', [leo.payload.user_id]);
    expect(JSON.stringify(rows)).not.toContain('9876543210');
    expect((await inject('POST', '/agent-bank-account', leo, body)).statusCode).toBe(409);
    expect((await inject('PUT', '/agent-bank-account', leo, {})).statusCode).toBe(200);
    expect((await inject('PUT', '/agent-bank-account', leo, {})).statusCode).toBe(404);
    expect((await inject('GET', '/agent-bank-account', null)).statusCode).toBe(401);
  });
});

describe('payment card (tokens only) and the card provider', () => {
  // The tokenizer requires a session since issue #26 finding 6 (src/card-provider/routes.test.ts).
  const tokenize = (payload: object, csrf = true) =>
    t.app.inject({
      method: 'POST',
      url: '/card-provider/v1/tokenize',
      headers: { authorization: `Bearer ${leo.token}`, ...(csrf ? { 'x-csrf-token': CSRF, cookie: `csrf_token=${CSRF}` } : {}) },
      payload,
    });
  const year = new Date().getUTCFullYear() + 2;

  it('tokenizes (CSRF required, validated)', async () => {
    expect((await tokenize({ number: '4242424242424242', exp_month: 4, exp_year: year, cvv: '123' }, false)).statusCode).toBe(403);
    expect((await tokenize({ number: '4242424242424241', exp_month: 4, exp_year: year, cvv: '123' })).json().message).toMatch(/not valid/);
    expect((await tokenize({ number: '4242424242424242', exp_month: 13, exp_year: year, cvv: '123' })).statusCode).toBe(400);
    const ok = await tokenize({ number: '4242 4242 4242 4242', exp_month: 4, exp_year: year, cvv: '123' });
    expect(ok.json().data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 4, exp_year: year });
  });

  it('adds with a token only, refuses mismatches and duplicates, deletes', async () => {
    expect(((await inject('GET', '/agent-payment-card', ava)).json().data as AgentPaymentCard)).toMatchObject({ brand: 'visa', last4: '1111' });
    const card = (await tokenize({ number: '5555555555554444', exp_month: 8, exp_year: year, cvv: '321' })).json().data;
    expect((await inject('POST', '/agent-payment-card', leo, { ...card, last4: '0000' })).statusCode).toBe(400);
    expect((await inject('POST', '/agent-payment-card', leo, { ...card, token: 'tok_sandbox_unknown' })).statusCode).toBe(400);
    expect((await inject('POST', '/agent-payment-card', leo, { ...card, number: '5555555555554444' })).statusCode).toBe(400);
    const added = await inject('POST', '/agent-payment-card', leo, card);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ brand: 'mastercard', last4: '4444', exp_month: 8 });
    expect((await inject('POST', '/agent-payment-card', leo, card)).statusCode).toBe(400);
    const other = (await tokenize({ number: '4111111111111111', exp_month: 8, exp_year: year, cvv: '321' })).json().data;
    expect((await inject('POST', '/agent-payment-card', leo, other)).statusCode).toBe(409);
    expect((await inject('PUT', '/agent-payment-card', leo, {})).statusCode).toBe(200);
    expect((await inject('GET', '/agent-payment-card', leo)).json().data).toBeNull();
    expect((await inject('PUT', '/agent-payment-card', leo, {})).statusCode).toBe(404);
  });
});
