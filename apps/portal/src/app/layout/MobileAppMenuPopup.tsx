import { showToast } from '@agent-portal/ui-kit';
import Android from '@mui/icons-material/Android';
import Apple from '@mui/icons-material/Apple';
import InstallMobile from '@mui/icons-material/InstallMobile';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../bootstrap/RuntimeConfigContext';
import { promptInstall, useInstallPrompt } from '../pwa/installPrompt';

/** Props of {@link MobileAppMenuPopup}. */
export interface MobileAppMenuPopupProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/**
 * The mobile-app menu's items (§2): iOS and Android store links and the partner
 * book link from the runtime config. A store whose link is not configured (the app
 * is not published there yet) shows the toast 'Mobile App Coming Soon'. Links open
 * in a new tab with `noopener`. Where the browser offers to install the portal
 * (`beforeinstallprompt`, issue #32 §4), "Install the portal on this device" comes first and opens
 * the browser's install dialog; it goes once the portal is installed (`appinstalled`).
 */
export function MobileAppMenuPopup({ anchorEl, onClose }: MobileAppMenuPopupProps) {
  const { t } = useTranslation('common');
  const { mobileApp } = useRuntimeConfig();
  const installOffer = useInstallPrompt();

  const entry = (key: string, url: string, icon: ReactNode, label: string) =>
    url ? (
      <MenuItem key={key} component="a" href={url} target="_blank" rel="noopener noreferrer" onClick={onClose}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    ) : (
      <MenuItem
        key={key}
        onClick={() => {
          onClose();
          showToast(t('topbar.mobileComingSoon'), 'info');
        }}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );

  return (
    <Menu id="mobile-app-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {installOffer && [
        <MenuItem
          key="install"
          onClick={() => {
            onClose();
            void promptInstall();
          }}
        >
          <ListItemIcon>
            <InstallMobile fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('topbar.installPortal')}</ListItemText>
        </MenuItem>,
        <Divider key="install-divider" />,
      ]}
      {entry('ios', mobileApp.iosUrl, <Apple fontSize="small" />, t('topbar.downloadIos'))}
      {entry('android', mobileApp.androidUrl, <Android fontSize="small" />, t('topbar.downloadAndroid'))}
      {entry('partner-book', mobileApp.partnerBookUrl, <MenuBookOutlined fontSize="small" />, t('topbar.partnerBook'))}
    </Menu>
  );
}
