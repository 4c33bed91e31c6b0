import { hubFileUrl } from '@agent-portal/api-client';
import type { TeamMember, TeamSortColumn } from '@agent-portal/api-client/wire';
import { useFormatters } from '@agent-portal/i18n';
import { AgentAvatar, PagedDataTable, TruncatedText, usePagedListTexts, type DataTableColumn, type PagedListProps } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { fullName } from '../AgentCard/AgentCard.js';
import { LicensedChip } from '../LicensedChip/LicensedChip.js';
import { ProblemBadges } from '../ProblemBadges/ProblemBadges.js';
import { RankChip } from '../RankChip/RankChip.js';

/** The columns the server sorts the team by (api-client `TeamSortColumn`); the column ids are these. */
export const TEAM_SORT_COLUMNS: readonly TeamSortColumn[] = ['name', 'code', 'depth', 'rank', 'joined_at', 'total_downline_count'];

/**
 * Props of {@link TeamTable}: the list's state (ui-kit `PagedListProps`: the page's rows, server paging with
 * `limit` 10/25/50/100, the sort — `undefined` for the server's default `name:asc` —, loading, the error and its
 * text — default `myTeam.loadError` —, whether any filter is set and its reset).
 */
export interface TeamTableProps extends PagedListProps<TeamMember> {
  /** Opens an agent's side panel (row click, Enter or Space). */
  onOpen?: (agent: TeamMember) => void;
  /** The code of the agent whose panel is open (that row is highlighted). */
  selectedCode?: string;
}

/**
 * The downline table of `my-team` (issue #10; CONTRACTS "Team" team list) on the ui-kit
 * `DataTable`: agent (avatar, full name, code), rank, licence, depth, upline, total
 * downline, joined date and problems. Name (agent), code, depth, rank, joined date and
 * total downline sort on the server. Rows open the agent's panel (click, Enter, Space).
 * Empty: "No agents match these filters" with "Reset filters" when filtered, else "You
 * have no downline yet". Below 600 px each row is a stacked card.
 */
export function TeamTable({ onOpen, selectedCode, ...list }: TeamTableProps) {
  const { t } = useTranslation(TEAM_NS);
  const texts = usePagedListTexts(TEAM_NS, 'myTeam', { empty: 'myTeam.noDownline', emptyHint: 'myTeam.noDownlineHint', noMatch: 'myTeam.empty', noMatchHint: 'myTeam.emptyHint', reset: 'myTeam.filters.reset' });
  const { formatDate } = useFormatters();

  const columns = useMemo<DataTableColumn<TeamMember>[]>(
    () => [
      {
        id: 'name',
        header: t('myTeam.columns.agent'),
        sortable: true,
        render: (a) => (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minWidth: 0 }}>
            {/* Between 600 and 1200 px the avatar gives its room to the columns: the table fits a 1024 px window in every language (issue #28 item 2). */}
            <Box sx={{ display: { xs: 'flex', sm: 'none', lg: 'flex' } }}>
              <AgentAvatar src={hubFileUrl(a.avatar_url)} name={fullName(a)} size={32} alt="" />
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: { sm: 'nowrap' } }} data-testid="agent-name" translate="no">
                {fullName(a)}
              </Typography>
              <TruncatedText text={a.code} variant="caption" color="text.secondary" sx={{ display: 'block' }} />
            </Box>
          </Box>
        ),
      },
      { id: 'rank', header: t('myTeam.columns.rank'), sortable: true, render: (a) => <RankChip rank={a.rank} /> },
      { id: 'licensed', header: t('myTeam.columns.licensed'), render: (a) => <LicensedChip licensed={a.is_licensed} /> },
      { id: 'depth', header: t('myTeam.columns.depth'), sortable: true, align: 'right', render: (a) => a.depth },
      { id: 'upline', header: t('myTeam.columns.upline'), render: (a) => (a.upline_name ? <span translate="no">{a.upline_name}</span> : '—') },
      {
        id: 'total_downline_count',
        header: t('myTeam.columns.totalDownline'),
        sortable: true,
        firstSortDirection: 'desc',
        align: 'right',
        render: (a) => a.total_downline_count,
      },
      {
        id: 'joined_at',
        header: t('myTeam.columns.joined'),
        sortable: true,
        firstSortDirection: 'desc',
        nowrap: true,
        render: (a) => formatDate(a.joined_at),
      },
      { id: 'problems', header: t('myTeam.columns.problems'), render: (a) => <ProblemBadges problems={a.problems} /> },
    ],
    [t, formatDate],
  );

  return (
    <PagedDataTable
      {...list}
      aria-label={t('myTeam.table')}
      columns={columns}
      getRowId={(a) => a.code}
      onRowClick={onOpen ? (a) => onOpen(a) : undefined}
      getRowLabel={(a) => t('myTeam.openAgent', { name: fullName(a) })}
      getRowProps={(a) => ({ 'data-code': a.code, selected: a.code === selectedCode })}
      minWidth={960}
      texts={texts}
    />
  );
}
