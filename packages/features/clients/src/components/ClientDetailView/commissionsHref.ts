import { paths } from '@agent-portal/feature-api';

/**
 * The commission report filtered by a client: `/reports/commissions?client_id={id}` (the reports
 * commissions page reads `client_id` from its URL; issue #9, #11).
 */
export function commissionsHref(clientId: number): string {
  return `${paths.reportCommissions}?${new URLSearchParams({ client_id: String(clientId) }).toString()}`;
}
