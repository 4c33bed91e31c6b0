import type { EarningsComparison } from '@agent-portal/api-client';
import type { Earnings, EarningsCycle } from '@agent-portal/api-client/wire';
import { changeOf, formatPercent, keepRangeDashTogether, useFormatters } from '@agent-portal/i18n';
import { ChangeLine, FigureCard, FigureGrid } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';


/** The five figures of a pay cycle, in the order of the cards. */
export const EARNINGS_FIGURES = ['commissions', 'overrides', 'bonuses', 'chargeBacks', 'net'] as const;
/** One of {@link EARNINGS_FIGURES}. */
export type EarningsFigure = (typeof EARNINGS_FIGURES)[number];

type Amounts = Omit<EarningsCycle, 'start_date' | 'end_date'>;

const FIELD: Record<EarningsFigure, keyof Amounts> = {
  commissions: 'commissions_cents',
  overrides: 'overrides_cents',
  bonuses: 'bonuses_cents',
  chargeBacks: 'charge_backs_cents',
  net: 'net_cents',
};

/** The five amounts of a pay cycle, in cents (an {@link EarningsCycle} without its dates). */
export type EarningsAmounts = Amounts;

/**
 * What the cards compare the chosen cycle with (issue #27 §4, like for like): an
 * `EarningsComparison` (`basis`, `days`, the previous cycle's compared days as ISO dates) with
 * the amounts of both sides over those days, in cents.
 */
export interface EarningsSummaryComparison extends EarningsComparison {
  /** The previous cycle over the compared days: its first `days` days (`sameDays`) or all of it (`whole`). */
  previous: EarningsAmounts;
  /** The chosen cycle over the compared days; default the figures shown (`current`), which a cycle in progress holds so far. */
  current?: EarningsAmounts;
}

/** Props of {@link EarningsSummary}. */
export interface EarningsSummaryProps {
  /** The chosen cycle's earnings (cents). */
  current: EarningsAmounts;
  /** What the change is shown against, and the caption saying so; without it no change is shown. */
  comparison?: EarningsSummaryComparison;
  /** The year to date up to the chosen cycle (cents). */
  yearToDate: Earnings['year_to_date'];
}

/**
 * The earnings of one pay cycle as five cards (commissions, overrides, bonuses,
 * charge-backs, net), each with its change (amount and percent; for charge-backs a rise is shown
 * as bad), like for like (issue #27 §4): a cycle in progress against the same days of the cycle
 * before ("So far, vs the same days last cycle (Nov 17 – 19, 2026)"), a finished one against the
 * whole previous cycle ("vs the whole previous cycle (Nov 10 – 16, 2026)"); and the year-to-date
 * figure. Two columns on a phone, five from `md` up; net is emphasised.
 */
export function EarningsSummary({ current, comparison, yearToDate }: EarningsSummaryProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatDateRange } = useFormatters();
  const headingId = useId();
  const basisText = comparison
    ? t(comparison.basis === 'sameDays' ? 'overview.vsSameDays' : 'overview.vsWhole', {
        range: keepRangeDashTogether(formatDateRange(comparison.previous_start, comparison.previous_end, { collapse: true })),
      })
    : '';
  const compared = comparison?.current ?? current;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('overview.cards')}
      </Typography>
      <FigureGrid>
        {EARNINGS_FIGURES.map((figure) => (
          <EarningsFigureCard
            key={figure}
            figure={figure}
            value={current[FIELD[figure]]}
            compared={compared[FIELD[figure]]}
            previous={comparison?.previous[FIELD[figure]]}
            basisText={basisText}
            yearToDate={yearToDate[FIELD[figure]]}
            year={yearToDate.year}
          />
        ))}
      </FigureGrid>
    </Box>
  );
}

interface EarningsFigureCardProps {
  figure: EarningsFigure;
  /** Shown, cents. */
  value: number;
  /** The chosen cycle over the compared days, cents. */
  compared: number;
  /** The previous cycle over the compared days, cents; no change without it. */
  previous: number | undefined;
  /** Says what the change compares. */
  basisText: string;
  yearToDate: number;
  year: number;
}

function EarningsFigureCard({ figure, value, compared, previous, basisText, yearToDate, year }: EarningsFigureCardProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, language } = useFormatters();
  const change = previous === undefined ? null : changeOf(compared, previous);
  let changeText = '';
  if (change) {
    const amount = formatMoney(Math.abs(change.amount), CURRENCY);
    if (change.amount === 0) changeText = t('overview.changeSame');
    else if (change.ratio === null) changeText = t('overview.changeNew', { amount });
    else changeText = t(change.amount > 0 ? 'overview.changeUp' : 'overview.changeDown', { amount, percent: formatPercent(change.ratio, language) });
  }
  const signed = (cents: number) => (figure === 'chargeBacks' && cents !== 0 ? -cents : cents);
  return (
    <FigureCard
      label={t(`overview.${figure}`)}
      value={formatMoney(signed(value), CURRENCY)}
      emphasis={figure === 'net'}
      wide={figure === 'net'}
      testId={`earnings-${figure}`}
      note={
        <>
          {change ? <ChangeLine amount={change.amount} goodWhenUp={figure !== 'chargeBacks'} text={changeText} testId="figure-change" /> : null}
          {change ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }} data-testid="figure-basis">
              {basisText}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }} data-testid="figure-ytd">
            {`${t('overview.yearToDate', { year })}: ${formatMoney(signed(yearToDate), CURRENCY)}`}
          </Typography>
        </>
      }
    />
  );
}
