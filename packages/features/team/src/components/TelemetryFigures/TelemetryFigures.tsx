import type { AgentProblem, TelemetryLevel, UplineTelemetry } from '@agent-portal/api-client/wire';
import { paths } from '@agent-portal/feature-api';
import { DataTable, SectionCard, type DataTableColumn } from '@agent-portal/ui-kit';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { TeamSummary } from '../TeamSummary/TeamSummary.js';

/** `my-team?problem=…`: the team table filtered by a problem. */
export const problemLink = (problem: AgentProblem) => `${paths.myTeam}?${new URLSearchParams({ problem }).toString()}`;

/** Props of {@link TelemetryFigures}. */
export interface TelemetryFiguresProps {
  /** The signed-in agent's upline telemetry (shown only with a downline: `total_count > 0`). */
  telemetry: UplineTelemetry;
}

/**
 * The upline page's figures of the agent's own downline (issue #10; CONTRACTS "Team"
 * telemetry): the headcount by depth (depth, agents, licensed, with a bar of each depth's
 * share), then the {@link TeamSummary} (licensed vs not, new recruits this pay cycle,
 * production this cycle vs the previous one, and the problems roll-up linking to
 * `my-team?problem=…`).
 */
export function TelemetryFigures({ telemetry }: TelemetryFiguresProps) {
  const { t } = useTranslation(TEAM_NS);
  const titleId = useId();
  const headingId = useId();
  const max = Math.max(1, ...telemetry.by_depth.map((l) => l.count));
  const columns = useMemo<DataTableColumn<TelemetryLevel>[]>(
    () => [
      { id: 'depth', header: t('upline.depth'), render: (l) => t('upline.level', { depth: l.depth }), nowrap: true },
      {
        id: 'count',
        header: t('upline.count'),
        align: 'right',
        render: (l) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'flex-end' }}>
            <LinearProgress variant="determinate" value={(l.count / max) * 100} aria-hidden sx={{ width: 80, display: { xs: 'none', sm: 'block' } }} />
            <span>{l.count}</span>
          </Box>
        ),
      },
      { id: 'licensed', header: t('upline.licensed'), align: 'right', render: (l) => l.licensed },
    ],
    [t, max],
  );
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="telemetry-figures" sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('upline.telemetry')}
      </Typography>
      <TeamSummary telemetry={telemetry} problemHref={problemLink} headingLevel="h3" />
      <SectionCard title={t('upline.byDepth')} titleId={titleId} headingLevel="h3">
        <DataTable aria-labelledby={titleId} columns={columns} rows={telemetry.by_depth} getRowId={(l) => l.depth} />
      </SectionCard>
    </Box>
  );
}
