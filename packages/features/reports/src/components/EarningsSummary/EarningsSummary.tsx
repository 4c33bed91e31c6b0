import type { Earnings, EarningsCycle } from '@agent-portal/api-client';
import { changeOf, formatPercent, useFormatters } from '@agent-portal/i18n';
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

/** Props of {@link EarningsSummary}. */
export interface EarningsSummaryProps {
  /** The chosen cycle's earnings. */
  current: Amounts;
  /** The previous cycle's earnings (the change is shown against it); without it no change is shown. */
  previous?: Amounts;
  /** The year to date up to the chosen cycle. */
  yearToDate: Earnings['year_to_date'];
}

/**
 * The earnings of one pay cycle as five cards (commissions, overrides, bonuses,
 * charge-backs, net), each with its change against the previous cycle (amount and
 * percent; for charge-backs a rise is shown as bad) and the year-to-date figure.
 * Two columns on a phone, five from `md` up; net is emphasised.
 */
export function EarningsSummary({ current, previous, yearToDate }: EarningsSummaryProps) {
  const { t } = useTranslation(REPORTS_NS);
  const headingId = useId();
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
            previous={previous?.[FIELD[figure]]}
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
  value: number;
  previous: number | undefined;
  yearToDate: number;
  year: number;
}

function EarningsFigureCard({ figure, value, previous, yearToDate, year }: EarningsFigureCardProps) {
  const { t } = useTranslation(REPORTS_NS);
  const { formatMoney, language } = useFormatters();
  const change = previous === undefined ? null : changeOf(value, previous);
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
            <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
              {t('overview.vsPrevious')}
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
