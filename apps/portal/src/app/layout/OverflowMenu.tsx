import { isMenuItemEnabled, menuItemDisabledReason, type MenuItem } from '@agent-portal/feature-api';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MuiMenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DISABLED_TEXT_KEY, useDisabledItemClick } from './menuAccess';

/** Props of {@link OverflowMenu}. */
export interface OverflowMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  /** The menu items that did not fit in the horizontal menu, in menu order. */
  items: MenuItem[];
  isLicensed: boolean;
  /** Default `false`. */
  isBlocked?: boolean;
  onClose: () => void;
}

/**
 * The drop-down of the horizontal menu's "More" button: the items that do not fit
 * the window's width, in §2 order. An item with sub-items shows as a heading
 * followed by its sub-items; licensed-only items are greyed out and unclickable
 * for unlicensed agents (§6), and so is what a blocked agent cannot open (§4). Keyboard: arrow keys move, Enter opens, Escape closes.
 */
export function OverflowMenu({ id, anchorEl, items, isLicensed, isBlocked = false, onClose }: OverflowMenuProps) {
  const { t } = useTranslation('common');
  const onDisabledClick = useDisabledItemClick();
  const entry = (item: MenuItem, indent: boolean): ReactNode => {
    const reason = menuItemDisabledReason(item, isLicensed, isBlocked);
    return reason === null ? (
      <MuiMenuItem key={item.id} component={RouterLink} to={item.link} onClick={onClose} sx={indent ? { pl: 4 } : undefined}>
        {t(item.labelKey)}
      </MuiMenuItem>
    ) : (
      <MuiMenuItem
        key={item.id}
        aria-disabled="true"
        title={t(DISABLED_TEXT_KEY[reason])}
        onClick={(e) => onDisabledClick(e, reason, item, onClose)}
        sx={{ color: 'text.disabled', cursor: 'not-allowed', ...(indent ? { pl: 4 } : {}) }}
      >
        {t(item.labelKey)}
      </MuiMenuItem>
    );
  };
  return (
    <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {items.flatMap((item) =>
        item.subItems.length > 0 && isMenuItemEnabled(item, isLicensed, isBlocked)
          ? [
              <ListSubheader key={`${item.id}-heading`} sx={{ lineHeight: '36px', fontWeight: 700 }}>
                {t(item.labelKey)}
              </ListSubheader>,
              ...item.subItems.map((sub) => entry(sub, true)),
            ]
          : [entry(item, false)],
      )}
    </Menu>
  );
}
