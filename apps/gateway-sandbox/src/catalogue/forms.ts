import type { FormCategory } from '@agent-portal/api-client/wire';
import { PRODUCT_TYPES } from './products.js';

/**
 * The shared forms catalogue (issue #3, spec §2, §3 Search result, §7 `GET /forms`) in its four
 * categories (spelling `BUSSINESS_OVERVIEW` as the spec; `POLICY_FORMS` for the spec's
 * forms/policy-forms list, issue #28 item 6: one category per form, the lists disjoint). Read by the
 * forms queries (`forms/queries.ts`: the titles in every language) and written by the seed
 * (`db/seed/search/forms.ts`: ids, codes, files); the product types are `products.ts`.
 */

/** One catalogue form before it gets an id and file paths. */
export interface CatalogueForm {
  title: string;
  tag: string;
  category: FormCategory;
  /** True when a filled-in sample exists too. */
  sample: boolean;
  /** The product line of a policy form (an application or a policy service form), else absent. */
  product_type_id?: number;
}

const form = (category: FormCategory) => (title: string, tag: string, sample = false): CatalogueForm => ({
  title,
  tag,
  category,
  sample,
});
const compliance = form('COMPLIANCE_FORMS');
const backOffice = form('BACK_OFFICE');
const overview = form('BUSSINESS_OVERVIEW');
const policyForm = form('POLICY_FORMS');

/** The forms catalogue of issue #3: 12 compliance, 11 back-office, 11 business-overview forms (ids 1–34). */
const BASE_FORMS: readonly CatalogueForm[] = [
  compliance('Anti-Money Laundering (AML) Certification', 'AML', true),
  compliance('HIPAA Privacy Acknowledgment', 'HIPAA'),
  compliance('Errors and Omissions Insurance Declaration', 'E&O', true),
  compliance('Producer Code of Conduct', 'Ethics'),
  compliance('Life Insurance Replacement Notice', 'Replacement', true),
  compliance('Annuity Suitability Training Certificate', 'Suitability'),
  compliance('Do-Not-Call Policy Acknowledgment', 'DNC'),
  compliance('Medicare Marketing Guidelines Attestation', 'CMS'),
  compliance('Background Check Authorization', 'FCRA'),
  compliance('Continuing Education Record', 'CE'),
  compliance('Consumer Privacy Notice (GLBA)', 'GLBA'),
  compliance('Complaint Handling Procedure', 'Complaints'),
  backOffice('Direct Deposit Authorization', 'Payroll', true),
  backOffice('W-9 Request for Taxpayer Identification', 'Tax', true),
  backOffice('Commission Advance Agreement', 'Commissions'),
  backOffice('Change of Address Request', 'Contracting'),
  backOffice('Agent Contracting Packet', 'Contracting', true),
  backOffice('Hierarchy Transfer Request', 'Hierarchy'),
  backOffice('Debit Balance Repayment Plan', 'Commissions'),
  backOffice('Chargeback Dispute Form', 'Chargebacks'),
  backOffice('Carrier Appointment Request', 'Appointments'),
  backOffice('License Renewal Reimbursement', 'Licensing'),
  backOffice('Lead Purchase Order', 'Leads'),
  overview('Agency Business Plan Template', 'Planning', true),
  overview('Quarterly Production Report', 'Production'),
  overview('Persistency Review Worksheet', 'Persistency'),
  overview('Team Recruiting Tracker', 'Recruiting'),
  overview('Client Needs Analysis (Fact Finder)', 'Needs Analysis', true),
  overview('Product Comparison Guide', 'Products'),
  overview('Annual Goal Setting Worksheet', 'Goals'),
  overview('Marketing Budget Planner', 'Marketing'),
  overview('Override Commission Schedule', 'Overrides'),
  overview('New Agent Onboarding Checklist', 'Onboarding'),
  overview('Pipeline Review Template', 'Pipeline'),
];

/** Product types without a beneficiary: their second policy form is a plan change or a claim form. */
const SECOND_POLICY_FORM: Readonly<Record<string, string>> = {
  'Medicare Supplement': 'Plan Change Request',
  'Medicare Advantage': 'Plan Change Request',
  'Critical Illness': 'Claim Form',
  Accident: 'Claim Form',
};

/**
 * The policy forms (issue #11; docs/CONTRACTS.md "Forms"): per product type an application (with a
 * filled-in sample) and two policy service forms (a beneficiary change — or a plan change / claim
 * form where there is no beneficiary — and a policy service request, for Term Life a conversion
 * request). POLICY_FORMS forms (codes `PF-001…030`; until migration 140 they were BACK_OFFICE with
 * `BO-012…041` and showed on two lists) tagged with the product type's title, `product_type_id` set.
 */
export const POLICY_FORMS: readonly CatalogueForm[] = PRODUCT_TYPES.flatMap((type) =>
  [
    [`${type.title} Application`, true],
    [`${type.title} ${SECOND_POLICY_FORM[type.title] ?? 'Beneficiary Change Form'}`, false],
    [`${type.title} ${type.title === 'Term Life' ? 'Conversion Request' : 'Policy Service Request'}`, false],
  ].map(([title, sample]) => ({ ...policyForm(title as string, type.title, sample as boolean), product_type_id: type.id })),
);

/**
 * The whole forms catalogue, in id order: the 34 forms of issue #3 (ids and codes unchanged)
 * followed by the 30 {@link POLICY_FORMS} (ids 35–64). 30 policy, 12 compliance, 11 back-office,
 * 11 business-overview forms; each form has one category.
 */
export const FORMS: readonly CatalogueForm[] = [...BASE_FORMS, ...POLICY_FORMS];

/** Folder of each category's forms inside the public bucket. */
export const FORM_FOLDERS: Record<FormCategory, string> = {
  POLICY_FORMS: 'forms/policy',
  COMPLIANCE_FORMS: 'forms/compliance',
  BACK_OFFICE: 'forms/back-office',
  BUSSINESS_OVERVIEW: 'forms/business-overview',
};
