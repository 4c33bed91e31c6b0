import { FormListPage } from './FormListPage.js';

/**
 * The `forms/back-office` route module (lazy; spec §2, issue #11): the BACK_OFFICE forms in the shared
 * {@link FormListPage} — search, tag filter, server paging and sorting in the URL, `?highlight=`
 * from the global search, Download and Download sample.
 */
export function Component() {
  return <FormListPage family="backOffice" />;
}
