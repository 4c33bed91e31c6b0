import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENTS_NS } from '../../i18n';

/** Quiet time after the last keystroke before the search is applied, in ms (spec §5, §9: search debounce 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Longest search the gateway takes (CONTRACTS "Clients": 1–100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** Props of {@link ClientSearchField}. */
export interface ClientSearchFieldProps {
  /** The search in force (the URL's `search`); `undefined` for none. A new value from outside (Back, reset) replaces the typed text. */
  value: string | undefined;
  /**
   * Called with the trimmed text (1–100 characters) or `undefined` for an empty box: after
   * {@link SEARCH_DEBOUNCE_MS} of quiet, or at once on Escape or the clear button. Not called
   * when the text is what is already in force.
   */
  onSearch: (next: string | undefined) => void;
  /** The quiet time in ms; default {@link SEARCH_DEBOUNCE_MS}. */
  delayMs?: number;
}

/**
 * The client search box of `my-clients` (issue #11; spec §5 and §9 "search debounced 500 ms";
 * CONTRACTS "Clients" `search`): the gateway matches it against name, email, phone and policy
 * number, accent-insensitively. What the agent types stays in the box as typed; it is applied
 * after {@link SEARCH_DEBOUNCE_MS} without a keystroke. Escape (when there is text) and the
 * "Clear search" button empty it and apply at once; focus stays in the box.
 */
export function ClientSearchField({ value, onSearch, delayMs = SEARCH_DEBOUNCE_MS }: ClientSearchFieldProps) {
  const { t } = useTranslation(CLIENTS_NS);
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    // Back or a reset changed the search: show it, unless the box already says the same.
    if ((typed.trim() || undefined) !== value) setTyped(value ?? '');
  }
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim().slice(0, SEARCH_MAX_LENGTH) || undefined;
    if (next !== latest.current.value) latest.current.onSearch(next);
  };
  const change = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => apply(text), delayMs);
  };
  const clear = () => {
    setTyped('');
    apply('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && typed !== '') {
      // Only an Escape that clears is ours; otherwise it goes on (e.g. to close a dialog).
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <TextField
      size="small"
      type="search"
      label={t('list.search.label')}
      placeholder={t('list.search.placeholder')}
      value={typed}
      onChange={(event) => change(event.target.value)}
      onKeyDown={onKeyDown}
      inputRef={input}
      sx={{ flex: { xs: '1 1 100%', sm: '1 1 320px' }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            typed !== '' ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={t('list.search.clear')} onClick={clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
