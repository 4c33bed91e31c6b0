import { isEmptyEarnings, useGetEarningsQuery, type EarningsCycle } from '@agent-portal/api-client';
import { paths } from '@agent-portal/feature-api';
import { changeOf, formatPercent, useFormatters } from '@agent-portal/i18n';
import { ChangeLine, visuallyHidden } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n/index.js';
import TrendChart, { TREND_HEIGHT_PX } from './TrendChart.js';
import { WidgetCard } from './WidgetCard.js';
import { widgetArgs } from './widgetData.js';

/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 212;

/** Pay cycles in the trend, the current one last. */
export const TREND_CYCLES = 8;

const USD = 'USD';

/**
 * This pay cycle's earnings (issue #12; `GET /commissions/earnings`, the gateway's default range
 * ending with the current pay cycle, UTC): the net, the change from the previous cycle, the split,
 * and a small trend of the last {@link TREND_CYCLES} cycles (an inline SVG sparkline drawn with the
 * figures, issue #27, with its values as text for screen readers). Links to the reports.
 */
export function EarningsWidget() {
  const { t } = useTranslation(DASHBOARD_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const query = useGetEarningsQuery(widgetArgs.earnings);
  const cycles: EarningsCycle[] = query.data?.cycles.slice(-TREND_CYCLES) ?? [];
  const current = cycles.at(-1);
  const previous = cycles.at(-2);
  const empty = current !== undefined && isEmptyEarnings(current);
  const change = current && previous && !empty ? changeOf(current.net_cents, previous.net_cents) : undefined;
  const changeText =
    change && current && previous
      ? change.amount === 0
        ? t('earnings.noChange')
        : t('earnings.change', {
            change: `${change.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(change.amount), USD)}${change.ratio === null ? '' : ` (${formatPercent(Math.abs(change.ratio), language)})`}`,
          })
      : undefined;
  return (
    <WidgetCard
      loadingMinHeight={LOADING_HEIGHT}
      title={t('earnings.title')}
      link={{ to: paths.reports, label: t('earnings.link') }}
      state={query}
      errorText={t('earnings.error')}
      data-testid="widget-earnings"
    >
      {current && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('earnings.cycle', { range: formatDateRange(current.start_date, current.end_date) })}
          </Typography>
          {empty ? (
            // §9 / issue #9: an empty pay cycle shows the empty state, not zeros pretending to be data.
            <Box data-testid="earnings-empty" sx={{ my: 1 }}>
              <Typography variant="body1" sx={{ fontWeight: 600 }}>
                {t('earnings.empty')}
              </Typography>
              {previous && (
                <Typography variant="body2" color="text.secondary">
                  {t('earnings.previous', { range: formatDateRange(previous.start_date, previous.end_date), amount: formatMoney(previous.net_cents, USD) })}
                </Typography>
              )}
            </Box>
          ) : (
            <>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }} data-testid="earnings-net" aria-label={`${t('earnings.net')}: ${formatMoney(current.net_cents, USD)}`}>
                {formatMoney(current.net_cents, USD)}
              </Typography>
              {change && changeText && <ChangeLine amount={change.amount} text={changeText} testId="earnings-change" />}
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, my: 1.5, '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}>
                {(
                  [
                    ['commissions', current.commissions_cents],
                    ['overrides', current.overrides_cents],
                    ['bonuses', current.bonuses_cents],
                    // `|| 0`: no charge-backs read $0.00, not −$0.00.
                    ['chargeBacks', -current.charge_backs_cents || 0],
                  ] as const
                ).map(([key, cents]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(`earnings.${key}`)}
                    </Typography>
                    <Typography component="dd" variant="body2">
                      {formatMoney(cents, USD)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Typography variant="body2" sx={visuallyHidden}>
            {t('earnings.trend', { count: cycles.length, values: cycles.map((c) => formatMoney(c.net_cents, USD)).join(', ') })}
          </Typography>
          <Box aria-hidden data-testid="earnings-trend" sx={{ height: TREND_HEIGHT_PX, color: 'primary.main' }}>
            <TrendChart values={cycles.map((c) => c.net_cents)} />
          </Box>
        </>
      )}
    </WidgetCard>
  );
}

