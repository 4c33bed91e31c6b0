import type { FormTagCount } from '@agent-portal/api-client';
import { FilterSelect, visuallyHidden } from '@agent-portal/ui-kit';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../../i18n';

/** Wait after the last keystroke before the search is applied, in ms (spec §9 "Search debounce 500 ms"). */
export const SEARCH_DEBOUNCE_MS = 500;

/** Longest search the gateway takes (`GET /forms` `search`: 1–100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** The filters of a form list, as in the URL and on the wire (`FormListParams`). */
export interface FormFilterValues {
  /** Every word in the title, tag or code (1–100 characters). */
  search?: string;
  /** Exact tag. */
  tag?: string;
}

/** Whether any filter is set. */
export const anyFormFilter = (value: FormFilterValues) => value.search !== undefined || value.tag !== undefined;

/** Props of {@link FormFilters}. */
export interface FormFiltersProps {
  value: FormFilterValues;
  /** The tags of the list with their counts (`FormPage.tags`); `undefined` while loading. */
  tags: readonly FormTagCount[] | undefined;
  /** Called with the whole next set of filters (the search only after {@link SEARCH_DEBOUNCE_MS} of quiet). */
  onChange: (next: FormFilterValues) => void;
  /** Clears every filter. */
  onReset: () => void;
  /** The search's quiet time in ms; default {@link SEARCH_DEBOUNCE_MS}. */
  searchDelayMs?: number;
}

/**
 * The filters of a form list (issue #11; spec §7 `GET /forms`, §9 debounce): a search box
 * (title, tag or code; applied {@link SEARCH_DEBOUNCE_MS} after the last keystroke, keeping
 * what was typed), the tag select (the list's tags with their counts, "All tags" first) and
 * "Reset filters" when any is set. One per line on a phone.
 */
export function FormFilters({ value, tags, onChange, onReset, searchDelayMs = SEARCH_DEBOUNCE_MS }: FormFiltersProps) {
  const { t } = useTranslation(FORMS_NS);
  const headingId = useId();

  // The typed text stays local until the user pauses; a new value from outside (reset, Back) replaces it.
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
  const onSearch = (typed: string) => {
    setSearch(typed);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const next = typed.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
      if (next !== latest.current.value.search) latest.current.onChange({ ...latest.current.value, search: next });
    }, searchDelayMs);
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box id={headingId} component="span" sx={visuallyHidden}>
        {t('list.filters')}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('list.search')}
          placeholder={t('list.searchHint')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 280px' } }}
          slotProps={{
            htmlInput: { maxLength: SEARCH_MAX_LENGTH },
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
          label={t('list.tag')}
          value={value.tag ?? ''}
          allLabel={t('list.allTags')}
          choices={(tags ?? []).map(({ tag, count }) => ({ value: tag, label: t('list.tagChoice', { tag, count }) }))}
          onChange={(tag) => onChange({ ...value, tag: tag || undefined })}
        />
        {anyFormFilter(value) ? (
          <Button variant="text" onClick={onReset}>
            {t('list.reset')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
