import { paths } from '@agent-portal/feature-api';
import { PayCyclePicker, type PayCycle } from '@agent-portal/pay-cycle';
import { PageHeader } from '@agent-portal/ui-kit';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { REPORTS_NS } from '../../i18n';
import { payCycleSearch } from '../../hooks/usePayCycleParam';

/** Props of {@link ReportPageHeader}. */
export interface ReportPageHeaderProps {
  title: string;
  subtitle?: string;
  /** The chosen pay cycle (controlled). */
  cycle: PayCycle;
  onCycleChange: (cycle: PayCycle) => void;
  /** Show "Reports" (back to the overview, same cycle); default true. */
  backLink?: boolean;
  /** "Today" of the picker (stories, tests). */
  now?: Date | string;
}

/** A report page's `<h1>` with the pay-cycle picker, and a link back to the overview keeping the cycle. */
export function ReportPageHeader({ title, subtitle, cycle, onCycleChange, backLink = true, now }: ReportPageHeaderProps) {
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
          <Stack direction="row" sx={{ width: { xs: '100%', sm: 'auto' } }}>
            <PayCyclePicker value={cycle} onChange={onCycleChange} now={now} />
          </Stack>
        }
      />
    </>
  );
}
