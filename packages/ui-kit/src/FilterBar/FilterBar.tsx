import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '../a11y/visuallyHidden.js';

/** Props of {@link FilterGroup}. */
export interface FilterGroupProps {
  /** The group's name, read by screen readers only (e.g. "Client filters"). */
  label: string;
  /** The search, the selects, the buttons. */
  children: ReactNode;
}

/**
 * A list's filters as one named group (`role="group"` named by a visually hidden label), with the
 * gap below it that a list's filters keep above the table. {@link FilterBar} lays the filters out
 * in it; a page with its own layout (e.g. a phone's search + "Filters" sheet button) uses it alone.
 */
export function FilterGroup({ label, children }: FilterGroupProps) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2 }}>
      <Box id={labelId} component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {children}
    </Box>
  );
}

/**
 * The props of a list's search and filters (spec §2 list pages, §9), as `PagedListProps` are
 * its table's: the values from the URL list state and its handlers. A feature's filters extend it
 * with what their selects offer (`interface ClientFiltersProps extends ListFiltersProps<ClientFilterValues> { options… }`).
 * @typeParam Values - the list's search and filter values, e.g. `{ search?: string; policy_status?: PolicyStatus }`.
 */
export interface ListFiltersProps<Values> {
  /** The search and filters as they are (a key `undefined` when not set). */
  value: Values;
  /** Called with what changed (a patch or the whole next set, as the list's state takes it); the search only once applied (debounced). */
  onChange: (change: Values) => void;
  /** Clears the search and every filter. */
  onReset: () => void;
  /** The search's quiet time in ms; default the search field's `SEARCH_DEBOUNCE_MS` (500, spec §9). */
  searchDelayMs?: number;
}

/** Props of {@link FilterBar}. */
export interface FilterBarProps extends FilterGroupProps {
  /** Whether a search or any filter is set: only then is the reset button shown. */
  filtered: boolean;
  /** The reset button's text, e.g. "Clear search and filters". */
  resetLabel: string;
  /** Clears the search and every filter (write the URL back to the list's defaults). */
  onReset: () => void;
  /** The reset button's size; default `'medium'`. */
  resetSize?: 'small' | 'medium';
}

/**
 * The filter bar above a server-paged list (spec §2 list pages; the react-admin `List`'s filter
 * form): a {@link FilterGroup} whose search field and `FilterSelect`s wrap in a row from `sm` up
 * (one per line on a phone, as their own widths say), followed by a text button that clears them
 * all — shown only while a search or filter is set (`filtered`).
 *
 * @example
 * <FilterBar label={t('filters.label')} filtered={anyFilter(value)} resetLabel={t('filters.clear')} onReset={reset}>
 *   <SearchField … />
 *   <FilterSelect … />
 * </FilterBar>
 */
export function FilterBar({ label, filtered, resetLabel, onReset, resetSize, children }: FilterBarProps) {
  return (
    <FilterGroup label={label}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {children}
        {filtered ? (
          <Button variant="text" size={resetSize} onClick={onReset}>
            {resetLabel}
          </Button>
        ) : null}
      </Box>
    </FilterGroup>
  );
}
