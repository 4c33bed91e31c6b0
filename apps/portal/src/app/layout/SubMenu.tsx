import Menu from '@mui/material/Menu';
import MuiMenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { THREE_COLUMN_THRESHOLD, menuItemDisabledReason, type MenuItem } from '@agent-portal/feature-api';
import { DISABLED_TEXT_KEY, useDisabledItemClick } from './menuAccess';

/** Props of {@link SubMenu}. */
export interface SubMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  items: MenuItem[];
  isLicensed: boolean;
  /** Default `false`. */
  isBlocked?: boolean;
  onClose: () => void;
}

/**
 * The drop-down of a menu item. More than eleven sub-items are laid out in three
 * columns (§2, §9). Items the agent cannot open (unlicensed §6, blocked §4) are greyed out,
 * `aria-disabled`, titled with the reason, and do not navigate. Keyboard: arrow keys move, Enter opens, Escape closes (MUI Menu).
 */
export function SubMenu({ id, anchorEl, items, isLicensed, isBlocked = false, onClose }: SubMenuProps) {
  const { t } = useTranslation('common');
  const onDisabledClick = useDisabledItemClick();
  const threeColumns = items.length > THREE_COLUMN_THRESHOLD;
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{
        list: {
          'data-columns': threeColumns ? 3 : 1,
          sx: threeColumns ? { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(180px, 1fr))' } : undefined,
        } as object,
      }}
    >
      {items.map((item) => {
        const reason = menuItemDisabledReason(item, isLicensed, isBlocked);
        return reason === null ? (
          <MuiMenuItem key={item.id} component={RouterLink} to={item.link} onClick={onClose}>
            {t(item.labelKey)}
          </MuiMenuItem>
        ) : (
          <MuiMenuItem
            key={item.id}
            aria-disabled="true"
            title={t(DISABLED_TEXT_KEY[reason])}
            onClick={(e) => onDisabledClick(e, reason, item, onClose)}
            sx={{ color: 'text.disabled', cursor: 'not-allowed' }}
          >
            {t(item.labelKey)}
          </MuiMenuItem>
        );
      })}
    </Menu>
  );
}
