import Menu from '@mui/material/Menu';
import MuiMenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { THREE_COLUMN_THRESHOLD, isMenuItemEnabled, type MenuItem } from '@agent-portal/feature-api';

/** Props of {@link SubMenu}. */
export interface SubMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  items: MenuItem[];
  isLicensed: boolean;
  onClose: () => void;
}

/**
 * The drop-down of a menu item. More than eleven sub-items are laid out in three
 * columns (§2, §9). Keyboard: arrow keys move, Enter opens, Escape closes (MUI Menu).
 */
export function SubMenu({ id, anchorEl, items, isLicensed, onClose }: SubMenuProps) {
  const { t } = useTranslation('common');
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
        const enabled = isMenuItemEnabled(item, isLicensed);
        return enabled ? (
          <MuiMenuItem key={item.id} component={RouterLink} to={item.link} onClick={onClose}>
            {t(item.labelKey)}
          </MuiMenuItem>
        ) : (
          <MuiMenuItem key={item.id} aria-disabled="true" title={t('menu.licensedOnly')} sx={{ color: 'text.disabled', cursor: 'not-allowed' }}>
            {t(item.labelKey)}
          </MuiMenuItem>
        );
      })}
    </Menu>
  );
}
