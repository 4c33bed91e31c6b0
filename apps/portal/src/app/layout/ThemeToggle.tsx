import { useThemeMode } from '@agent-portal/ui-kit';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/** Switches light and dark mode; the choice is remembered (ui-kit ThemeModeProvider). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { mode, toggleMode } = useThemeMode();
  const label = mode === 'dark' ? t('topbar.switchToLight') : t('topbar.switchToDark');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleMode}>
        {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
