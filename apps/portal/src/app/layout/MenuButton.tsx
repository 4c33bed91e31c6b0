import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AriaAttributes, FocusEventHandler, MouseEventHandler, PointerEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Props of {@link MenuButton}. */
export interface MenuButtonProps extends AriaAttributes {
  children: ReactNode;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  /** The current page belongs to this item. */
  active?: boolean;
  /** Greyed out (licensed-only item for an unlicensed agent); stays focusable. */
  inactive?: boolean;
  /** Renders a router link to this path instead of a button. */
  to?: string;
  title?: string;
  onClick?: MouseEventHandler<HTMLElement>;
  onPointerEnter?: PointerEventHandler<HTMLElement>;
  onFocus?: FocusEventHandler<HTMLElement>;
  sx?: SxProps<Theme>;
  'data-menu-id'?: string;
}

/**
 * One entry of the horizontal menu: MUI ButtonBase (ripple, focus-visible, keyboard)
 * styled as a text button, or a router link when `to` is given. Lighter than MUI
 * Button, which keeps the dashboard's critical-path JS within its budget.
 */
export function MenuButton({ startIcon, endIcon, active = false, inactive = false, to, children, sx, ...rest }: MenuButtonProps) {
  const style: SxProps<Theme> = {
    gap: 1,
    px: 1.25,
    py: 0.75,
    borderRadius: 1,
    whiteSpace: 'nowrap',
    fontSize: '0.875rem',
    lineHeight: 1.75,
    fontWeight: active ? 700 : 500,
    color: inactive ? 'text.disabled' : active ? 'primary.main' : 'text.primary',
    cursor: inactive ? 'not-allowed' : 'pointer',
    '&:hover': { bgcolor: inactive ? 'transparent' : 'action.hover' },
    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
    '& svg': { fontSize: 20 },
  };
  const content = (
    <>
      {startIcon}
      {children}
      {endIcon}
    </>
  );
  const sxList = [style, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])] as SxProps<Theme>;
  return to ? (
    <ButtonBase {...rest} component={RouterLink} to={to} sx={sxList}>
      {content}
    </ButtonBase>
  ) : (
    <ButtonBase {...rest} sx={sxList}>
      {content}
    </ButtonBase>
  );
}
