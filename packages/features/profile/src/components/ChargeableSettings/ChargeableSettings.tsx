import { useGetChargeableSettingsQuery } from '@agent-portal/api-client';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments';
import { formatCents } from '../PayDuePanel/format';

/** Props of {@link ChargeableSettings}. */
export interface ChargeableSettingsProps {
  /** The signed-in agent's id. */
  userId: number;
}

/**
 * The agent's chargeable settings (`GET /payment/settings/chargeable/{id}`, spec §7; issue #4
 * recurring-payment): billing day, automatic payment, and per subscription whether it is charged
 * and its price per month or year. Loading, error (with retry) states.
 */
export function ChargeableSettings({ userId }: ChargeableSettingsProps) {
  const { t, i18n } = useTranslation(PAYMENTS_NS);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const titleId = useId();
  const { data, isLoading, isError, refetch } = useGetChargeableSettingsQuery(userId);

  let body;
  if (isLoading) {
    body = (
      <div aria-busy="true" aria-label={t('settings.loading')}>
        <Skeleton height={28} width="60%" />
        <Skeleton height={120} />
      </div>
    );
  } else if (isError || !data) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('due.retry')}
          </Button>
        }
      >
        {t('settings.error')}
      </Alert>
    );
  } else {
    body = (
      <>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('settings.billingDay', { day: data.billing_day })}
        </Typography>
        <Chip size="small" color={data.auto_pay ? 'success' : 'default'} label={data.auto_pay ? t('settings.autoPayOn') : t('settings.autoPayOff')} sx={{ mb: 2 }} />
        <TableContainer>
        <Table size="small" aria-labelledby={titleId} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('settings.subscriptionType')}</TableCell>
              <TableCell>{t('settings.charged')}</TableCell>
              <TableCell align="right">{t('settings.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.subscriptions.map((subscription) => {
              const amount = formatCents(subscription.amount_cents, data.currency, language);
              return (
                <TableRow key={subscription.subscription_type}>
                  <TableCell>{t(`subscription.${subscription.subscription_type}`)}</TableCell>
                  <TableCell>{subscription.charged ? t('settings.yes') : t('settings.no')}</TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {subscription.billing_interval === 'YEARLY' ? t('settings.perYear', { amount }) : t('settings.perMonth', { amount })}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
        </TableContainer>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('settings.title')}
      </Typography>
      {body}
    </Paper>
  );
}
