import type { ComplianceFormGroup, ComplianceState, FormCategory, FormItem, FormTagCount } from '@agent-portal/api-client/wire';

/*
 * Fixture data of the forms pages, built from the wire types and shared by the stories and
 * the MSW handlers of the tests (no network code here). Titles and tags follow the sandbox's
 * catalogue (apps/gateway-sandbox seed: 12 compliance, 11 back-office, 11 business-overview forms).
 */

type Entry = readonly [title: string, tag: string, sample?: boolean];

const COMPLIANCE: readonly Entry[] = [
  ['Anti-Money Laundering (AML) Certification', 'AML', true],
  ['HIPAA Privacy Acknowledgment', 'HIPAA'],
  ['Errors and Omissions Insurance Declaration', 'E&O', true],
  ['Producer Code of Conduct', 'Ethics'],
  ['Life Insurance Replacement Notice', 'Replacement', true],
  ['Annuity Suitability Training Certificate', 'Suitability'],
  ['Do-Not-Call Policy Acknowledgment', 'DNC'],
  ['Medicare Marketing Guidelines Attestation', 'CMS'],
  ['Background Check Authorization', 'FCRA'],
  ['Continuing Education Record', 'CE'],
  ['Consumer Privacy Notice (GLBA)', 'GLBA'],
  ['Complaint Handling Procedure', 'Complaints'],
];

const BACK_OFFICE: readonly Entry[] = [
  ['Direct Deposit Authorization', 'Payroll', true],
  ['W-9 Request for Taxpayer Identification', 'Tax', true],
  ['Commission Advance Agreement', 'Commissions'],
  ['Change of Address Request', 'Contracting'],
  ['Agent Contracting Packet', 'Contracting', true],
  ['Hierarchy Transfer Request', 'Hierarchy'],
  ['Debit Balance Repayment Plan', 'Commissions'],
  ['Chargeback Dispute Form', 'Chargebacks'],
  ['Carrier Appointment Request', 'Appointments'],
  ['License Renewal Reimbursement', 'Licensing'],
  ['Lead Purchase Order', 'Leads'],
];

const OVERVIEW: readonly Entry[] = [
  ['Agency Business Plan Template', 'Planning', true],
  ['Quarterly Production Report', 'Production'],
  ['Persistency Review Worksheet', 'Persistency'],
  ['Team Recruiting Tracker', 'Recruiting'],
  ['Client Needs Analysis (Fact Finder)', 'Needs Analysis', true],
  ['Product Comparison Guide', 'Products'],
  ['Annual Goal Setting Worksheet', 'Goals'],
  ['Marketing Budget Planner', 'Marketing'],
  ['Override Commission Schedule', 'Overrides'],
  ['New Agent Onboarding Checklist', 'Onboarding'],
  ['Pipeline Review Template', 'Pipeline'],
];

/** Policy forms: BACK_OFFICE forms tagged with their product type's title (docs/CONTRACTS.md "Forms"). */
const POLICY: readonly (readonly [title: string, productType: { id: number; title: string }])[] = [
  ['Term Life Application', { id: 1, title: 'Term Life' }],
  ['Term Life Beneficiary Change', { id: 1, title: 'Term Life' }],
  ['Whole Life Application', { id: 2, title: 'Whole Life' }],
  ['Whole Life Policy Loan Request', { id: 2, title: 'Whole Life' }],
  ['Fixed Annuity Application', { id: 3, title: 'Fixed Annuity' }],
];

const FOLDERS: Record<FormCategory, string> = {
  POLICY_FORMS: 'forms/policy',
  COMPLIANCE_FORMS: 'forms/compliance',
  BACK_OFFICE: 'forms/back-office',
  BUSSINESS_OVERVIEW: 'forms/business-overview',
};
const PREFIX: Record<FormCategory, string> = { POLICY_FORMS: 'PF', COMPLIANCE_FORMS: 'CF', BACK_OFFICE: 'BO', BUSSINESS_OVERVIEW: 'BV' };

/** `"Anti-Money Laundering (AML) Certification"` → `"anti-money-laundering-aml-certification"` (the sandbox's file slug). */
export const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** One catalogue form: its blank file, size 40 KiB + id × 1 KiB, updated in 2026, samples when `sample`. */
export function makeForm(id: number, category: FormCategory, n: number, [title, tag, sample = false]: Entry, productType: FormItem['product_type'] = null): FormItem {
  const folder = FOLDERS[category];
  return {
    id,
    title,
    tag,
    category,
    code: `${PREFIX[category]}-${String(n).padStart(3, '0')}`,
    link: `${folder}/${slug(title)}.pdf`,
    file_name: `${title}.pdf`,
    size_bytes: 40 * 1024 + id * 1024,
    product_type: productType,
    updated_at: `2026-0${1 + (id % 9)}-1${id % 10}T09:00:00.000Z`,
    attachments: sample ? [{ path: `${folder}/samples/${slug(title)}-sample.pdf`, name: `${title} sample.pdf` }] : [],
  };
}

