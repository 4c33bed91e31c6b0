import {
  useGetDownlinePreviewQuery,
  useGetHierarchyAgentQuery,
  useGetUplineChainQuery,
  useGetUplineTelemetryQuery,
  useListTeamQuery,
  type ListTeamArgs,
} from '@agent-portal/api-client';
import type { AgentProblem, AgentStatus, TeamSort } from '@agent-portal/api-client/wire';
import { boolParam, BusySkeleton, intIn, LoadErrorAlert, oneOf, PageHeader, type QueryLike, textParam, useUrlListState } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AgentDrawer, AgentPanel, DOWNLINE_PREVIEW_LIMIT } from '../components/AgentPanel/AgentPanel.js';
import { RANKS } from '@agent-portal/api-client/wire';
import { anyFilter, PROBLEM_FILTERS, STATUSES, TeamFilters, type TeamFilterValues } from '../components/TeamFilters/TeamFilters.js';
import { TeamSummary } from '../components/TeamSummary/TeamSummary.js';
import { TEAM_SORT_COLUMNS, TeamTable } from '../components/TeamTable/TeamTable.js';
import { isForbidden, useCurrentAgent } from '../hooks/useCurrentAgent.js';
import { TEAM_NS } from '../i18n/index.js';

/** The URL parameters of the filters (`new=true` is "new this pay cycle"). */
const FILTER_PARAMS = { depth: 'depth', rank: 'rank', licensed: 'licensed', status: 'status', problem: 'problem', newThisCycle: 'new', search: 'search' } as const;

/** The filters of a `my-team` query string; unknown values are ignored. */
export function parseTeamFilters(params: URLSearchParams): TeamFilterValues {
  return {
    depth: intIn(params.get('depth'), 1, 6),
    rank: oneOf(params.get('rank'), RANKS),
    licensed: boolParam(params.get('licensed')),
    status: oneOf<AgentStatus>(params.get('status'), STATUSES),
    problem: oneOf<AgentProblem>(params.get('problem'), PROBLEM_FILTERS),
    newThisCycle: params.get('new') === 'true' ? true : undefined,
    search: textParam(params.get('search')),
  };
}

/** An RTK Query result showing only the current argument's data (not the previous agent's while the next loads). */
function current<T>(query: { currentData?: T; isFetching: boolean; isError: boolean; refetch: () => unknown }): QueryLike<T> {
  return { data: query.currentData, isLoading: query.isFetching && query.currentData === undefined, isError: query.isError, refetch: query.refetch };
}

/** The filters as URL parameters (`undefined` removes one). */
function filterPatch(next: TeamFilterValues) {
  return {
    [FILTER_PARAMS.depth]: next.depth,
    [FILTER_PARAMS.rank]: next.rank,
    [FILTER_PARAMS.licensed]: next.licensed === undefined ? undefined : String(next.licensed),
    [FILTER_PARAMS.status]: next.status,
    [FILTER_PARAMS.problem]: next.problem,
    [FILTER_PARAMS.newThisCycle]: next.newThisCycle ? 'true' : undefined,
    [FILTER_PARAMS.search]: next.search,
  };
}

/**
 * The `my-team` route module (lazy; spec §2 `my-team`, §1 hierarchy; issue #10): the
 * signed-in agent's downline.
 *
 * - Summary: `useGetUplineTelemetryQuery(myId)` (direct, total, licensed vs not, new this pay
 *   cycle, production this cycle vs the previous one, the problems roll-up whose buttons set
 *   the table's `problem` filter).
 * - Table: `useListTeamQuery({ code: myCode, …filters, page, limit, sort })`, server paged and
 *   sorted; filters depth, rank, licensed, status, problem, new this pay cycle (`joined_from` =
 *   the telemetry's `pay_cycle_start`) and a debounced search. Everything lives in the URL
 *   (`?depth=&rank=&licensed=&status=&problem=&new=true&search=&sort=&page=&limit=`); a new
 *   filter goes back to page 1.
 * - Side panel: a row opens the agent's {@link AgentPanel} in a drawer; the agent is in the URL
 *   (`?agent=AG-…`), so the panel survives a reload; Escape or Close clears it.
 * - A 403 from the gateway is shown as "not allowed", other errors with "Try again".
 */
