import type { SearchResult } from '@agent-portal/api-client/wire';
import { useFormTagLabel, useProductTypeLabel } from '@agent-portal/ui-kit';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH } from '../../constants.js';
import { SEARCH_NS } from '../../i18n/index.js';
import { clientResultPath, formResultPath, ticketResultPath } from '../../paths.js';

/** What the panel shows below the input. */
export type SearchPanelStatus = 'idle' | 'loading' | 'error' | 'done';

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  /** The text in the input (controlled). */
  query: string;
  onQueryChange: (query: string) => void;
  /**
   * `idle`: nothing searched (blank input → 'Enter Text to Search'); `loading`:
   * waiting for the debounce or the gateway (a progress bar; earlier results stay);
   * `error`: the last search failed; `done`: `result` answers the current text.
   */
  status: SearchPanelStatus;
  /** The latest result (kept while the next one loads), or undefined. */
  result: SearchResult | undefined;
  /** The agent's licence (§6): false links clients to access-denied; undefined = not known yet. */
  licensed: boolean | undefined;
  /** Opens a result: the portal path to go to (spec §2 link targets). */
  onOpen: (path: string) => void;
  /** Runs the failed search again. */
  onRetry: () => void;
  /**
   * Why the gateway refused the search, in the agent's language (its policy reason, issue #26:
   * e.g. a blocked agent): shown instead of the generic failure, without a retry (trying again
   * cannot change a refusal). Undefined for a failure a retry may mend.
   */
  refusal?: string;
}

interface Option {
  id: string;
  path: string;
  group: 'clients' | 'forms' | 'support';
  primary: string;
  /** The primary text is a name or a code, the same in every language: marked `translate="no"` (issue #29). */
  primaryVerbatim?: boolean;
  secondary: ReactNode;
  meta?: string;
  locked?: boolean;
}

const GROUP_ICONS = { clients: PersonOutline, forms: DescriptionOutlined, support: SupportAgentOutlined } as const;

/**
 * The search modal's content (spec §2 Search modal): one labelled input (a
 * combobox) and the results grouped as Clients (name; product type and policy
 * number, or 'N/A'), Forms (title, tag, category) and Support (ticket,
 * subject, status) in a listbox. ↑/↓ move the active result
 * (`aria-activedescendant`), Enter opens it, a click opens one. Messages:
 * 'Enter Text to Search' for a blank input, 'No Result found' when nothing
 * matches. Server text is rendered as text. Product types, form tags, categories and ticket
 * statuses are worded in the page's language (the values stay the gateway's); names, ticket
 * numbers and subjects are marked `translate="no"` (issue #29).
 */
