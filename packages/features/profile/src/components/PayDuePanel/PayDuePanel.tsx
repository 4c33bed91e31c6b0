import {
  useGetRecurringChargeQuery,
  useGetRecurringChargeTaxesQuery,
  usePayRecurringChargeMutation,
  type GatewayError,
} from '@agent-portal/api-client';
import type { RecurringCharge, RecurringChargeTaxes, RecurringInvoiceStatus } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { BusySkeleton, ConfirmDialog, QueryState, SectionCard, ServerErrorAlert, showToast, useErrorText, type SkeletonLine } from '@agent-portal/ui-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_NS } from '../../i18n/payments/index.js';

/** Props of {@link PayDuePanel}. */
export interface PayDuePanelProps {
  /** The signed-in agent's id (the gateway refuses any other, 403). */
  userId: number;
  /** Called once after a successful payment (the invoices are PAID and the cache invalidated). */
  onPaid?: () => void;
}

/** Placeholders while the charge and its taxes load. */
const LOADING_LINES: readonly SkeletonLine[] = [{ height: 32 }, { height: 32 }, { height: 48, width: '40%' }];

const STATUS_COLOR: Record<RecurringInvoiceStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'error',
};

/** Creates a fresh idempotency key (a UUID; falls back when `crypto.randomUUID` is missing, e.g. non-secure origins). */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A definitive answer (a decline, bad input, nothing due): the next click is a new attempt with a new key. */
function isDefinitive(error: GatewayError): boolean {
  return typeof error.status === 'number' && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** What is due and its taxes, once both have loaded. */
interface DueData {
  charge: RecurringCharge;
  taxes: RecurringChargeTaxes;
}

/**
 * What is due now and a "Pay $X now" button (issue #4 recurring-payment; spec §4 Blocked, §7 `payment`).
 * Shows the unpaid (FAILED / PENDING) recurring invoices, the taxes and the total (integer cents +
 * ISO 4217 currency, formatted in the active language by `useFormatters`), and pays the total with
 * the stored card through `POST /payment/braintree/pay` (body `{ user_id }`: the gateway charges
 * what is due, with taxes).
 *
 * Paying is irreversible, so "Pay $X now" only opens a ui-kit `ConfirmDialog` (primary tone) that
 * shows the total; Cancel (or Escape) sends nothing, and only its confirm button ("Pay $X") pays.
 * Paying never charges twice: the dialog is busy while paying (a synchronous guard drops a double
 * click), and each attempt carries ONE `Idempotency-Key` (`crypto.randomUUID()`) that is reused when
 * the same attempt is retried after a network error or a 5xx; the base query never retries a POST.
 * After a decline (402) or another definitive 4xx the next confirmation is a new attempt. The dialog
 * closes when the payment settles; a failure shows below the total. On success the
 * `RecurringInvoice` and `Payment` caches are invalidated, so `RouteGuard` re-evaluates the block
 * and a blocked agent reaches the whole portal without signing in again; a success toast shows.
 *
 * States (ui-kit `SectionCard` + `QueryState`): loading (skeletons), error (message + retry),
 * nothing due, due (invoices + total + pay), confirming, paying.
 */
export function PayDuePanel({ userId, onPaid }: PayDuePanelProps) {
  const { t } = useTranslation(PAYMENTS_NS);
  const errorText = useErrorText();
  const { formatDate, formatMoney, language } = useFormatters();
  const due = useGetRecurringChargeQuery(userId);
  const taxes = useGetRecurringChargeTaxesQuery(userId);
  const [pay] = usePayRecurringChargeMutation();
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attemptKey = useRef<string | null>(null);

  const money = (cents: number) => formatMoney(cents, due.data?.currency ?? 'USD');

  async function handlePay() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setFailure(null);
    attemptKey.current ??= newIdempotencyKey();
    try {
      const result = await pay({ userId, idempotencyKey: attemptKey.current }).unwrap();
      attemptKey.current = null;
      showToast(t('due.paid', { amount: money(result.payment.total_cents) }), 'success');
      onPaid?.();
    } catch (caught) {
      const error = caught as GatewayError;
      if (isDefinitive(error)) attemptKey.current = null;
      setFailure(
        error.status === 402 ? t('due.declined', { message: errorText(error) }) : t('due.failed', { message: errorText(error) }),
      );
    } finally {
      inFlight.current = false;
      setPaying(false);
      setConfirming(false);
    }
  }

  const data: DueData | undefined = due.data && taxes.data ? { charge: due.data, taxes: taxes.data } : undefined;

  return (
    <SectionCard title={t('due.title')}>
      <QueryState<DueData>
        isLoading={due.isLoading || taxes.isLoading}
        isError={due.isError || taxes.isError}
        data={data ?? null}
        loading={<BusySkeleton label={t('due.loading')} lines={LOADING_LINES} />}
        errorText={t('due.error')}
        retryLabel={t('due.retry')}
        onRetry={() => {
          void due.refetch();
          void taxes.refetch();
        }}
        isEmpty={({ charge }) => charge.invoices.length === 0}
        empty={<Alert severity="success">{t('due.nothingDue')}</Alert>}
      >
        {({ charge, taxes: tax }) => {
          const total = money(tax.total_cents);
          return (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('due.invoices')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {charge.invoices.map((invoice) => (
                  <Box
                    component="li"
                    key={invoice.id}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr auto', sm: '8rem 1fr auto auto' },
                      gap: 1,
                      alignItems: 'center',
                      py: 1,
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography variant="body2" color="text.secondary">
                      {formatDate(invoice.invoice_date)}
                    </Typography>
                    <Typography variant="body2" sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
                      {t(`subscription.${invoice.subscription_type}`)}
                    </Typography>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[invoice.status]}
                      label={t(`invoiceStatus.${invoice.status}`)}
                      sx={{ justifySelf: 'start', gridRow: { xs: 2, sm: 'auto' } }}
                    />
                    <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                      {money(invoice.amount_cents)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 0.5, my: 2, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
              >
                <Typography component="dt" variant="body2">
                  {t('due.subtotal')}
                </Typography>
                <Typography component="dd" variant="body2">
                  {money(tax.subtotal_cents)}
                </Typography>
                {tax.lines.map((line) => (
                  <Box key={line.code} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t('due.taxLine', {
                        name: t(`tax.${line.code}`, { defaultValue: line.name }),
                        rate: new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(line.rate_percent),
                      })}
                    </Typography>
                    <Typography component="dd" variant="body2" color="text.secondary">
                      {money(line.amount_cents)}
                    </Typography>
                  </Box>
                ))}
                {/* A <dl> may hold only dt/dd groups (in divs): the rule above the total is this group's border, not an <hr>. */}
                <Box sx={{ gridColumn: '1 / -1', display: 'grid', gridTemplateColumns: 'subgrid', borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.5 }}>
                  <Typography component="dt" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {t('due.total')}
                  </Typography>
                  <Typography component="dd" variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="due-total">
                    {total}
                  </Typography>
                </Box>
              </Box>
              <ServerErrorAlert message={failure} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Button
                  variant="contained"
                  size="large"
                  onClick={() => setConfirming(true)}
                  disabled={paying}
                  aria-busy={paying}
                  aria-haspopup="dialog"
                  startIcon={paying ? <CircularProgress size={18} color="inherit" /> : undefined}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {paying ? t('due.paying') : t('due.payNow', { amount: total })}
                </Button>
                <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
                  {t('due.cardNote')}
                </Typography>
              </Box>
              <ConfirmDialog
                open={confirming}
                tone="primary"
                title={t('due.confirmTitle')}
                description={t('due.confirmText')}
                amountLabel={t('due.total')}
                amount={total}
                confirmLabel={t('due.confirmPay', { amount: total })}
                busyLabel={t('due.paying')}
                busy={paying}
                onConfirm={() => handlePay()}
                onClose={() => setConfirming(false)}
              />
            </>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
