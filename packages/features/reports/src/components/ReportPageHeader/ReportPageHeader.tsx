import { paths } from '@agent-portal/feature-api';
import { PayCyclePicker, type PayCycle } from '@agent-portal/pay-cycle';
import { PageHeader } from '@agent-portal/ui-kit';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { REPORTS_NS } from '../../i18n/index.js';
import { payCycleSearch } from '../../hooks/usePayCycleParam.js';
import { StatementDownload } from '../StatementDownload/StatementDownload.js';

/** Props of {@link ReportPageHeader}. */
export interface ReportPageHeaderProps {
  title: string;
  subtitle?: string;
  /** The chosen pay cycle (controlled). */
  cycle: PayCycle;
  onCycleChange: (cycle: PayCycle) => void;
  /** Show "Reports" (back to the overview, same cycle); default true. */
  backLink?: boolean;
  /** Offer the cycle's CSV and PDF statement under the picker (issue #9 §3); default false. */
  statement?: boolean;
  /** "Today" of the picker (stories, tests). */
  now?: Date | string;
}

/**
 * A report page's `<h1>` with the pay-cycle picker (and, with `statement`, the cycle's statement
 * downloads under it), and a link back to the overview keeping the cycle.
 */
export function ReportPageHeader({ title, subtitle, cycle, onCycleChange, backLink = true, statement = false, now }: ReportPageHeaderProps) {
  const { t } = useTranslation(REPORTS_NS);
  return (
    <>
      {backLink ? (
        <Button component={RouterLink} to={`${paths.reports}${payCycleSearch(cycle)}`} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
          {t('overview.title')}
        </Button>
      ) : null}
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Stack spacing={1} sx={{ width: { xs: '100%', sm: 'auto' }, alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
            <PayCyclePicker value={cycle} onChange={onCycleChange} now={now} />
            {statement && <StatementDownload cycle={cycle} />}
          </Stack>
        }
      />
    </>
  );
}
