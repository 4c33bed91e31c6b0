import type {
  ClientDetail,
  ClientPolicy,
  ClientPossibleFilters,
  ClientSummary,
  PolicyStatus,
  PremiumMode,
} from '@agent-portal/api-client/wire';

/*
 * Fixture data of the clients pages, built from the wire types and shared by the stories and
 * the MSW handlers of the tests (no network code here). The clients belong to the test
 * harness's agent 7, Ava Martinez. Amounts are integer cents, dates ISO.
 */

/** The product types of the fixtures (`GET /clients/possible-filters` `product_types`): ids 1–4 in this order. */
export const PRODUCT_TYPES: readonly { id: number; name: string }[] = ['Term Life', 'Whole Life', 'Annuity', 'Medicare Supplement'].map((name, i) => ({ id: i + 1, name }));

/** The possible filters of the fixtures. */
export const possibleFilters: ClientPossibleFilters = {
  product_types: PRODUCT_TYPES.map((p) => ({ ...p })),
  policy_statuses: ['PENDING', 'ACTIVE', 'LAPSED', 'CANCELLED'],
};

const FIRST = ['Sofía', 'Liam', 'Emma', 'Noah', 'Olivia', 'Lucas', 'Mia', 'Ethan', 'Chloe', 'Ravi', 'Zoe', 'Hugo'];
const LAST = ['Hernández', 'Ortiz', 'Rossi', 'Kim', 'Novak', 'Dubois', 'Schmidt', 'Garcia', 'Brown', 'Patel', 'Müller', 'Lee'];
const CITIES = [
  ['Austin', 'TX'],
  ['Denver', 'CO'],
  ['Miami', 'FL'],
  ['Portland', 'OR'],
] as const;
const STATUS_CYCLE: PolicyStatus[] = ['ACTIVE', 'ACTIVE', 'PENDING', 'LAPSED', 'CANCELLED'];
const MODE_CYCLE: PremiumMode[] = ['MONTHLY', 'QUARTERLY', 'ANNUAL'];
const PREFIX: Record<number, string> = { 1: 'TL', 2: 'WL', 3: 'AN', 4: 'MS' };
const PRODUCT: Record<number, [string, string]> = {
  1: ['Northwind Term Life', 'Northwind Mutual'],
  2: ['Contoso Whole Life', 'Contoso Life'],
  3: ['Fabrikam Fixed Annuity', 'Fabrikam Insurance'],
  4: ['Tailspin Medigap Plan G', 'Tailspin Health'],
};
const PERIODS: Record<PremiumMode, number> = { MONTHLY: 12, QUARTERLY: 4, ANNUAL: 1 };

/**
 * Policy number `n` (`j`-th of client `i`): product type `1 + (i + j) % 4`, status cycling
 * ACTIVE, ACTIVE, PENDING, LAPSED, CANCELLED, premium `(i + 1) × 1,234` cents per mode.
 */
