import type { AgentProblem, AgentStatus, RankCode } from '@agent-portal/api-client/wire';
import { FilterBar, FilterGroup, FilterSelect, SearchField, SideSheet, visuallyHidden, type ListFiltersProps } from '@agent-portal/ui-kit';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { RANKS } from '@agent-portal/api-client/wire';

/** The depths the depth filter offers (1 = direct downline); "All" is no depth. */
export const DEPTHS = [1, 2, 3, 4, 5, 6] as const;
/** The statuses of the status filter. */
export const STATUSES: readonly AgentStatus[] = ['ACTIVE', 'BLOCKED'];
/** The problems of the problem filter. */
export const PROBLEM_FILTERS: readonly AgentProblem[] = ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'];

/** The team table's filters, as in the URL (and, but for `newThisCycle`, on the wire: `TeamParams`). */
export interface TeamFilterValues {
  /** 1…6 below the agent; `undefined` = all depths. */
  depth?: number;
  rank?: RankCode;
  licensed?: boolean;
  status?: AgentStatus;
  problem?: AgentProblem;
  /** Only agents who joined in the current pay cycle (wire `joined_from` = its start). */
  newThisCycle?: boolean;
  /** Name, code or email (1–100 characters). */
  search?: string;
}

/** The keys of {@link TeamFilterValues}. */
export const TEAM_FILTER_KEYS = ['depth', 'rank', 'licensed', 'status', 'problem', 'newThisCycle', 'search'] as const;

/** Whether any filter is set. */
export const anyFilter = (value: TeamFilterValues) => TEAM_FILTER_KEYS.some((key) => value[key] !== undefined);

/** The filters a phone keeps in the "Filters" sheet (all but the search, which stays on the page). */
export const SHEET_FILTER_KEYS = ['depth', 'rank', 'licensed', 'status', 'problem', 'newThisCycle'] as const;

/** How many of the sheet's filters are set (the count on the phone's "Filters" button). */
export const activeSheetFilters = (value: TeamFilterValues) => SHEET_FILTER_KEYS.filter((key) => value[key] !== undefined).length;

/** Props of {@link TeamFilters}: the list's values and handlers (`onChange` takes the whole next set of filters). */
export type TeamFiltersProps = ListFiltersProps<TeamFilterValues>;

/**
 * The my-team table's filters (issue #10; CONTRACTS "Team" `GET /v2/hierarchy/{code}/team`):
 * a search box (name, code or email; ui-kit `SearchField`: applied 500 ms after the last
 * keystroke, spec §9; Escape or its clear button apply at once), depth (levels 1–6 or All),
 * rank, licence (all / licensed / not licensed), status, problem, "New this pay cycle", and
 * "Reset filters" when any is set. MUI selects with "All" first; they wrap from `sm` up. On a
 * phone (below `sm`, issue #28 item 10) only the search stays on the page: the other filters are
 * in a "Filters" bottom sheet (ui-kit `SideSheet`) opened by a button that counts the active ones,
 * so the first agent is not ~700 px of filters down. Built on ui-kit's `FilterBar` (from `sm` up) and `FilterGroup` (phone).
 */
