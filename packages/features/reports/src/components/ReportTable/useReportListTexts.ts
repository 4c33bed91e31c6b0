import { usePagedListTexts, type PagedListTexts } from '@agent-portal/ui-kit';
import { REPORTS_NS } from '../../i18n/index.js';

/** A report whose table reads its texts from `{report}.loadError`, `.empty`, `.emptyHint` and `.pagination` in the `reports` namespace. */
export type ReportList = 'commissions' | 'bonus' | 'payments';

/**
 * The texts of a report's ui-kit `PagedDataTable` (spec §2 reports): the error, the empty state
 * ("no commissions / bonuses / payments in this pay cycle" with its hint), the pager's name and
 * its "Page N" links, in the page's language. Reports have no no-match state of their own: their
 * filters narrow a pay cycle, and an empty cycle says so.
 */
export function useReportListTexts(report: ReportList): PagedListTexts {
  return usePagedListTexts(REPORTS_NS, report, { goToPage: 'goToPage' });
}
