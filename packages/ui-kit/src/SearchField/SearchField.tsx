import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Quiet time after the last keystroke before a search is applied, in ms (spec §5, §9: search debounce 500 ms). */
export const SEARCH_DEBOUNCE_MS = 500;
/** Longest search the gateway's list endpoints take, in characters (1–100). */
export const SEARCH_MAX_LENGTH = 100;

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** The field's visible label (its accessible name). */
  label: string;
  /** Hint shown in the empty box (what the search matches). */
  placeholder?: string;
  /** Accessible name of the clear button; default ui-kit's "Clear search". */
  clearLabel?: string;
  /**
   * The search in force (e.g. the URL's `search`); `undefined` for none. A new value from
   * outside (Back, "Reset filters") replaces the typed text (a pending search is dropped), unless the box already says the same.
   */
  value: string | undefined;
  /**
   * Called with the trimmed text (1–`maxLength` characters) or `undefined` for an empty box:
   * after `delayMs` of quiet, or at once on Escape or the clear button. Not called when the
   * text is what is already in force.
   */
  onSearch: (next: string | undefined) => void;
  /** The quiet time in ms; default {@link SEARCH_DEBOUNCE_MS}. */
  delayMs?: number;
  /** Most characters the box takes; default {@link SEARCH_MAX_LENGTH}. */
  maxLength?: number;
  /** Extra styles (e.g. the width in a filter row); default grows from 280 px, full width on a phone. */
  sx?: SxProps<Theme>;
}

const defaultSx: SxProps<Theme> = { flex: { xs: '1 1 100%', sm: '1 1 280px' } };

/**
 * A debounced search box for a list page (spec §5 and §9 "search debounced 500 ms"): what
 * the user types stays in the box as typed and is applied after `delayMs` without a
 * keystroke (trimmed; an empty box is no search). Escape (when there is text) and the clear
 * button empty it and apply at once, focus staying in the box; an Escape on an empty box goes
 * on (e.g. to close a dialog). `type="search"`, so it is a `searchbox` to assistive tech.
 */
export function SearchField({
  label,
  placeholder,
  clearLabel,
  value,
  onSearch,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength = SEARCH_MAX_LENGTH,
  sx,
}: SearchFieldProps) {
  const { t } = useTranslation(UI_KIT_NS);
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [replaced, setReplaced] = useState(0);
  if (shown !== value) {
    setShown(value);
    // Back or a reset changed the search: show it, unless the box already says the same.
    if ((typed.trim() || undefined) !== value) {
      setTyped(value ?? '');
      setReplaced((n) => n + 1);
    }
  }
  const latest = useRef({ value, onSearch, maxLength });
  useEffect(() => {
    latest.current = { value, onSearch, maxLength };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  // What was typed before the outside change is dropped, not applied over it.
  useEffect(() => clearTimeout(timer.current), [replaced]);

  const apply = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim().slice(0, latest.current.maxLength) || undefined;
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
      // Only an Escape that clears is ours; otherwise it goes on.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  };

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={typed}
      onChange={(event) => change(event.target.value)}
      onKeyDown={onKeyDown}
      inputRef={input}
      sx={[defaultSx, { '& input::-webkit-search-cancel-button': { display: 'none' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        htmlInput: { maxLength, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            typed !== '' ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={clearLabel ?? t('search.clear')} onClick={clear}>
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
