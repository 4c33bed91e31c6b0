import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TypographyProps } from '@mui/material/Typography';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

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
}

/** Whether the element shows less than its text (its content is wider than its box). */
const isCut = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth + 1;

/**
 * One line of text that never breaks inside a word — an e-mail address, an agent code
 * (`AG-000167`), a ticket number — cut with an ellipsis when its box is narrower, and shown whole
 * in a tooltip on hover and on keyboard focus (issue #28 item 1: "liam.abebe.c104@exa / mple.com"
 * broke over two lines in a table). Every table and card that shows e-mails or codes uses it.
 * The element carries `data-full-text` (the whole text), which the e2e visual check reads as
 * "this ellipsis can be read whole".
 *
 * @example
 * <TruncatedText text={client.email} href={`mailto:${client.email}`} maxWidth="26ch" variant="caption" />
 * <TruncatedText text={agent.code} />
 */
export function TruncatedText({ text, maxWidth = '100%', variant = 'inherit', color, href, 'aria-label': ariaLabel, sx, 'data-testid': testId }: TruncatedTextProps) {
  const ref = useRef<HTMLElement | null>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);

  // Follows the box's width: a cut text becomes a tab stop, a whole one is not one.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(isCut(element));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, maxWidth]);

  const onOpen = useCallback(() => {
    if (isCut(ref.current)) setOpen(true);
  }, []);

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
    sx: style,
    // Any focus shows it, not only one the browser deems "visible" (MUI's default): a cut text is read by focus.
    onFocus: onOpen,
    onBlur: () => setOpen(false),
  } as const;

  return (
    <Tooltip title={text} open={open} onOpen={onOpen} onClose={() => setOpen(false)} describeChild enterDelay={300}>
      {href !== undefined ? (
        <Link {...common} ref={(element: HTMLAnchorElement | null) => void (ref.current = element)} href={href} aria-label={ariaLabel}>
          {text}
        </Link>
      ) : (
        <Typography {...common} ref={(element: HTMLSpanElement | null) => void (ref.current = element)} component="span" tabIndex={cut ? 0 : undefined} aria-label={ariaLabel}>
          {text}
        </Typography>
      )}
    </Tooltip>
  );
}
