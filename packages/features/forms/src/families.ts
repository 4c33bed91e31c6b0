import type { FormListParams } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';

/** The three families of forms with a list page (spec §2 forms/policy-forms, forms/back-office, forms/compliance-forms). */
export type FormFamily = 'policy' | 'backOffice' | 'complianceForms';

/** How a family is asked for and where it lives. */
export interface FormFamilyDefinition {
  /** The `GET /forms` filter of the family (§7; policy forms per docs/CONTRACTS.md "Forms"). */
  params: FormListParams;
  /** Its page. */
  path: string;
  /** Its page title in the `forms` namespace (`pages.*`, beside the feature's menu labels). */
  titleKey: 'pages.policyForms' | 'pages.backOffice' | 'pages.complianceForms';
}

/**
 * The families (issue #11): one category each, so the lists are disjoint (issue #28 item 6):
 * policy forms = `category: POLICY_FORMS` (the forms with a product line, codes `PF-`),
 * back office = `category: BACK_OFFICE` (`BO-`), compliance forms = `category: COMPLIANCE_FORMS` (`CF-`).
 */
export const FORM_FAMILIES: Record<FormFamily, FormFamilyDefinition> = {
  policy: { params: { category: 'POLICY_FORMS' }, path: paths.policyForms, titleKey: 'pages.policyForms' },
  backOffice: { params: { category: 'BACK_OFFICE' }, path: paths.backOffice, titleKey: 'pages.backOffice' },
  complianceForms: { params: { category: 'COMPLIANCE_FORMS' }, path: paths.complianceForms, titleKey: 'pages.complianceForms' },
};

/** The families in the order the forms page shows them. */
export const FAMILY_ORDER: readonly FormFamily[] = ['policy', 'backOffice', 'complianceForms'];
