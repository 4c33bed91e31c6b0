import type { FormCategory, SearchForm } from '@agent-portal/api-client/wire';
import { accessDeniedUrl } from '@agent-portal/auth-session';
import { paths } from '@agent-portal/feature-api';

/** Page of each form category (spec §2 Search modal). */
export const FORM_CATEGORY_PATHS: Record<FormCategory, string> = {
  POLICY_FORMS: paths.policyForms,
  COMPLIANCE_FORMS: paths.complianceForms,
  BACK_OFFICE: paths.backOffice,
  BUSSINESS_OVERVIEW: paths.businessOverview,
};

/**
 * Where a client result leads (spec §2): `/my-clients/{id}`; for an unlicensed
 * agent (my-clients is licensed-only, §6) straight to the page the route guard
 * would send them to: `/access-denied?reason=Un-Licensed%20Contractor&source=/my-clients/{id}`.
 * @param licensed - the agent's `is_licensed`; `undefined` (profile not loaded) links
 *   to the client page and lets the guard decide.
 */
export function clientResultPath(id: number, licensed: boolean | undefined): string {
  const path = paths.clientDetail(id);
  return licensed === false ? accessDeniedUrl(path) : path;
}

/**
 * Where a form result leads (spec §2; issue #11): the page of its category, filtered by the
 * form's title and highlighting it — `/forms/back-office?search=<title>&highlight=<id>` (the
 * forms pages read both parameters). Business overview is for licensed contractors only (§6):
 * an unlicensed agent goes straight to access-denied, as the route guard would send them.
 * @param licensed - the agent's `is_licensed`; `undefined` lets the guard decide.
 */
export function formResultPath(form: Pick<SearchForm, 'id' | 'title' | 'category'>, licensed?: boolean): string {
  const page = FORM_CATEGORY_PATHS[form.category];
  if (form.category === 'BUSSINESS_OVERVIEW' && licensed === false) return accessDeniedUrl(page);
  return `${page}?${new URLSearchParams({ search: form.title, highlight: String(form.id) }).toString()}`;
}

/** Where a support result leads: `/help/generate-ticket/{id}` (spec §2). */
export function ticketResultPath(id: number): string {
  return paths.ticket(id);
}