export function Component() {
  const { t } = useTranslation(TEAM_NS);
  const me = useCurrentAgent();
  const { params, page, pageSize, update, pagination, sort, sortArg, onSortChange } = useUrlListState(useSearchParams(), {
    keepPageFor: ['agent'],
    sortColumns: TEAM_SORT_COLUMNS,
  });
  const filters = useMemo(() => parseTeamFilters(params), [params]);
  const selectedCode = textParam(params.get('agent'), 40);
  const panelTitleId = useId();

  const telemetry = useGetUplineTelemetryQuery(me.id ?? skipToken);
  const cycleStart = telemetry.data?.pay_cycle_start;
  // "New this pay cycle" needs the cycle's start from the telemetry; if that fails, the filter is dropped.
  const waitForCycle = filters.newThisCycle === true && cycleStart === undefined && !telemetry.isError;
  const { newThisCycle, ...wire } = filters;
  const args: ListTeamArgs | typeof skipToken =
    me.code && !waitForCycle
      ? {
          code: me.code,
          ...wire,
          ...(newThisCycle && cycleStart ? { joined_from: cycleStart } : {}),
          page,
          limit: pageSize,
          ...(sortArg ? { sort: sortArg as TeamSort } : {}),
        }
      : skipToken;
  const list = useListTeamQuery(args);

  // The drawer keeps showing the last agent while it slides out after closing.
  const [shownCode, setShownCode] = useState(selectedCode);
  if (selectedCode !== undefined && selectedCode !== shownCode) setShownCode(selectedCode);
  const panelCode = selectedCode ?? shownCode;
  const agent = useGetHierarchyAgentQuery(panelCode ?? skipToken);
  const upline = useGetUplineChainQuery(panelCode ?? skipToken);
  const downline = useGetDownlinePreviewQuery(panelCode ? { code: panelCode, limit: DOWNLINE_PREVIEW_LIMIT } : skipToken);

  const reset = () => update(filterPatch({}));
  const listForbidden = isForbidden(list.error);

  return (
    <>
      <PageHeader title={t('pages.myTeam')} subtitle={t('myTeam.subtitle')} />
      {me.isError ? <LoadErrorAlert text={t('myTeam.loadError')} onRetry={me.refetch} sx={{ mb: 2 }} /> : null}
      {telemetry.isLoading ? (
        <BusySkeleton lines={3} label={t('myTeam.summary.title')} />
      ) : telemetry.isError ? (
        isForbidden(telemetry.error) ? (
          <LoadErrorAlert text={t('myTeam.forbidden')} sx={{ mb: 2 }} />
        ) : (
          <LoadErrorAlert text={t('myTeam.summaryError')} onRetry={telemetry.refetch} sx={{ mb: 2 }} />
        )
      ) : telemetry.data && telemetry.data.total_count > 0 ? (
        <TeamSummary
          telemetry={telemetry.data}
          selectedProblem={filters.problem}
          onProblemSelect={(problem) => update({ problem: filters.problem === problem ? undefined : problem })}
        />
      ) : null}
      <TeamFilters value={filters} onChange={(next) => update(filterPatch(next))} onReset={reset} />
      <TeamTable
        rows={list.currentData?.data}
        pagination={{ ...pagination, total: list.currentData?.count ?? 0 }}
        sort={sort}
        onSortChange={onSortChange}
        loading={list.isFetching || me.isLoading || waitForCycle}
        error={list.isError}
        errorText={listForbidden ? t('myTeam.forbidden') : undefined}
        onRetry={listForbidden ? undefined : list.refetch}
        filtered={anyFilter(filters)}
        onResetFilters={reset}
        onOpen={(a) => update({ agent: a.code })}
        selectedCode={selectedCode}
      />
      <AgentDrawer open={selectedCode !== undefined} onClose={() => update({ agent: undefined })} titleId={panelTitleId}>
        <AgentPanel
          agent={current(agent)}
          agentErrorText={isForbidden(agent.error) ? t('agentPanel.forbidden') : undefined}
          upline={current(upline)}
          downline={current(downline)}
          selfCode={me.code}
          onClose={() => update({ agent: undefined })}
          titleId={panelTitleId}
        />
      </AgentDrawer>
    </>
  );
}
