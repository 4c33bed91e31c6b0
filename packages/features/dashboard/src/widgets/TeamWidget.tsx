import { useGetUplineTelemetryQuery } from '@agent-portal/api-client';
import type { UplineTelemetry } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';
import { changeOf, formatPercent, keepRangeDashTogether, useFormatters } from '@agent-portal/i18n';
import { ChangeLine } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n/index.js';
import { WidgetCard } from './WidgetCard.js';


/** The card's height while loading (px): its loaded height with typical data (see `WidgetCard`). */
const LOADING_HEIGHT = 247;

const DAY_MS = 86_400_000;

/** The previous cycle's days the telemetry compares with (issue #27 §4): its first `cycle_days_elapsed` days, ISO dates. */
export function sameDaysRange(telemetry: Pick<UplineTelemetry, 'pay_cycle_start' | 'cycle_days_elapsed'>): { start: string; end: string } {
  const start = Date.parse(`${telemetry.pay_cycle_start}T00:00:00Z`) - 7 * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(start), end: iso(start + (telemetry.cycle_days_elapsed - 1) * DAY_MS) };
}

/**
 * The team figures for uplines (issue #12; `GET /users/{id}/upline-telemetry`): direct and whole
 * downline with the licensed split, new recruits this pay cycle, production this cycle so far with
 * the change from the same days of the previous one (like for like, issue #27 §4; the line names
 * those days). Hidden for an agent without a downline (`total_count` 0). Links to my-team.
 */
export function TeamWidget({ userId }: { userId: number }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const query = useGetUplineTelemetryQuery(userId);
  const team = query.data;
  if (team && team.total_count === 0) return null;
  const change = team ? changeOf(team.production_this_cycle_cents, team.production_previous_cycle_same_days_cents) : undefined;
  const previousDays = team ? sameDaysRange(team) : undefined;
  const figure = (label: string, value: string, testId: string) => (
    <Box data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <WidgetCard loadingMinHeight={LOADING_HEIGHT} title={t('team.title')} link={{ to: paths.myTeam, label: t('team.link') }} state={query} errorText={t('team.error')} data-testid="widget-team">
      {team && change && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mb: 1 }}>
            {figure(t('team.direct'), String(team.direct_count), 'team-direct')}
            {figure(t('team.total'), String(team.total_count), 'team-total')}
            {figure(t('team.recruits'), String(team.new_recruits_this_cycle), 'team-recruits')}
            {figure(t('team.production'), formatMoney(team.production_this_cycle_cents, 'USD'), 'team-production')}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('team.licensed', { licensed: team.licensed_count, unlicensed: team.unlicensed_count })}
          </Typography>
          <ChangeLine
            amount={change.amount}
            testId="team-change"
            text={
              change.amount === 0
                ? t('earnings.noChangeSameDays', { range: keepRangeDashTogether(formatDateRange(previousDays!.start, previousDays!.end, { collapse: true })) })
                : t('earnings.changeSameDays', {
                    range: keepRangeDashTogether(formatDateRange(previousDays!.start, previousDays!.end, { collapse: true })),
                    change: `${change.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(change.amount), 'USD')}${change.ratio === null ? '' : ` (${formatPercent(Math.abs(change.ratio), language)})`}`,
                  })
            }
          />
        </>
      )}
    </WidgetCard>
  );
}
