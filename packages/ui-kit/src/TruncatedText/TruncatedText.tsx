import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType, type SyntheticEvent } from 'react';
import { loadWithRetry } from '../scheduling/loadWithRetry.js';
import type { TruncatedTextTooltipProps } from './TruncatedTextTooltip.js';

/** Props of {@link TruncatedText}. */
export interface TruncatedTextProps {
  /** The whole text: an e-mail address, an agent or form code, a name. Rendered as text, never HTML. */
  text: string;
  /**
   * The widest the text may be before it is cut with an ellipsis (px number or CSS length, e.g.
   * `'26ch'`); default `'100%'` of its box. A code or a short name may leave it: it then never
   * breaks inside and is cut only when its box is narrower than it.
   */
  maxWidth?: number | string;
  /** Typography variant; default `'inherit'` (the surrounding text's). */
  variant?: TypographyProps['variant'];
  /** Text colour, e.g. `'text.secondary'`. */
  color?: string;
  /**
   * Makes the text a link (`mailto:…`, `tel:…`): the link is then what takes focus and shows the
   * whole text. Without it, a cut text is focusable itself (tab stop) so the keyboard can read it.
   */
  href?: string;
  /** Accessible name of the link (e.g. "Send an e-mail to Liam Abebe, liam.abebe@example.com"). */
  'aria-label'?: string;
  /** Extra styles. */
  sx?: SxProps<Theme>;
  /** Test id. */
  'data-testid'?: string;
  /**
   * HTML's `translate` (issue #29): `'no'` when `text` is data that reads the same in every
   * language — a name, an e-mail address, a code, a file name — so browser translators and the
   * one-language e2e check leave it alone (the tooltip too). Leave it out for a translated text.
   */
  translate?: 'yes' | 'no';
}

/** Whether the element shows less than its text (its content is wider than its box). */
const isCut = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth + 1;

/** The wait before a hovered cut text shows its tooltip, in ms (keyboard focus shows it at once). */
const HOVER_DELAY_MS = 300;

const loadTooltip = () => import('./TruncatedTextTooltip.js');

// MUI's Tooltip and Popper, fetched when a cut text is first hovered or focused. `loadWithRetry`
// never rejects: a chunk that fails to load is fetched again until it arrives, never an error
// thrown to the page (the text stays readable by focus and selection meanwhile).
const TruncatedTextTooltip = lazy(
  () =>
    new Promise<{ default: ComponentType<TruncatedTextTooltipProps> }>((resolve) => {
      loadWithRetry(loadTooltip, (module) => resolve({ default: module.TruncatedTextTooltip }));
    }),
);

/**
 * One line of text that never breaks inside a word — an e-mail address, an agent code
 * (`AG-000167`), a ticket number — cut with an ellipsis when its box is narrower, and shown whole
 * in a tooltip on hover (after 300 ms) and on any keyboard focus (issue #28 item 1:
 * "liam.abebe.c104@exa / mple.com" broke over two lines in a table); Escape closes it, and the
 * pointer may move onto it. A text that fits shows no tooltip. Every table and card that shows
 * e-mails or codes uses it. The element carries `data-full-text` (the whole text), which the e2e
 * visual check reads as "this ellipsis can be read whole".
 *
 * The tooltip's code (MUI's Tooltip and Popper) loads when a cut text is first hovered or
 * focused, not with the page (issue #27: a route's JS budget); until then the text element is
 * rendered alone. The tooltip is rendered beside the element and anchored on it, never around
 * it, so the element is never remounted and keeps its focus. In a test, wait for it:
 * `await screen.findByRole('tooltip')`.
 *
 * @example
 * <TruncatedText text={client.email} href={`mailto:${client.email}`} maxWidth="26ch" variant="caption" />
 * <TruncatedText text={agent.code} />
 * <TruncatedText text={agent.name} translate="no" />
 */
export function TruncatedText({ text, maxWidth = '100%', variant = 'inherit', color, href, 'aria-label': ariaLabel, sx, 'data-testid': testId, translate }: TruncatedTextProps) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  // Turns true on the first hover or focus of a cut text and stays true (the close transition runs).
  const [tooltipWanted, setTooltipWanted] = useState(false);
  const tooltipId = useId();
  const enterTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Follows the box's width: a cut text becomes a tab stop, a whole one is not one.
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => setCut(isCut(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, text, maxWidth]);

  const clearTimers = useCallback(() => {
    clearTimeout(enterTimer.current);
    clearTimeout(leaveTimer.current);
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  /** Shows the tooltip of a cut text after `delay` ms, loading its code first if need be. */
  const show = useCallback(
    (event: SyntheticEvent<HTMLElement>, delay: number) => {
      clearTimers();
      if (!isCut(event.currentTarget)) return;
      setTooltipWanted(true);
      if (delay > 0) enterTimer.current = setTimeout(() => setOpen(true), delay);
      else setOpen(true);
    },
    [clearTimers],
  );
  const hide = useCallback(() => {
    clearTimers();
    setOpen(false);
  }, [clearTimers]);
  // Leaving the text for the tooltip keeps it open (its popper starts at the text's edge, so the
  // pointer enters it before this timer fires), as MUI's interactive tooltips do.
  const hideSoon = useCallback(() => {
    clearTimers();
    leaveTimer.current = setTimeout(() => setOpen(false), 0);
  }, [clearTimers]);
  const stayOpen = useCallback(() => clearTimeout(leaveTimer.current), []);

  const style: SxProps<Theme> = [
    {
      display: 'inline-block',
      maxWidth,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
      overflowWrap: 'normal',
      wordBreak: 'normal',
    },
    ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
  ];

  const common = {
    variant,
    color,
    'data-full-text': text,
    'data-testid': testId,
    translate,
    'aria-describedby': open ? tooltipId : undefined,
    sx: style,
    onMouseEnter: (event: SyntheticEvent<HTMLElement>) => show(event, HOVER_DELAY_MS),
    onMouseLeave: hideSoon,
    // Any focus shows it, not only one the browser deems "visible" (MUI's default): a cut text is read by focus.
    onFocus: (event: SyntheticEvent<HTMLElement>) => show(event, 0),
    onBlur: hide,
  } as const;

  return (
    <>
      {href !== undefined ? (
        <Link {...common} ref={setElement} href={href} aria-label={ariaLabel}>
          {text}
        </Link>
      ) : (
        <Typography {...common} ref={setElement} component="span" tabIndex={cut ? 0 : undefined} aria-label={ariaLabel}>
          {text}
        </Typography>
      )}
      {tooltipWanted ? (
        <Suspense fallback={null}>
          <TruncatedTextTooltip
            id={tooltipId}
            text={text}
            open={open}
            anchorEl={element}
            onClose={hide}
            onPointerEnterTooltip={stayOpen}
            onPointerLeaveTooltip={hideSoon}
            translate={translate}
          />
        </Suspense>
      ) : null}
    </>
  );
}