export function makePolicy(i: number, j: number, overrides: Partial<ClientPolicy> = {}): ClientPolicy {
  const typeId = 1 + ((i + j) % 4);
  const status = STATUS_CYCLE[(i + j) % STATUS_CYCLE.length]!;
  const [product_name, carrier] = PRODUCT[typeId]!;
  const due = status === 'ACTIVE' || status === 'PENDING';
  return {
    id: i * 10 + j,
    policy_no: `${PREFIX[typeId]}-${String(i * 10 + j).padStart(7, '0')}`,
    product_type: { id: typeId, title: PRODUCT_TYPES[typeId - 1]!.name },
    product_name,
    carrier,
    status,
    premium_cents: (i + 1) * 1234,
    premium_mode: MODE_CYCLE[(i + j) % MODE_CYCLE.length]!,
    face_amount_cents: typeId === 3 || typeId === 4 ? null : (i + 1) * 5_000_000,
    effective_date: `202${4 - (j % 3)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
    next_premium_due: due ? `2026-12-${String((i % 27) + 1).padStart(2, '0')}` : null,
    ...overrides,
  };
}

/** Client `i`'s policies: `i % 4` of them (client 4, 8… have none). */
export function policiesOf(i: number): ClientPolicy[] {
  return Array.from({ length: i % 4 }, (_, j) => makePolicy(i, j)).sort((a, b) => b.effective_date.localeCompare(a.effective_date));
}

/** The list row of a detail (the figures computed from its policies like the gateway does). */
export function summaryOf(detail: ClientDetail): ClientSummary {
  const { date_of_birth: _dob, address: _address, policies: _policies, ...summary } = detail;
  return summary;
}

/**
 * Client number `i` (1-based, id `100 + i`) with address, date of birth and `i % 4` policies;
 * client 1 is Sofía Hernández of Austin, TX (accented, for the accent-insensitive search).
 * Every third client has no phone; every fifth no address.
 */
export function makeClientDetail(i: number, overrides: Partial<ClientDetail> = {}): ClientDetail {
  const policies = policiesOf(i);
  const active = policies.filter((p) => p.status === 'ACTIVE');
  const [city, state_code] = CITIES[(i - 1) % CITIES.length]!;
  const address = i % 5 === 0 ? null : { line1: `${100 + i} Main Street`, line2: i % 2 === 0 ? `Apt ${i}` : null, city, state_code, zip: `7870${i % 10}` };
  const first_name = FIRST[(i - 1) % FIRST.length]!;
  // Names repeat after 12 clients with another last name, so every name is unique.
  const last_name = LAST[(i - 1 + Math.floor((i - 1) / FIRST.length) * 5) % LAST.length]!;
  const dues = active.map((p) => p.next_premium_due).filter((d): d is string => d !== null).sort();
  return {
    id: 100 + i,
    first_name,
    last_name,
    email: `client${100 + i}@example.test`,
    phone: i % 3 === 0 ? null : `+1512555${String(i).padStart(4, '0')}`,
    city: address?.city ?? null,
    state_code: address?.state_code ?? null,
    policy_count: policies.length,
    product_types: [...new Set(policies.map((p) => p.product_type.title))].sort(),
    annual_premium_cents: active.reduce((sum, p) => sum + p.premium_cents * PERIODS[p.premium_mode], 0),
    next_premium_due: dues[0] ?? null,
    created_at: `2025-${String((i % 12) + 1).padStart(2, '0')}-10T09:00:00.000Z`,
    date_of_birth: i % 7 === 0 ? null : `19${60 + (i % 30)}-0${(i % 9) + 1}-15`,
    address,
    policies,
    ...overrides,
  };
}

/** `count` clients, numbers 1…count, as details. */
export function makeClientDetails(count: number): ClientDetail[] {
  return Array.from({ length: count }, (_, i) => makeClientDetail(i + 1));
}

/** `count` clients as list rows. */
export function makeClients(count: number): ClientSummary[] {
  return makeClientDetails(count).map(summaryOf);
}

/**
 * The detail the stories show: Sofía Hernández (id 101) with three policies — an ACTIVE
 * monthly Term Life, a PENDING quarterly Whole Life, a LAPSED annual Annuity (no face amount).
 */
export const sampleClient: ClientDetail = (() => {
  const policies: ClientPolicy[] = [
    makePolicy(1, 0, { id: 11, policy_no: 'TL-0000011', product_type: { id: 1, title: 'Term Life' }, product_name: 'Northwind Term Life', carrier: 'Northwind Mutual', status: 'ACTIVE', premium_cents: 12_345, premium_mode: 'MONTHLY', face_amount_cents: 50_000_000, effective_date: '2024-03-01', next_premium_due: '2026-12-01' }),
    makePolicy(1, 1, { id: 12, policy_no: 'WL-0000012', product_type: { id: 2, title: 'Whole Life' }, product_name: 'Contoso Whole Life', carrier: 'Contoso Life', status: 'PENDING', premium_cents: 45_000, premium_mode: 'QUARTERLY', face_amount_cents: 25_000_000, effective_date: '2023-06-15', next_premium_due: '2027-01-15' }),
    makePolicy(1, 2, { id: 13, policy_no: 'AN-0000013', product_type: { id: 3, title: 'Annuity' }, product_name: 'Fabrikam Fixed Annuity', carrier: 'Fabrikam Insurance', status: 'LAPSED', premium_cents: 100_000, premium_mode: 'ANNUAL', face_amount_cents: null, effective_date: '2022-01-10', next_premium_due: null }),
  ];
  return makeClientDetail(1, {
    phone: '+15125550111',
    email: 'sofia.hernandez@example.test',
    date_of_birth: '1972-04-09',
    created_at: '2025-02-10T09:00:00.000Z',
    address: { line1: '101 Main Street', line2: 'Apt 4', city: 'Austin', state_code: 'TX', zip: '78701' },
    city: 'Austin',
    state_code: 'TX',
    policies,
    policy_count: 3,
    product_types: ['Annuity', 'Term Life', 'Whole Life'],
    annual_premium_cents: 12_345 * 12,
    next_premium_due: '2026-12-01',
  });
})();

/** A client without contact data, address or policies (every "—" of the detail). */
export const bareClient: ClientDetail = makeClientDetail(12, {
  id: 200,
  first_name: 'Hugo',
  last_name: 'Lee',
  email: null,
  phone: null,
  city: null,
  state_code: null,
  address: null,
  date_of_birth: null,
  policies: [],
  policy_count: 0,
  product_types: [],
  annual_premium_cents: 0,
  next_premium_due: null,
});
