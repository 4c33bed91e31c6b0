import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { Suspense, lazy, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isMenuItemActive, isMenuItemEnabled, type MenuItemModel } from '../menu/menuItems';
import { MenuButton } from './MenuButton';

const loadSubMenu = () => import('./SubMenu');
const SubMenu = lazy(() => loadSubMenu().then((m) => ({ default: m.SubMenu })));

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  items: MenuItemModel[];
  /** Whether the agent is a licensed contractor (§6); unknown (loading) counts as not. */
  isLicensed: boolean;
}

/**
 * The horizontal menu under the top bar (§2 Menu), shown from the `md` breakpoint up.
 * Licensed-only items are greyed out, `aria-disabled` and unclickable for unlicensed
 * agents; they stay focusable so a screen reader can say why.
 */
export function MainMenu({ items, isLicensed }: MainMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(new Set());

  return (
    <Box
      component="nav"
      aria-label={t('menu.mainNavigation')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        gap: 0.5,
        px: 2,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowX: 'auto',
      }}
    >
      {items.map((item) => {
        const Icon = item.icon;
        const enabled = isMenuItemEnabled(item, isLicensed);
        const active = isMenuItemActive(item, pathname);
        const common = {
          active,
          startIcon: Icon ? <Icon fontSize="small" /> : undefined,
          'data-menu-id': item.id,
        };
        if (!enabled) {
          return (
            <MenuButton
              key={item.id}
              {...common}
              inactive
              aria-disabled="true"
              title={t('menu.licensedOnly')}
              onClick={(e: MouseEvent) => e.preventDefault()}
            >
              {t(item.labelKey)}
            </MenuButton>
          );
        }
        if (item.subItems.length > 0) {
          const menuId = `menu-${item.id}`;
          const isOpen = open?.id === item.id;
          return (
            <Box key={item.id}>
              <MenuButton
                {...common}
                endIcon={<ExpandMore fontSize="small" />}
                aria-haspopup="menu"
                aria-expanded={isOpen}
                aria-controls={isOpen ? menuId : undefined}
                aria-current={active ? 'page' : undefined}
                onPointerEnter={() => void loadSubMenu()}
                onFocus={() => void loadSubMenu()}
                onClick={(e) => {
                  setOpen({ id: item.id, anchor: e.currentTarget });
                  setMounted((ids) => new Set(ids).add(item.id));
                }}
              >
                {t(item.labelKey)}
              </MenuButton>
              {mounted.has(item.id) && (
                <Suspense fallback={null}>
                  <SubMenu
                    id={menuId}
                    anchorEl={isOpen ? open.anchor : null}
                    items={item.subItems}
                    isLicensed={isLicensed}
                    onClose={() => setOpen(null)}
                  />
                </Suspense>
              )}
            </Box>
          );
        }
        return (
          <MenuButton key={item.id} {...common} to={item.link} aria-current={active ? 'page' : undefined}>
            {t(item.labelKey)}
          </MenuButton>
        );
      })}
    </Box>
  );
}
