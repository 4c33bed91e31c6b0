import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isMenuItemActive, isMenuItemEnabled, menuItemDisabledReason, type MenuItem } from '@agent-portal/feature-api';
import { DISABLED_TEXT_KEY, useDisabledItemClick } from './menuAccess';

/** Props of {@link MenuDrawer}. */
export interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  items: MenuItem[];
  isLicensed: boolean;
  /** Default `false`. */
  isBlocked?: boolean;
}

/**
 * The menu on a phone (below the `md` breakpoint): a drawer from the left with the
 * same items; sub-items expand in place. Same rules as the horizontal menu: what an
 * unlicensed (§6) or blocked (§4) agent cannot open is greyed out with the reason under it.
 */
export function MenuDrawer({ open, onClose, items, isLicensed, isBlocked = false }: MenuDrawerProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const onDisabledClick = useDisabledItemClick();
  const [expanded, setExpanded] = useState<string | null>(null);

  const renderLeaf = (item: MenuItem, depth: number) => {
    const reason = menuItemDisabledReason(item, isLicensed, isBlocked);
    const Icon = item.icon;
    const icon = Icon ? (
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
    ) : null;
    if (reason !== null) {
      return (
        <ListItemButton
          key={item.id}
          aria-disabled="true"
          title={t(DISABLED_TEXT_KEY[reason])}
          onClick={(e) => onDisabledClick(e, reason, item, onClose)}
          sx={{ pl: 2 + depth * 2, color: 'text.disabled', cursor: 'not-allowed' }}
        >
          {icon}
          <ListItemText primary={t(item.labelKey)} secondary={t(DISABLED_TEXT_KEY[reason])} />
        </ListItemButton>
      );
    }
    return (
      <ListItemButton
        key={item.id}
        component={RouterLink}
        to={item.link}
        onClick={onClose}
        selected={pathname === item.link}
        sx={{ pl: 2 + depth * 2 }}
      >
        {icon}
        <ListItemText primary={t(item.labelKey)} />
      </ListItemButton>
    );
  };

  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <List component="nav" aria-label={t('menu.mainNavigation')}>
        {items.map((item) => {
          if (item.subItems.length === 0 || !isMenuItemEnabled(item, isLicensed, isBlocked)) return renderLeaf(item, 0);
          const isOpen = expanded === item.id || (expanded === null && isMenuItemActive(item, pathname));
          const Icon = item.icon;
          return (
            <Fragment key={item.id}>
              <ListItemButton aria-expanded={isOpen} onClick={() => setExpanded(isOpen ? '' : item.id)}>
                {Icon && (
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText primary={t(item.labelKey)} />
                {isOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={isOpen} unmountOnExit>
                <List disablePadding>{item.subItems.map((sub) => renderLeaf(sub, 1))}</List>
              </Collapse>
            </Fragment>
          );
        })}
      </List>
    </Drawer>
  );
}
