import { SUPPORTED_LANGUAGES, changeLanguage, type LanguageCode } from '@agent-portal/i18n';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';

/** Props of {@link LanguageMenuPopup}. */
export interface LanguageMenuPopupProps {
  anchorEl: HTMLElement | null;
  onClose: () => void;
}

/** The list of languages (loaded on first open of the language menu). */
export function LanguageMenuPopup({ anchorEl, onClose }: LanguageMenuPopupProps) {
  const { i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = (code: LanguageCode) => {
    onClose();
    void changeLanguage(code);
  };
  return (
    <Menu id="language-menu" anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem key={language.code} lang={language.code} selected={current === language.code} onClick={() => choose(language.code)}>
          {language.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
