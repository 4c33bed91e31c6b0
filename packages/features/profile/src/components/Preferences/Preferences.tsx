import { SUPPORTED_LANGUAGES, changeLanguage, isSupportedLanguage } from '@agent-portal/i18n';
import { SectionCard, useThemeMode, type ThemeMode } from '@agent-portal/ui-kit';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_SETTING_NS } from '../../i18n/accountSetting/index.js';

/**
 * Preferences (issue #4 account-setting): the portal language (`changeLanguage` from
 * `@agent-portal/i18n`: writes the `lang` cookie, spec §2, §9) and the colour theme
 * (`useThemeMode` from `@agent-portal/ui-kit`, kept in local storage). Both apply at once.
 * Needs the portal's `ThemeModeProvider` above it. A ui-kit `SectionCard`.
 */
export function Preferences() {
  const { t, i18n } = useTranslation(ACCOUNT_SETTING_NS);
  const { mode, setMode } = useThemeMode();
  const titleId = useId();
  const themeLabelId = useId();
  const current = i18n.resolvedLanguage ?? i18n.language ?? 'en';

  return (
    <SectionCard titleId={titleId} title={t('preferences.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <TextField
          select
          id={`${titleId}-language`}
          name="language"
          label={t('preferences.language')}
          value={isSupportedLanguage(current) ? current : 'en'}
          onChange={(event) => {
            const code = event.target.value;
            if (isSupportedLanguage(code)) void changeLanguage(code);
          }}
          sx={{ minWidth: 220 }}
        >
          {SUPPORTED_LANGUAGES.map((language) => (
            <MenuItem key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Typography id={themeLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {t('preferences.theme')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            aria-labelledby={themeLabelId}
            onChange={(_event, next: ThemeMode | null) => {
              if (next) setMode(next);
            }}
          >
            <ToggleButton value="light">
              <LightModeIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('preferences.light')}
            </ToggleButton>
            <ToggleButton value="dark">
              <DarkModeIcon fontSize="small" sx={{ mr: 1 }} aria-hidden />
              {t('preferences.dark')}
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      </Box>
    </SectionCard>
  );
}