export function TeamFilters({ value, onChange, onReset, searchDelayMs }: TeamFiltersProps) {
  const { t } = useTranslation(TEAM_NS);
  const all = t('myTeam.filters.all');
  const set = (patch: TeamFilterValues) => onChange({ ...value, ...patch });
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetTitleId = useId();
  const countId = useId();
  const active = activeSheetFilters(value);

  const search = (
    <SearchField
      label={t('myTeam.filters.search')}
      placeholder={t('myTeam.filters.searchHint')}
      value={value.search}
      onSearch={(search) => onChange({ ...value, search })}
      delayMs={searchDelayMs}
      sx={{ flex: { xs: '1 1 0', sm: '1 1 240px' }, minWidth: 0 }}
    />
  );

  const reset = anyFilter(value) ? (
    <Button variant="text" onClick={onReset}>
      {t('myTeam.filters.reset')}
    </Button>
  ) : null;

  const selects = (
    <>
      <FilterSelect
        label={t('myTeam.filters.depth')}
        value={value.depth === undefined ? '' : String(value.depth)}
        allLabel={all}
        choices={DEPTHS.map((d) => ({ value: String(d), label: t('myTeam.filters.depthLevel', { depth: d }) }))}
        onChange={(v) => set({ depth: v ? Number(v) : undefined })}
      />
      <FilterSelect
        label={t('myTeam.filters.rank')}
        value={value.rank ?? ''}
        allLabel={all}
        choices={RANKS.map((r) => ({ value: r, label: t(`common.ranks.${r}`) }))}
        onChange={(v) => set({ rank: (v || undefined) as RankCode | undefined })}
      />
      <FilterSelect
        label={t('myTeam.filters.licensed')}
        value={value.licensed === undefined ? '' : String(value.licensed)}
        allLabel={all}
        choices={[
          { value: 'true', label: t('myTeam.filters.licensedYes') },
          { value: 'false', label: t('myTeam.filters.licensedNo') },
        ]}
        onChange={(v) => set({ licensed: v === '' ? undefined : v === 'true' })}
      />
      <FilterSelect
        label={t('myTeam.filters.status')}
        value={value.status ?? ''}
        allLabel={all}
        choices={STATUSES.map((s) => ({ value: s, label: t(`common.status.${s}`) }))}
        onChange={(v) => set({ status: (v || undefined) as AgentStatus | undefined })}
      />
      <FilterSelect
        label={t('myTeam.filters.problem')}
        value={value.problem ?? ''}
        allLabel={all}
        choices={PROBLEM_FILTERS.map((p) => ({ value: p, label: t(`common.problems.${p}`) }))}
        onChange={(v) => set({ problem: (v || undefined) as AgentProblem | undefined })}
      />
      <FormControlLabel
        control={<Switch checked={value.newThisCycle === true} onChange={(event) => set({ newThisCycle: event.target.checked || undefined })} />}
        label={t('myTeam.filters.newThisCycle')}
      />
    </>
  );

  if (phone) {
    return (
      <FilterGroup label={t('myTeam.filters.label')}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {search}
          <Button
            variant="outlined"
            startIcon={<TuneOutlined />}
            onClick={() => setSheetOpen(true)}
            aria-haspopup="dialog"
            // Named by what is seen ("Filters 2", WCAG 2.5.3); what the number is, as its description.
            aria-describedby={active > 0 ? countId : undefined}
            data-testid="team-filters-open"
            sx={{ flexShrink: 0, height: 40 }}
          >
            {t('myTeam.filters.sheet')}
            {active > 0 ? (
              <Box
                component="span"
                data-testid="team-filters-count"
                sx={{ ml: 1, minWidth: 20, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, lineHeight: '20px', textAlign: 'center' }}
              >
                {active}
              </Box>
            ) : null}
          </Button>
          {active > 0 ? (
            <Box component="span" id={countId} sx={visuallyHidden}>
              {t('myTeam.filters.activeCount', { count: active })}
            </Box>
          ) : null}
        </Box>
        <SideSheet open={sheetOpen} onClose={() => setSheetOpen(false)} titleId={sheetTitleId} data-testid="team-filters-sheet">
          <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <Typography id={sheetTitleId} variant="h6" component="h2">
              {t('myTeam.filters.label')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, '& > *': { width: '100%' } }}>{selects}</Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              {reset ?? <span />}
              <Button variant="contained" onClick={() => setSheetOpen(false)}>
                {t('myTeam.filters.showAgents')}
              </Button>
            </Box>
          </Box>
        </SideSheet>
      </FilterGroup>
    );
  }

  return (
    <FilterBar label={t('myTeam.filters.label')} filtered={anyFilter(value)} resetLabel={t('myTeam.filters.reset')} onReset={onReset}>
      {search}
      {selects}
    </FilterBar>
  );
}
