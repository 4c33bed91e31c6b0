import type { ClientDetail } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { FigureCard, FigureGrid } from '@agent-portal/ui-kit';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n/index.js';
import { isOverdue } from '../DueDate/DueDate.js';
import { CURRENCY } from '../../money.js';

/** Props of {@link ClientSummaryFigures}. */
export interface ClientSummaryFiguresProps {
  /** The client (`GET /clients/{id}`): `policy_count`, `policies`, `annual_premium_cents`, `next_premium_due`. */
  client: ClientDetail;
}

/**
 * The client's figures on `my-clients/{id}` (issue #11; CONTRACTS "Clients"): policies (all
 * statuses), active policies, annual premium (the ACTIVE policies over a year, from cents) and
 * next premium due (the earliest of the ACTIVE policies, or "—"). Four cards; two a row on a phone.
 */
export function ClientSummaryFigures({ client }: ClientSummaryFiguresProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const { formatDate, formatMoney } = useFormatters();
  const headingId = useId();
  const active = client.policies.filter((p) => p.status === 'ACTIVE').length;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="client-summary">
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('detail.summary.title')}
      </Typography>
      <FigureGrid columns={4}>
        <FigureCard testId="figure-policies" label={t('detail.summary.policies')} value={String(client.policy_count)} />
        <FigureCard testId="figure-active" label={t('detail.summary.activePolicies')} value={String(active)} />
        <FigureCard
          testId="figure-premium"
          label={t('detail.summary.annualPremium')}
          value={formatMoney(client.annual_premium_cents, CURRENCY)}
          emphasis
        />
        <FigureCard
          testId="figure-due"
          label={t('detail.summary.nextPremiumDue')}
          value={client.next_premium_due ? formatDate(client.next_premium_due) : t('common.none')}
          note={client.next_premium_due && isOverdue(client.next_premium_due) ? <Chip size="small" color="error" variant="outlined" icon={<ErrorOutlined />} label={t('common.overdue')} data-testid="overdue" /> : undefined}
        />
      </FigureGrid>
    </Box>
  );
}
