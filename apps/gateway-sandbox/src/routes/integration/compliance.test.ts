import { COMPLIANCE_EXPIRY_WARNING_DAYS, type ComplianceState, type GatewayEnvelope } from '@agent-portal/api-client/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStatus } from '../../compliance/state.js';
import { AVA_E_AND_O_EXPIRES_IN_DAYS } from '../../db/seed/team.js';
import { type SignedIn, type TestApp, startSignedIn } from '../../test/harness.js';
import { DAY_MS } from '../../http/dates.js';

// Issue #11: the agent's own compliance state (CONTRACTS "Compliance"; spec §4 Blocked).
let t: TestApp;
let ava: SignedIn;
let bea: SignedIn;
let leo: SignedIn;

beforeAll(async () => ({ t, ava, bea, leo } = await startSignedIn('ava', 'bea', 'leo')));
afterAll(() => t.close());

const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const get = (id: number | string, who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url: `/integration/v1/users/${id}/compliance`, headers: who ? who.headers : {} });
const state = async (who: SignedIn) => {
  const response = await get(who.payload.user_id, who);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as GatewayEnvelope<ComplianceState>).data;
};
const byKey = (s: ComplianceState) => Object.fromEntries(s.checks.map((c) => [c.key, c]));

describe('GET /integration/v1/users/{id}/compliance', () => {
  it('Ava is compliant: licensed, three valid documents (the E&O policy expiring soon), payments OK; checks in contract order', async () => {
    const before = Date.now();
    const data = await state(ava);
    expect(data.user_id).toBe(ava.payload.user_id);
    expect(data.compliant).toBe(true);
    expect(data.checks.map((c) => c.key)).toEqual(['LICENCE', 'LICENCE_CERTIFICATE', 'E_AND_O_POLICY', 'ID_CARD', 'PAYMENTS']);
    expect(data.checks.every((c) => c.ok && c.fix_href === null)).toBe(true);
    expect(data.checks.map((c) => c.status)).toEqual(['OK', 'OK', 'EXPIRING', 'OK', 'OK']);
    const checks = byKey(data);
    // Issue #12: the seed makes her E&O policy expire 20 days after it ran (a DOCUMENT_EXPIRING reminder).
    expect(checks.E_AND_O_POLICY).toMatchObject({ detail: 'e-and-o-policy.pdf', expires_on: isoIn(AVA_E_AND_O_EXPIRES_IN_DAYS) });
    expect(checks.LICENCE_CERTIFICATE).toMatchObject({ detail: 'licence-certificate.pdf', expires_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(checks.ID_CARD!.detail).toBe('id-card.png');
    expect(Date.parse(data.checked_at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('Bea is not compliant: PAYMENTS BLOCKED (her two latest CP_UTILIZATION invoices failed) and no documents', async () => {
    const data = await state(bea);
    const checks = byKey(data);
    expect(data.compliant).toBe(false);
    expect(checks.LICENCE).toMatchObject({ status: 'OK', ok: true });
    expect(checks.PAYMENTS).toMatchObject({ status: 'BLOCKED', ok: false, fix_href: '/my-profile#recurring-transactions' });
    for (const key of ['LICENCE_CERTIFICATE', 'E_AND_O_POLICY', 'ID_CARD']) {
      expect(checks[key]).toMatchObject({ status: 'MISSING', ok: false, expires_on: null, detail: null, fix_href: '/my-profile#essential-documents' });
    }
  });

  it('Leo: LICENCE not OK (NOT_LICENSED, then LICENSE_PENDING with the request time once he asks)', async () => {
    const data = await state(leo);
    expect(data.compliant).toBe(false);
    expect(byKey(data).LICENCE).toMatchObject({ status: 'NOT_LICENSED', ok: false, detail: null, fix_href: '/my-profile#licence' });
    expect(byKey(data).PAYMENTS!.status).toBe('OK');
    const asked = await t.app.inject({ method: 'PUT', url: `/integration/v1/users/${leo.payload.user_id}/request-license`, headers: leo.headers });
    expect(asked.statusCode, asked.body).toBe(200);
    const requestedAt = (asked.json() as GatewayEnvelope<{ license_requested_at: string }>).data.license_requested_at;
    expect(byKey(await state(leo)).LICENCE).toMatchObject({ status: 'LICENSE_PENDING', ok: false, detail: requestedAt, fix_href: '/my-profile#licence' });
  });

  it(`a document expiring within ${COMPLIANCE_EXPIRY_WARNING_DAYS} days is EXPIRING (still compliant); an expired one is EXPIRED`, async () => {
    const setIdCardExpiry = (date: string) =>
      t.db.query("UPDATE essential_documents SET expires_on = $2 WHERE user_id = $1 AND document_type = 'ID_CARD' AND status = 'ACTIVE'", [
        ava.payload.user_id,
        date,
      ]);
    const [original] = await t.db.query<{ expires_on: string }>(
      "SELECT to_char(expires_on, 'YYYY-MM-DD') AS expires_on FROM essential_documents WHERE user_id = $1 AND document_type = 'ID_CARD'",
      [ava.payload.user_id],
    );
    try {
      await setIdCardExpiry(isoIn(10));
      let data = await state(ava);
      expect(byKey(data).ID_CARD).toMatchObject({ status: 'EXPIRING', ok: true, expires_on: isoIn(10), fix_href: null });
      expect(data.compliant).toBe(true);
      await setIdCardExpiry(isoIn(-1));
      data = await state(ava);
      expect(byKey(data).ID_CARD).toMatchObject({ status: 'EXPIRED', ok: false, fix_href: '/my-profile#essential-documents' });
      expect(data.compliant).toBe(false);
    } finally {
      await setIdCardExpiry(original!.expires_on);
    }
    expect((await state(ava)).compliant).toBe(true);
  });

  it('the latest ACTIVE document of a type counts; an untyped upload does not', async () => {
    const upload = await t.app.inject({
      method: 'POST',
      url: '/integration/v1/users/upload-essential-documents',
      headers: { ...ava.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: ['--xyz', 'Content-Disposition: form-data; name="file"; filename="new.pdf"', 'Content-Type: application/pdf', '',
        '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF', '--xyz--', ''].join('\r\n'),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const id = (upload.json() as GatewayEnvelope<{ id: number }>).data.id;
    expect((await state(ava)).compliant).toBe(true); // untyped: ignored
    await t.db.query("UPDATE essential_documents SET document_type = 'E_AND_O_POLICY', expires_on = $2 WHERE id = $1", [id, isoIn(5)]);
    expect(byKey(await state(ava)).E_AND_O_POLICY).toMatchObject({ status: 'EXPIRING', detail: 'new.pdf', expires_on: isoIn(5) });
    await t.db.query("UPDATE essential_documents SET status = 'ARCHIVED' WHERE id = $1", [id]);
    expect(byKey(await state(ava)).E_AND_O_POLICY).toMatchObject({ status: 'EXPIRING', detail: 'e-and-o-policy.pdf' });
  });

  it('own id only (403); not a positive integer or a query parameter → 400; 401 without a token', async () => {
    const other = await get(bea.payload.user_id, ava);
    expect(other.statusCode).toBe(403);
    expect((await get(999999, ava)).statusCode).toBe(403);
    for (const bad of ['abc', '0', '-3', '%00']) expect((await get(bad, ava)).statusCode, bad).toBe(400);
    const withQuery = await t.app.inject({ method: 'GET', url: `/integration/v1/users/${ava.payload.user_id}/compliance?x=1`, headers: ava.headers });
    expect(withQuery.statusCode).toBe(400);
    expect((await get(ava.payload.user_id, null)).statusCode).toBe(401);
  });
});

describe('documentStatus', () => {
  it(`EXPIRED before today, EXPIRING up to ${COMPLIANCE_EXPIRY_WARNING_DAYS} days ahead (today included), else OK`, () => {
    const today = '2026-11-23';
    expect(documentStatus(null, today)).toBe('OK');
    expect(documentStatus('2026-11-22', today)).toBe('EXPIRED');
    expect(documentStatus('2026-11-23', today)).toBe('EXPIRING');
    expect(documentStatus('2026-12-23', today)).toBe('EXPIRING');
    expect(documentStatus('2026-12-24', today)).toBe('OK');
  });
});
