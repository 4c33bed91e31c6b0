import { useThemeMode } from '@agent-portal/ui-kit';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** Switches light and dark mode; the choice is remembered (ui-kit ThemeModeProvider). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('topbar.switchToLight') : t('topbar.switchToDark');
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={toggleMode}>
      {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
    </IconButton>
  );
}
