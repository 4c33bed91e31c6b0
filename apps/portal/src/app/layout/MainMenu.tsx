import { isMenuItemActive, menuItemDisabledReason, type MenuItem } from '@agent-portal/feature-api';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, lazy, memo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DISABLED_TEXT_KEY, useDisabledItemClick } from './menuAccess';
import { MenuButton } from './MenuButton';
import { useVisibleCount } from './useVisibleCount';

const loadSubMenu = () => import('./SubMenu');
const SubMenu = lazy(() => loadSubMenu().then((m) => ({ default: m.SubMenu })));
const loadOverflowMenu = () => import('./OverflowMenu');
const OverflowMenu = lazy(() => loadOverflowMenu().then((m) => ({ default: m.OverflowMenu })));

/** Id of the "More" drop-down among the open-menu ids. */
const MORE = '__more';

/** Props of {@link MainMenu}. */
export interface MainMenuProps {
  items: MenuItem[];
  /** Whether the agent is a licensed contractor (§6); unknown (loading) counts as not. */
  isLicensed: boolean;
  /** Whether the agent is blocked (§4); unknown (loading) counts as not (the guard still checks). Default `false`. */
  isBlocked?: boolean;
}

/**
 * The horizontal menu under the top bar (§2 Menu), rendered from the `md` breakpoint up.
 * Licensed-only items are greyed out, `aria-disabled` and unclickable for unlicensed
 * agents; so is, for a blocked agent, every item the route guard would send back to the
 * profile (§4, issue #28 item 7: a click goes, as the guard's redirect does, to the profile's
 * blocked banner, whose toast says why). They stay focusable, and their title says why.
 * Items that do not fit the width (long labels in French, German or Russian, a narrow window) move, from
 * the end, into a "More" drop-down, so the menu never scrolls sideways. Memoized: the shell's
 * re-renders skip it while the items, the licence and the block are the same.
 */
export const MainMenu = memo(function MainMenu({ items, isLicensed, isBlocked = false }: MainMenuProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(new Set());
  const onDisabledClick = useDisabledItemClick();
  const barRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  // Below `md` the drawer holds the menu (AppLayout): the bar is not rendered at all, so a phone's
  // first load neither renders its two copies of every item nor measures them (issue #8).
  // Without `matchMedia` (jsdom) the bar shows.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const visibleCount = useVisibleCount(barRef, measureRef, items.length, wide);
  const visible = items.slice(0, visibleCount);
  const overflow = items.slice(visibleCount);

  const openMenu = (id: string, anchor: HTMLElement) => {
    setOpen({ id, anchor });
    setMounted((ids) => new Set(ids).add(id));
  };

  const renderItem = (item: MenuItem, measuring: boolean) => {
    const Icon = item.icon;
    const disabledReason = menuItemDisabledReason(item, isLicensed, isBlocked);
    const enabled = disabledReason === null;
    const active = isMenuItemActive(item, pathname);
    const common = {
      active,
      startIcon: Icon ? <Icon fontSize="small" /> : undefined,
      ...(measuring ? {} : { 'data-menu-id': item.id }),
    };
    if (measuring) {
      return (
        // Rendered as the visible item is (a link is not as wide as a button), without its handlers.
        <MenuButton
          key={item.id}
          {...common}
          inactive={!enabled}
          to={enabled && item.subItems.length === 0 ? item.link : undefined}
          endIcon={enabled && item.subItems.length > 0 ? <ExpandMore fontSize="small" /> : undefined}
        >
          {t(item.labelKey)}
        </MenuButton>
      );
    }
    if (disabledReason !== null) {
      return (
        <MenuButton
          key={item.id}
          {...common}
          inactive
          aria-disabled="true"
          title={t(DISABLED_TEXT_KEY[disabledReason])}
          onClick={(e: MouseEvent) => onDisabledClick(e, disabledReason, item)}
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
            onClick={(e) => openMenu(item.id, e.currentTarget)}
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
                isBlocked={isBlocked}
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
  };

  if (!wide) return null;
  const moreOpen = open?.id === MORE;
  return (
    <Box
      component="nav"
      ref={barRef}
      aria-label={t('menu.mainNavigation')}
      sx={{
        display: { xs: 'none', md: 'flex' },
        position: 'relative',
        gap: 0.5,
        px: 2,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'hidden',
        '& > *': { flexShrink: 0 },
      }}
    >
      {visible.map((item) => renderItem(item, false))}
      {overflow.length > 0 && (
        <Box>
          <MenuButton
            active={overflow.some((item) => isMenuItemActive(item, pathname))}
            startIcon={<MoreHoriz fontSize="small" />}
            endIcon={<ExpandMore fontSize="small" />}
            aria-label={t('menu.moreItems')}
            aria-haspopup="menu"
            aria-expanded={moreOpen}
            aria-controls={moreOpen ? 'menu-more' : undefined}
            data-menu-id="more"
            onPointerEnter={() => void loadOverflowMenu()}
            onFocus={() => void loadOverflowMenu()}
            onClick={(e) => openMenu(MORE, e.currentTarget)}
          >
            {t('menu.more')}
          </MenuButton>
          {mounted.has(MORE) && (
            <Suspense fallback={null}>
              <OverflowMenu
                id="menu-more"
                anchorEl={moreOpen ? open.anchor : null}
                items={overflow}
                isLicensed={isLicensed}
                isBlocked={isBlocked}
                onClose={() => setOpen(null)}
              />
            </Suspense>
          )}
        </Box>
      )}
      {/* An invisible copy of every item and of the "More" button, measured to decide what fits. */}
      <Box
        ref={measureRef}
        aria-hidden="true"
        inert
        sx={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: 'max-content',
          display: 'flex',
          gap: 0.5,
          visibility: 'hidden',
          pointerEvents: 'none',
          whiteSpace: 'nowrap',
          '& > *': { flexShrink: 0 },
        }}
      >
        {items.map((item) => renderItem(item, true))}
        <MenuButton startIcon={<MoreHoriz fontSize="small" />} endIcon={<ExpandMore fontSize="small" />}>
          {t('menu.more')}
        </MenuButton>
      </Box>
    </Box>
  );
});
