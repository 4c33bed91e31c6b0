import { SUPPORTED_LANGUAGES, changeLanguage, type LanguageCode } from '@agent-portal/i18n';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The language menu of the top bar (§2 Languages): every supported language by its
 * own name; choosing one sets the `lang` cookie and translates the portal at once.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = i18n.resolvedLanguage ?? i18n.language;
  const choose = (code: LanguageCode) => {
    setAnchor(null);
    void changeLanguage(code);
  };
  return (
    <>
      <Tooltip title={t('topbar.language')}>
        <IconButton
          color="inherit"
          aria-label={t('topbar.language')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SUPPORTED_LANGUAGES.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={current === language.code}
            onClick={() => choose(language.code)}
          >
            {language.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
