import type { EarningsCycle, Payout } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';

/** What is still pending in a scheduled payout's cycle, in cents. */
export interface PendingPayout {
  /** Personal and override commissions of the cycle not yet paid. */
  commissions_cents: number;
  /** Bonuses of the cycle not yet paid. */
  bonuses_cents: number;
}

/**
 * What a scheduled payout (spec §3 pay cycle; §7 `GET /payment/payouts`, `GET /commissions/earnings`)
 * still waits for: the cycle's earnings count commissions, overrides and bonuses PAID or PENDING, the
 * payout only the PAID ones, so the difference is what is pending (never below zero).
 * @param payout - a payout of the cycle (its paid figures).
 * @param earnings - the same cycle's earnings.
 */
export function pendingOfPayout(payout: Payout, earnings: EarningsCycle): PendingPayout {
  return {
    commissions_cents: Math.max(0, earnings.commissions_cents + earnings.overrides_cents - payout.commissions_cents),
    bonuses_cents: Math.max(0, earnings.bonuses_cents - payout.bonuses_cents),
  };
}

/** Props of {@link ScheduledPayoutNote}. */
export interface ScheduledPayoutNoteProps {
  /** The SCHEDULED payout of the cycle shown. */
  payout: Payout;
  /** What is pending ({@link pendingOfPayout}); `undefined` when the cycle's earnings could not be read. */
  pending: PendingPayout | undefined;
}

/**
 * The line above a scheduled payout (issue #28 item 6): "Payment scheduled Nov 27: $0.00 —
 * Scheduled" alone looked wrong while the whole cycle is still pending. It says what is pending and
 * when it will be paid: "Nothing is paid yet for this pay cycle: $1,234.56 of commissions and bonuses
 * ($1,000.00 in commissions, $234.56 in bonuses) are pending and will be paid on Nov 27, 2026 once
 * confirmed." (only the kinds that are pending are named, the split given when both are) — the payout's charge-backs, if any, said to be taken from it; nothing pending yet
 * says that what is earned until the cycle's end is paid then. A polite live region.
 */
export function ScheduledPayoutNote({ payout, pending }: ScheduledPayoutNoteProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, formatDate } = useFormatters();
  const money = (cents: number) => formatMoney(cents, CURRENCY);
  const date = formatDate(payout.pay_date);
  const paidNothing = payout.commissions_cents === 0 && payout.bonuses_cents === 0;
  const total = pending ? pending.commissions_cents + pending.bonuses_cents : undefined;
  let text: string;
  if (total === undefined) text = t('payments.scheduled.unknown', { date });
  else if (total === 0) text = t(paidNothing ? 'payments.scheduled.nothingYet' : 'payments.scheduled.nothingPending', { date, end: formatDate(payout.pay_cycle_end) });
  else {
    // Only the kinds that are pending are named; the split is given when both are.
    const both = pending!.commissions_cents > 0 && pending!.bonuses_cents > 0;
    const what = both ? 'both' : pending!.commissions_cents > 0 ? 'commissions' : 'bonuses';
    const breakdown = both
      ? t('payments.scheduled.breakdown', { commissions: money(pending!.commissions_cents), bonuses: money(pending!.bonuses_cents) })
      : '';
    text = t(paidNothing ? 'payments.scheduled.allPending' : 'payments.scheduled.somePending', {
      date,
      pending: money(total),
      what: t(`payments.scheduled.what.${what}`),
      breakdown,
    });
  }
  if (payout.charge_backs_cents > 0) text += ` ${t('payments.scheduled.chargeBacks', { chargeBacks: money(payout.charge_backs_cents) })}`;
  return (
    <Alert severity="info" variant="outlined" role="status" aria-live="polite" data-testid="scheduled-payout" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
