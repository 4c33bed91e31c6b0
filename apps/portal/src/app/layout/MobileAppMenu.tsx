import PhoneIphone from '@mui/icons-material/PhoneIphone';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from './useLazyPopup';

const load = () => import('./MobileAppMenuPopup');
const MobileAppMenuPopup = lazy(() => load().then((m) => ({ default: m.MobileAppMenuPopup })));

/** The mobile-app menu button of the top bar (§2); its items load on first open. */
export function MobileAppMenu() {
  const { t } = useTranslation('common');
  const popup = useLazyPopup();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('topbar.mobileApp')}
        title={t('topbar.mobileApp')}
        aria-haspopup="menu"
        aria-controls={popup.isOpen ? 'mobile-app-menu' : undefined}
        aria-expanded={popup.isOpen}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={popup.open}
      >
        <PhoneIphone />
      </IconButton>
      {popup.mounted && (
        <Suspense fallback={null}>
          <MobileAppMenuPopup anchorEl={popup.anchor} onClose={popup.close} />
        </Suspense>
      )}
    </>
  );
}
