import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyPopup } from './useLazyPopup';

const load = () => import('./LanguageMenuPopup');
const LanguageMenuPopup = lazy(() => load().then((m) => ({ default: m.LanguageMenuPopup })));

/**
 * The language menu of the top bar (§2 Languages): every supported language by its
 * own name; choosing one sets the `lang` cookie and translates the portal at once.
 */
export function LanguageMenu() {
  const { t } = useTranslation('common');
  const popup = useLazyPopup();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('topbar.language')}
        title={t('topbar.language')}
        aria-haspopup="menu"
        aria-controls={popup.isOpen ? 'language-menu' : undefined}
        aria-expanded={popup.isOpen}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={popup.open}
      >
        <Translate />
      </IconButton>
      {popup.mounted && (
        <Suspense fallback={null}>
          <LanguageMenuPopup anchorEl={popup.anchor} onClose={popup.close} />
        </Suspense>
      )}
    </>
  );
}