/** The whole catalogue (ids 1…39 in this order: compliance, back office, business overview, policy forms). */
export const CATALOGUE: readonly FormItem[] = (() => {
  const forms: FormItem[] = [];
  const add = (category: FormCategory, entries: readonly Entry[]) =>
    entries.forEach((entry, i) => forms.push(makeForm(forms.length + 1, category, i + 1, entry)));
  add('COMPLIANCE_FORMS', COMPLIANCE);
  add('BACK_OFFICE', BACK_OFFICE);
  add('BUSSINESS_OVERVIEW', OVERVIEW);
  POLICY.forEach(([title, productType], i) =>
    forms.push(makeForm(forms.length + 1, 'POLICY_FORMS', i + 1, [title, productType.title, i === 0], productType)),
  );
  return forms;
})();

/** The forms of one category. */
export const formsOf = (category: FormCategory) => CATALOGUE.filter((f) => f.category === category);
/** The policy forms (category POLICY_FORMS: those with a product type). */
export const policyForms = () => CATALOGUE.filter((f) => f.product_type !== null);
/** A form by title (throws when missing, a fixture typo). */
export function formTitled(title: string): FormItem {
  const form = CATALOGUE.find((f) => f.title === title);
  if (!form) throw new Error(`No fixture form titled ${title}`);
  return form;
}

/** The W-9 back-office form (id 14), with one sample `W-9 Request for Taxpayer Identification sample.pdf`. */
export const W9 = formTitled('W-9 Request for Taxpayer Identification');
/** A back-office form without samples: Commission Advance Agreement (id 15). */
export const NO_SAMPLE = formTitled('Commission Advance Agreement');

/** The tag counts of a list, by tag (as `FormPage.tags`). */
export function tagCounts(forms: readonly FormItem[]): FormTagCount[] {
  const counts = new Map<string, number>();
  for (const form of forms) counts.set(form.tag, (counts.get(form.tag) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, count]) => ({ tag, count }));
}

/** The compliance forms grouped by tag, tags and forms by title (`GET /forms/compliance-forms`). */
export function complianceGroups(forms: readonly FormItem[] = formsOf('COMPLIANCE_FORMS')): ComplianceFormGroup[] {
  return tagCounts(forms).map(({ tag }) => ({ tag, forms: forms.filter((f) => f.tag === tag).sort((a, b) => a.title.localeCompare(b.title)) }));
}

/** Agent 7's compliance state: licensed, the E&O policy expiring, the ID card missing, payments fine. */
export const notCompliantState: ComplianceState = {
  user_id: 7,
  compliant: false,
  checks: [
    { key: 'LICENCE', status: 'OK', ok: true, expires_on: null, detail: null, fix_href: null },
    { key: 'LICENCE_CERTIFICATE', status: 'OK', ok: true, expires_on: '2027-03-31', detail: 'licence-certificate.pdf', fix_href: null },
    { key: 'E_AND_O_POLICY', status: 'EXPIRING', ok: true, expires_on: '2026-12-20', detail: 'eo-policy-2026.pdf', fix_href: null },
    { key: 'ID_CARD', status: 'MISSING', ok: false, expires_on: null, detail: null, fix_href: '/my-profile#essential-documents' },
    { key: 'PAYMENTS', status: 'OK', ok: true, expires_on: null, detail: null, fix_href: null },
  ],
  checked_at: '2026-12-01T08:30:00.000Z',
};

/** Every check OK. */
export const compliantState: ComplianceState = {
  ...notCompliantState,
  compliant: true,
  checks: notCompliantState.checks.map((check) =>
    check.key === 'ID_CARD' ? { ...check, status: 'OK', ok: true, expires_on: '2030-01-31', detail: 'id-card.png', fix_href: null } : check,
  ),
};

/** An unlicensed, blocked agent with an expired certificate (three fixes). */
export const blockedState: ComplianceState = {
  user_id: 7,
  compliant: false,
  checks: [
    { key: 'LICENCE', status: 'LICENSE_PENDING', ok: false, expires_on: null, detail: '2026-11-20T10:15:00.000Z', fix_href: '/my-profile#licence' },
    { key: 'LICENCE_CERTIFICATE', status: 'EXPIRED', ok: false, expires_on: '2026-10-01', detail: 'licence-certificate.pdf', fix_href: '/my-profile#essential-documents' },
    { key: 'E_AND_O_POLICY', status: 'OK', ok: true, expires_on: '2027-06-30', detail: 'eo-policy.pdf', fix_href: null },
    { key: 'ID_CARD', status: 'OK', ok: true, expires_on: null, detail: 'id-card.png', fix_href: null },
    { key: 'PAYMENTS', status: 'BLOCKED', ok: false, expires_on: null, detail: null, fix_href: '/my-profile#recurring-transactions' },
  ],
  checked_at: '2026-12-01T08:30:00.000Z',
};
