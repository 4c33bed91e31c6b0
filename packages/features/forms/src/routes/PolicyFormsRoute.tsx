import { FormListPage } from './FormListPage.js';

/**
 * The `forms/policy-forms` route module (lazy; spec §2, issue #11): the policy forms (`category: POLICY_FORMS`, the forms with a product line) in the shared
 * {@link FormListPage} — search, tag filter, server paging and sorting in the URL, `?highlight=`
 * from the global search, Download and Download sample.
 */
export function Component() {
  return <FormListPage family="policy" />;
}