export function SearchPanel({ query, onQueryChange, status, result, licensed, onOpen, onRetry, refusal }: SearchPanelProps) {
  const { t } = useTranslation(SEARCH_NS);
  const productTypeLabel = useProductTypeLabel();
  const tagLabel = useFormTagLabel();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const listRef = useRef<HTMLDivElement>(null);
  const blank = query.trim() === '';
  const shown = blank ? undefined : result;

  const options = useMemo<Option[]>(() => {
    if (!shown) return [];
    const naText = t('na');
    return [
      ...shown.clients.map((client): Option => {
        const [first, ...others] = client.policies;
        return {
          id: `${baseId}-client-${client.id}`,
          path: clientResultPath(client.id, licensed),
          group: 'clients',
          primary: `${client.first_name} ${client.last_name}`,
          primaryVerbatim: true,
          secondary: first
            ? `${productTypeLabel(first.products.product_type.title)} · ${first.policy_no}${others.length ? ` · ${t('morePolicies', { count: others.length })}` : ''}`
            : naText,
          locked: licensed === false,
        };
      }),
      ...shown.forms.map(
        (form): Option => ({
          id: `${baseId}-form-${form.id}`,
          path: formResultPath(form, licensed),
          group: 'forms',
          primary: form.title,
          secondary: `${tagLabel(form.tag)} · ${t(`categories.${form.category}`)}`,
          locked: licensed === false && form.category === 'BUSSINESS_OVERVIEW',
        }),
      ),
      ...shown.support.map(
        (ticket): Option => ({
          id: `${baseId}-ticket-${ticket.id}`,
          path: ticketResultPath(ticket.id),
          group: 'support',
          primary: ticket.ticket,
          primaryVerbatim: true,
          secondary: <span translate="no">{ticket.subject}</span>,
          meta: ticket.status,
        }),
      ),
    ];
  }, [shown, licensed, baseId, t, productTypeLabel, tagLabel]);

  const [active, setActive] = useState(0);
  // A new result highlights its first entry, so Enter opens the best match.
  useEffect(() => setActive(0), [options]);
  const activeOption = options[Math.min(active, options.length - 1)];

  useEffect(() => {
    if (!activeOption) return;
    const element = listRef.current?.querySelector(`[id="${CSS.escape(activeOption.id)}"]`);
    if (element && 'scrollIntoView' in element) (element as HTMLElement).scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeOption && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onOpen(activeOption.path);
    }
  };

  const groups = (['clients', 'forms', 'support'] as const)
    .map((group) => ({ group, items: options.filter((option) => option.group === group) }))
    .filter(({ items }) => items.length > 0);
  const found = options.length;

  let message: ReactNode = null;
  if (blank) message = t('enterText');
  else if (status === 'error')
    message = (
      <Alert
        severity="error"
        action={
          refusal ? undefined : (
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          )
        }
        sx={{ textAlign: 'left', width: '100%' }}
      >
        {refusal ?? t('error')}
      </Alert>
    );
  else if (status === 'done' && found === 0) message = t('noResult');
  else if (status === 'loading' && !shown) message = t('searching');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 1, pb: 1.5 }}>
        <TextField
          autoFocus
          fullWidth
          label={t('inputLabel')}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => onQueryChange(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
          onKeyDown={onKeyDown}
          autoComplete="off"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: {
              role: 'combobox',
              type: 'search',
              maxLength: SEARCH_MAX_LENGTH,
              spellCheck: false,
              'aria-autocomplete': 'list',
              'aria-expanded': found > 0,
              'aria-controls': listboxId,
              'aria-activedescendant': found > 0 && activeOption ? activeOption.id : undefined,
              'aria-describedby': `${baseId}-hint`,
            },
          }}
        />
      </Box>
      <Box sx={{ height: 4 }}>
        {status === 'loading' && !blank && <LinearProgress aria-label={t('searching')} />}
      </Box>
      {/* The results scroll on their own; a keyboard user who tabs here can scroll them with the
          arrow keys as well as move through them from the box (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <Box
        ref={listRef}
        role="region"
        aria-label={t('results')}
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          px: { xs: 1, sm: 2 },
          pb: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {message !== null && (
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', minHeight: 120, px: 2, textAlign: 'center' }}
          >
            <Typography color="text.secondary" component="div" sx={{ width: status === 'error' && !blank ? '100%' : 'auto' }}>
              {message}
            </Typography>
          </Box>
        )}
        <Box
          role="listbox"
          id={listboxId}
          aria-label={t('results')}
          hidden={found === 0}
          aria-busy={status === 'loading' || undefined}
        >
          {groups.map(({ group, items }) => {
            const Icon = GROUP_ICONS[group];
            const headingId = `${baseId}-${group}-heading`;
            return (
              <Box key={group} role="group" aria-labelledby={headingId} sx={{ mb: 1 }}>
                <Typography
                  id={headingId}
                  role="presentation"
                  variant="overline"
                  color="text.secondary"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1 }}
                >
                  <Icon fontSize="small" aria-hidden />
                  {t(`groups.${group}`)}
                </Typography>
                {items.map((option) => {
                  const selected = option.id === activeOption?.id;
                  return (
                    <Box
                      key={option.id}
                      id={option.id}
                      role="option"
                      aria-selected={selected}
                      data-path={option.path}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => !selected && setActive(options.indexOf(option))}
                      onClick={() => onOpen(option.path)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1.5,
                        px: 1.5,
                        py: 1,
                        borderRadius: 1,
                        cursor: 'pointer',
                        bgcolor: selected ? 'action.selected' : 'transparent',
                        outline: selected ? 2 : 0,
                        outlineColor: 'primary.main',
                        outlineOffset: -2,
                      }}
                    >
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography noWrap sx={{ fontWeight: 500 }} translate={option.primaryVerbatim ? 'no' : undefined}>
                          {option.primary}
                        </Typography>
                        <Typography noWrap variant="body2" color="text.secondary">
                          {option.secondary}
                        </Typography>
                      </Box>
                      {option.locked && (
                        <Box
                          component="span"
                          title={t('licensedOnly')}
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', fontSize: 12 }}
                        >
                          <LockOutlined fontSize="inherit" aria-hidden />
                          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                            {t('licensedOnly')}
                          </Box>
                        </Box>
                      )}
                      {option.meta && <StatusPill status={option.meta} label={t(`status.${option.meta}`)} />}
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 2,
          px: { xs: 2, sm: 3 },
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
        }}
      >
        <Typography variant="caption" id={`${baseId}-hint`} sx={{ display: { xs: 'none', sm: 'block' } }}>
          {t('keysHint')}
        </Typography>
        <Typography variant="caption" role="status" aria-live="polite" sx={{ ml: 'auto' }}>
          {!blank && status === 'done' ? t('resultCount', { count: found }) : ''}
        </Typography>
      </Box>
    </Box>
  );
}

const STATUS_TONES: Record<string, 'info' | 'warning' | 'success' | 'default'> = {
  OPEN: 'info',
  IN_PROGRESS: 'warning',
  RESOLVED: 'success',
  CLOSED: 'default',
};

/** A small status label of a ticket. */
function StatusPill({ status, label }: { status: string; label: string }) {
  const tone = STATUS_TONES[status] ?? 'default';
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        px: 1,
        py: 0.25,
        borderRadius: 8,
        fontSize: 12,
        fontWeight: 500,
        border: 1,
        borderColor: tone === 'default' ? 'divider' : `${tone}.main`,
        color: tone === 'default' ? 'text.secondary' : `${tone}.main`,
        display: 'inline-block',
      }}
    >
      {label}
    </Box>
  );
}
