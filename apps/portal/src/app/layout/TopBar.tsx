import { buildTopBar, paths } from '@agent-portal/feature-api';
import { Logo } from '@agent-portal/ui-kit';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageMenu } from './LanguageMenu';
import { MobileAppMenu } from './MobileAppMenu';
import { ProfileMenu } from './ProfileMenu';
import { ThemeToggle } from './ThemeToggle';
import { features } from '../portalFeatures';

/** The features' top-bar controls (the global search, the bell), left to right. */
const featureControls = buildTopBar(features);

/** Props of {@link TopBar}. */
export interface TopBarProps {
  /** Opens the phone menu drawer. */
  onOpenMenu: () => void;
}

/**
 * The top bar (§2 Shell): logo, the features' controls (global search, notifications
 * bell), language menu, theme toggle, mobile-app menu and profile menu; on a phone
 * a button opens the menu drawer. Memoized: the shell's own re-renders (its profile and block
 * queries settling) do not render the bar again while `onOpenMenu` is the same function.
 */
export const TopBar = memo(function TopBar({ onOpenMenu }: TopBarProps) {
  const { t } = useTranslation('common');
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar
        sx={{
          gap: { xs: 0, sm: 1 },
          px: { xs: 0.5, sm: 2 },
          // Seven controls must fit a 360 px phone: tighter buttons below the sm breakpoint.
          '& .MuiIconButton-root': { p: { xs: 0.5, sm: 1 } },
        }}
      >
        <IconButton
          color="inherit"
          aria-label={t('topbar.openMenu')}
          onClick={onOpenMenu}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to={paths.dashboard}
          sx={{ display: 'flex', alignItems: 'center', '& svg': { height: { xs: 24, sm: 32 }, width: 'auto' } }}
        >
          <Logo height={32} title={t('app.name')} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {featureControls.map(({ id, Component }) => (
          <Component key={id} />
        ))}
        <LanguageMenu />
        <ThemeToggle />
        <MobileAppMenu />
        <ProfileMenu />
      </Toolbar>
    </AppBar>
  );
});
