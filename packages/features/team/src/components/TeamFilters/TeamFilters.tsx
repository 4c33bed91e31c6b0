import type { AgentProblem, AgentStatus, RankCode } from '@agent-portal/api-client';
import { FilterSelect, visuallyHidden } from '@agent-portal/ui-kit';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n';
import { RANKS } from '../RankChip/RankChip';

/** The depths the depth filter offers (1 = direct downline); "All" is no depth. */
export const DEPTHS = [1, 2, 3, 4, 5, 6] as const;
/** The statuses of the status filter. */
export const STATUSES: readonly AgentStatus[] = ['ACTIVE', 'BLOCKED'];
/** The problems of the problem filter. */
export const PROBLEM_FILTERS: readonly AgentProblem[] = ['BLOCKED', 'DOCUMENTS', 'LICENSE_PENDING'];
/** Wait after the last keystroke before the search is applied (ms). */
export const SEARCH_DEBOUNCE_MS = 400;

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

/** Props of {@link TeamFilters}. */
export interface TeamFiltersProps {
  value: TeamFilterValues;
  /** Called with the whole next set of filters (the search only after {@link SEARCH_DEBOUNCE_MS} of quiet). */
  onChange: (next: TeamFilterValues) => void;
  /** Clears every filter. */
  onReset: () => void;
  /** The search's quiet time in ms; default {@link SEARCH_DEBOUNCE_MS}. */
  searchDelayMs?: number;
}

/**
 * The my-team table's filters (issue #10; CONTRACTS "Team" `GET /v2/hierarchy/{code}/team`):
 * a search box (name, code or email; applied {@link SEARCH_DEBOUNCE_MS} after the last
 * keystroke), depth (levels 1–6 or All), rank, licence (all / licensed / not licensed),
 * status, problem, "New this pay cycle", and "Reset filters" when any is set. MUI
 * selects with "All" first; they wrap, one per line on a phone.
 */
export function TeamFilters({ value, onChange, onReset, searchDelayMs = SEARCH_DEBOUNCE_MS }: TeamFiltersProps) {
  const { t } = useTranslation(TEAM_NS);
  const headingId = useId();
  const all = t('myTeam.filters.all');
  const set = (patch: TeamFilterValues) => onChange({ ...value, ...patch });

  // The search box: typed text stays local until the user pauses; a new value from outside (reset, Back) replaces it.
  const [search, setSearch] = useState(value.search ?? '');
  const [shownSearch, setShownSearch] = useState(value.search);
  if (shownSearch !== value.search) {
    setShownSearch(value.search);
    setSearch(value.search ?? '');
  }
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (text: string) => {
    setSearch(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = text.trim().slice(0, 100) || undefined;
      if (next !== latest.current.value.search) latest.current.onChange({ ...latest.current.value, search: next });
    }, searchDelayMs);
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box id={headingId} component="span" sx={visuallyHidden}>
        {t('myTeam.filters.label')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('myTeam.filters.search')}
          placeholder={t('myTeam.filters.searchHint')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 240px' } }}
          slotProps={{
            htmlInput: { maxLength: 100 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
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
        {anyFilter(value) ? (
          <Button variant="text" onClick={onReset}>
            {t('myTeam.filters.reset')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
