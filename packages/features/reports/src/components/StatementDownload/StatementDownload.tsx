import { fetchGatewayBlob } from '@agent-portal/api-client';
import type { PayCycle } from '@agent-portal/pay-cycle';
import { saveBlob, showToast, useErrorText } from '@agent-portal/ui-kit';
import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';

/** The statement formats the gateway draws (issue #9 §3). */
export type StatementFormat = 'csv' | 'pdf';

/**
 * The file name a statement is saved under — the gateway's `Content-Disposition` name:
 * `commission-statement-{start_date}-to-{end_date}.{format}`.
 */
export function statementFileName(cycle: PayCycle, format: StatementFormat): string {
  return `commission-statement-${cycle.start_date}-to-${cycle.end_date}.${format}`;
}

/** Props of {@link StatementDownload}. */
export interface StatementDownloadProps {
  /** The pay cycle the statement covers (ISO dates, a Tuesday to the Monday after). */
  cycle: PayCycle;
}

/**
 * "Statement of this pay cycle" (issue #9 §3): the CSV statement (every commission and bonus
 * row, formula cells escaped by the gateway) and the one-page PDF statement (totals by kind,
 * payout, comparison with the previous cycle), both from
 * `GET /commissions/statement?start_date&end_date&format=csv|pdf`, fetched with the bearer token
 * and saved as a file. The request carries the page's language as `Accept-Language`: the CSV is
 * written for people in it (issue #28 item 4: headers in words, dollars and percent, dates; `;` and a
 * decimal comma outside English; docs/CONTRACTS.md "Statement"). The button shows a spinner while its
 * file downloads; a failure is toasted with the gateway's message.
 */
export function StatementDownload({ cycle }: StatementDownloadProps) {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const errorText = useErrorText();
  const [busy, setBusy] = useState<StatementFormat | null>(null);
  const download = async (format: StatementFormat) => {
    setBusy(format);
    try {
      const query = new URLSearchParams({ start_date: cycle.start_date, end_date: cycle.end_date, format });
      const language = i18n.resolvedLanguage ?? i18n.language;
      const headers = language ? { 'Accept-Language': language } : undefined;
      saveBlob(await fetchGatewayBlob(`/commissions/statement?${query}`, undefined, headers), statementFileName(cycle, format));
    } catch (error) {
      showToast(t('statement.failed', { message: errorText(error) }), 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack role="group" aria-label={t('statement.label')} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          variant="text"
          startIcon={busy === format ? <CircularProgress size={16} aria-hidden /> : <Download />}
          disabled={busy !== null}
          aria-busy={busy === format}
          title={t(`statement.${format}Hint`)}
          onClick={() => void download(format)}
        >
          {t(`statement.${format}`)}
        </Button>
      ))}
    </Stack>
  );
}
