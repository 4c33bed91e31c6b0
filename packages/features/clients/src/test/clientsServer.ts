import type { ClientDetail, ClientSummary } from '@agent-portal/api-client/wire';
import { server, serveProfile, TEST_ORIGIN, testProfile } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';
import { makeClientDetails, possibleFilters, summaryOf } from './clientsFixtures.js';

export {
  PRODUCT_TYPES,
  possibleFilters,
  makePolicy,
  policiesOf,
  summaryOf,
  makeClientDetail,
  makeClientDetails,
  makeClients,
  sampleClient,
  bareClient,
} from './clientsFixtures.js';

/** Base URL of the integration v1 endpoints in tests. */
export const V1 = `${TEST_ORIGIN}/integration/v1`;

const fail = (status: number, message: string) => HttpResponse.json({ statusCode: status, error: message, message }, { status });

/** Case- and accent-folded text ("Sofía" → "sofia"), as the gateway folds it (CONTRACTS "Clients"). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

/** Whether a client matches `search` the way CONTRACTS "Clients" says (words in name/email, ≥ 3 digits in the phone, a policy number). */
function matches(client: ClientDetail, search: string): boolean {
  const haystack = fold(`${client.first_name} ${client.last_name} ${client.email ?? ''}`);
  if (fold(search).split(/\s+/).every((word) => haystack.includes(word))) return true;
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && client.phone?.includes(digits)) return true;
  return client.policies.some((p) => p.policy_no.toLowerCase().includes(search.toLowerCase()));
}

const SORT_KEYS: Record<string, (c: ClientSummary) => string | number | null> = {
  name: (c) => `${c.last_name} ${c.first_name}`,
  created_at: (c) => c.created_at,
  policy_count: (c) => c.policy_count,
  annual_premium_cents: (c) => c.annual_premium_cents,
  next_premium_due: (c) => c.next_premium_due,
};

function sortRows(rows: ClientSummary[], sort: string): ClientSummary[] {
  const [column = 'name', direction = 'asc'] = sort.split(':');
  const key = SORT_KEYS[column] ?? SORT_KEYS.name!;
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === y) return a.id - b.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

/** Options of {@link serveClients}. */
export interface ServeClientsOptions {
  /** The signed-in agent's clients. Default 24 ({@link makeClientDetails}). */
  clients?: ClientDetail[];
  /** How the list answers: the clients (default), a 500, or a 403 (unlicensed, §6). */
  list?: 'ok' | 'error' | 'forbidden';
  /** How the detail answers a known id: the client (default), or a 500. */
  detail?: 'ok' | 'error';
  /** The possible filters fail with a 500. */
  filtersError?: boolean;
}

/**
 * The gateway of the clients pages for agent 7 (CONTRACTS "Clients"): the profile;
 * `GET /clients` filtering (folded search, `product_type_id`, `policy_status`), sorting and
 * paging the clients and recording every query; `GET /clients/possible-filters`; and
 * `GET /clients/{id}` (a non-positive-integer id → 400, an unknown id → 404).
 * @returns the recorded list queries, `last()` the latest, and `details` the ids asked for.
 */
export function serveClients({ clients = makeClientDetails(24), list = 'ok', detail = 'ok', filtersError = false }: ServeClientsOptions = {}) {
  serveProfile(testProfile());
  const queries: URLSearchParams[] = [];
  const details: string[] = [];
  server.use(
    http.get(`${V1}/clients/possible-filters`, () => (filtersError ? fail(500, 'Internal Server Error') : HttpResponse.json({ data: possibleFilters }))),
    http.get(`${V1}/clients/:id`, ({ params }) => {
      const id = String(params.id);
      details.push(id);
      if (!/^[1-9]\d*$/.test(id)) return fail(400, 'id must be a positive integer');
      const client = clients.find((c) => c.id === Number(id));
      if (!client) return fail(404, 'Client not found');
      return detail === 'error' ? fail(500, 'Internal Server Error') : HttpResponse.json({ data: client });
    }),
    http.get(`${V1}/clients`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      if (list === 'forbidden') return fail(403, 'Un-Licensed Contractor');
      if (list === 'error') return fail(500, 'Internal Server Error');
      const search = params.get('search');
      const typeId = params.get('product_type_id');
      const status = params.get('policy_status');
      const holds = (c: ClientDetail) =>
        (!typeId && !status) || c.policies.some((p) => (!typeId || p.product_type.id === Number(typeId)) && (!status || p.status === status));
      const rows = clients
        .filter((c) => (!search || matches(c, search)) && holds(c))
        .map(summaryOf);
      const page = Number(params.get('page') ?? 1);
      const limit = Number(params.get('limit') ?? 10);
      const sorted = sortRows(rows, params.get('sort') ?? 'name:asc');
      return HttpResponse.json({ data: sorted.slice((page - 1) * limit, page * limit), count: rows.length });
    }),
  );
  return { queries, last: () => queries.at(-1)!, details };
}
