import { showToast } from '@agent-portal/ui-kit';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PhoneIphone from '@mui/icons-material/PhoneIphone';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../bootstrap/RuntimeConfigContext';

/**
 * The mobile-app menu of the top bar (§2): iOS and Android store links and the
 * partner book link from the runtime config. A store whose link is not configured
 * yet (the app is not published there) shows the toast 'Mobile App Coming Soon'.
 * Links open in a new tab with `noopener`.
 */
export function MobileAppMenu() {
  const { t } = useTranslation('common');
  const { mobileApp } = useRuntimeConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const entry = (key: string, url: string, icon: ReactNode, label: string) =>
    url ? (
      <MenuItem key={key} component="a" href={url} target="_blank" rel="noopener noreferrer" onClick={close}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    ) : (
      <MenuItem
        key={key}
        onClick={() => {
          close();
          showToast(t('topbar.mobileComingSoon'), 'info');
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );

  return (
    <>
      <Tooltip title={t('topbar.mobileApp')}>
        <IconButton
          color="inherit"
          aria-label={t('topbar.mobileApp')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'mobile-app-menu' : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <PhoneIphone />
        </IconButton>
      </Tooltip>
      <Menu id="mobile-app-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {entry('ios', mobileApp.iosUrl, <Apple fontSize="small" />, t('topbar.downloadIos'))}
        {entry('android', mobileApp.androidUrl, <Android fontSize="small" />, t('topbar.downloadAndroid'))}
        {entry('partner-book', mobileApp.partnerBookUrl, <MenuBookOutlined fontSize="small" />, t('topbar.partnerBook'))}
      </Menu>
    </>
  );
}
