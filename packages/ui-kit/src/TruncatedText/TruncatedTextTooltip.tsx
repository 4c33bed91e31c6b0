import Tooltip from '@mui/material/Tooltip';

/** Props of `TruncatedTextTooltip`. @internal */
export interface TruncatedTextTooltipProps {
  /** The tooltip's id (the text's `aria-describedby` while it is open). */
  id: string;
  /** The whole text. */
  text: string;
  /** Whether it is shown (the text decides: hover, focus). */
  open: boolean;
  /** The text element it points at; it is never wrapped, so it keeps its focus. */
  anchorEl: HTMLElement | null;
  /** Escape (MUI's listener while open). */
  onClose: () => void;
  /** The pointer entered the tooltip: stay open (WCAG 1.4.13, hoverable). */
  onPointerEnterTooltip: () => void;
  /** The pointer left the tooltip. */
  onPointerLeaveTooltip: () => void;
  /** HTML's `translate` of the text, given to the tooltip (`'no'` for a name, a code…). */
  translate?: 'yes' | 'no';
}

/**
 * The tooltip of `TruncatedText`, in a chunk of its own: MUI's Tooltip and Popper load when a cut
 * text is first hovered or focused, not with the page (issue #27 budget). It is rendered beside
 * the text, not around it — wrapping the text once it has loaded would remount the element and
 * lose its focus — so its own child is an empty hidden span and the popper is anchored on the
 * text (`slotProps.popper.anchorEl`); `TruncatedText` opens and closes it.
 * @internal
 */
export function TruncatedTextTooltip({ id, text, open, anchorEl, onClose, onPointerEnterTooltip, onPointerLeaveTooltip, translate }: TruncatedTextTooltipProps) {
  return (
    <Tooltip
      id={id}
      title={text}
      open={open && anchorEl !== null}
      onClose={onClose}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      slotProps={{ popper: { anchorEl, onMouseEnter: onPointerEnterTooltip, onMouseLeave: onPointerLeaveTooltip }, tooltip: { translate } }}
    >
      <span hidden />
    </Tooltip>
  );
}
