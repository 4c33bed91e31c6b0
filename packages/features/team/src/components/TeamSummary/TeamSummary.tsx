import type { AgentProblem, UplineTelemetry } from '@agent-portal/api-client/wire';
import { changeOf, formatPercent, keepRangeDashTogether, useFormatters } from '@agent-portal/i18n';
import { ChangeLine, FigureCard, FigureGrid } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TEAM_NS } from '../../i18n/index.js';
import { CURRENCY } from '../../money.js';


/** The problems of the roll-up, in display order. */
export const PROBLEMS: readonly AgentProblem[] = ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'];

const DAY_MS = 86_400_000;

/**
 * The previous cycle's days the telemetry's production is compared with (issue #27 §4): its first
 * `cycle_days_elapsed` days, as ISO dates `{ start, end }` (e.g. `2026-11-17` … `2026-11-19` on the
 * Thursday of the Nov 24 – 30 cycle).
 */
export function sameDaysOfPreviousCycle(telemetry: Pick<UplineTelemetry, 'pay_cycle_start' | 'cycle_days_elapsed'>): { start: string; end: string } {
  const start = Date.parse(`${telemetry.pay_cycle_start}T00:00:00Z`) - 7 * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { start: iso(start), end: iso(start + (Math.max(1, telemetry.cycle_days_elapsed) - 1) * DAY_MS) };
}

/** Props of {@link TeamSummary}. */
export interface TeamSummaryProps {
  /** The signed-in agent's upline telemetry (`GET /users/{id}/upline-telemetry`, amounts in cents). */
  telemetry: UplineTelemetry;
  /** The problem roll-up's entries are buttons calling this (my-team: sets the table's `problem` filter). */
  onProblemSelect?: (problem: AgentProblem) => void;
  /** …or links to this address (upline page: `my-team?problem=…`). One of the two; `onProblemSelect` wins. */
  problemHref?: (problem: AgentProblem) => string;
  /** The problem the table is filtered by (its button is pressed). */
  selectedProblem?: AgentProblem;
  /** The heading's level; default `h2`. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The figures an upline watches over their whole downline (issue #10; spec §1 hierarchy;
 * CONTRACTS "Team" telemetry): direct and total downline, licensed vs not licensed, new
 * recruits of the current pay cycle, the team production of this cycle so far against the same
 * days of the previous one (like for like, issue #27 §4: money and %, up / down / no change, with a
 * line naming those days) and the whole previous cycle's figure, and the problems roll-up
 * (BLOCKED, DOCUMENTS, LICENSE_PENDING) whose entries filter the team table (buttons or
 * links). Two cards a row on a phone.
 */
export function TeamSummary({ telemetry, onProblemSelect, problemHref, selectedProblem, headingLevel = 'h2' }: TeamSummaryProps) {
  const { t } = useTranslation(TEAM_NS);
  const { formatMoney, formatDateRange, language } = useFormatters();
  const headingId = useId();
  const change = changeOf(telemetry.production_this_cycle_cents, telemetry.production_previous_cycle_same_days_cents);
  const sameDays = sameDaysOfPreviousCycle(telemetry);
  const amount = formatMoney(Math.abs(change.amount), CURRENCY);
  let changeText = t('myTeam.summary.changeSame');
  if (change.amount !== 0) {
    changeText =
      change.ratio === null
        ? t('myTeam.summary.changeNew', { amount })
        : t(change.amount > 0 ? 'myTeam.summary.changeUp' : 'myTeam.summary.changeDown', { amount, percent: formatPercent(change.ratio, language) });
  }
  const withProblems = PROBLEMS.filter((p) => telemetry.problems[p] > 0);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="team-summary" sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h2" component={headingLevel} sx={{ fontSize: '1.125rem', mb: 1.5 }}>
        {t('myTeam.summary.title')}
      </Typography>
      <FigureGrid>
        <Figure id="direct" label={t('myTeam.summary.direct')} value={String(telemetry.direct_count)} />
        <Figure id="total" label={t('myTeam.summary.total')} value={String(telemetry.total_count)} />
        <Figure
          id="licensed"
          label={t('myTeam.summary.licensed')}
          value={String(telemetry.licensed_count)}
          note={t('myTeam.summary.licensedSplit', { licensed: telemetry.licensed_count, unlicensed: telemetry.unlicensed_count })}
        />
        <Figure
          id="new"
          label={t('myTeam.summary.newThisCycle')}
          value={String(telemetry.new_recruits_this_cycle)}
          note={t('myTeam.summary.cycle', { range: formatDateRange(telemetry.pay_cycle_start, telemetry.pay_cycle_end) })}
        />
        <Figure
          id="production"
          label={t('myTeam.summary.production')}
          value={formatMoney(telemetry.production_this_cycle_cents, CURRENCY)}
          wide
          note={
            <>
              <ChangeLine amount={change.amount} text={changeText} testId="production-change" />
              <span data-testid="production-basis">{t('myTeam.summary.vsSameDays', { range: keepRangeDashTogether(formatDateRange(sameDays.start, sameDays.end, { collapse: true })) })}</span>
              <span>{t('myTeam.summary.previous', { amount: formatMoney(telemetry.production_previous_cycle_cents, CURRENCY) })}</span>
            </>
          }
        />
      </FigureGrid>
      <Box sx={{ mt: 2 }} data-testid="problems-rollup">
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('myTeam.summary.problems')}
        </Typography>
        {withProblems.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('myTeam.summary.noProblems')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
            {withProblems.map((problem) => {
              const label = t('myTeam.summary.showProblem', { problem: t(`common.problems.${problem}`), count: telemetry.problems[problem] });
              const color = problem === 'BLOCKED' ? 'error' : problem === 'DOCUMENTS' ? 'warning' : 'info';
              const text = `${t(`common.problemsShort.${problem}`)}: ${telemetry.problems[problem]}`;
              return (
                <Tooltip key={problem} title={label} describeChild>
                  <li>
                    {onProblemSelect ? (
                      <Button
                        size="small"
                        color={color}
                        variant={selectedProblem === problem ? 'contained' : 'outlined'}
                        aria-pressed={selectedProblem === problem}
                        data-problem={problem}
                        onClick={() => onProblemSelect(problem)}
                      >
                        {text}
                      </Button>
                    ) : problemHref ? (
                      <Button size="small" color={color} variant="outlined" component={RouterLink} to={problemHref(problem)} data-problem={problem}>
                        {text}
                      </Button>
                    ) : (
                      <Typography variant="body2" data-problem={problem}>
                        {text}
                      </Typography>
                    )}
                  </li>
                </Tooltip>
              );
            })}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** A team figure: {@link FigureCard} with the team's test id convention (`figure-<id>`). */
function Figure({ id, ...props }: Omit<ComponentProps<typeof FigureCard>, 'testId'> & { id: string }) {
  return <FigureCard testId={`figure-${id}`} {...props} />;
}
