import { useListTeamQuery } from '@agent-portal/api-client';
import type { TeamMember } from '@agent-portal/api-client/wire';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NS } from '../../i18n/index.js';
import { agentName } from './downlineTree.js';

/** Wait after the last keystroke before asking the server (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** Most matches proposed. */
export const SEARCH_LIMIT = 10;

/** Props of {@link AgentSearch}. */
export interface AgentSearchProps {
  /** The signed-in agent's code: matches come from their downline. */
  rootCode: string | undefined;
  /** A match was chosen. */
  onChoose: (member: TeamMember) => void;
}

const optionLabel = (m: TeamMember) => `${agentName(m)} (${m.code})`;

/**
 * "Find an agent" on the hierarchy page (issue #10): an MUI Autocomplete proposing up to
 * {@link SEARCH_LIMIT} agents of the downline by name, code or email
 * (`GET /integration/v2/hierarchy/{code}/team?search=&limit=10`), asked
 * {@link SEARCH_DEBOUNCE_MS} ms after the last keystroke.
 */
export function AgentSearch({ rootCode, onChoose }: AgentSearchProps) {
  const { t } = useTranslation(TEAM_NS);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [value, setValue] = useState<TeamMember | null>(null);
  // the chosen agent's label in the field is not a new search
  const typed = value && input === optionLabel(value) ? '' : input.trim();
  useEffect(() => {
    const timer = setTimeout(() => setTerm(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const query = useListTeamQuery(rootCode && term ? { code: rootCode, search: term.slice(0, 100), limit: SEARCH_LIMIT } : skipToken);
  const waiting = typed !== term || query.isFetching;
  const options = term && query.currentData ? query.currentData.data : value ? [value] : [];
  return (
    <Autocomplete<TeamMember, false, false, false>
      options={options}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, member) => {
        setValue(member);
        if (member) onChoose(member);
      }}
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      loading={Boolean(typed) && waiting}
      loadingText={t('tree.searching')}
      noOptionsText={input.trim() ? t('tree.noMatches') : t('tree.searchPlaceholder')}
      disabled={!rootCode}
      renderOption={({ key, ...props }, m) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <span translate="no">{agentName(m)}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
            {m.code} · {t(`common.ranks.${m.rank}`)}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('tree.search')}
          placeholder={t('tree.searchPlaceholder')}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {Boolean(typed) && waiting ? <CircularProgress color="inherit" size={18} aria-hidden /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
      sx={{ maxWidth: 480, width: '100%' }}
    />
  );
}
