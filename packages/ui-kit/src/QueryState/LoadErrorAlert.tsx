import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NS } from '../i18n/index.js';

/** Props of {@link LoadErrorAlert}. */
export interface LoadErrorAlertProps {
  /** What failed to load; default the translated `uiKit:loadError` ("The data could not be loaded."). */
  text?: ReactNode;
  /** Loads again (e.g. an RTK Query `refetch`); without it there is no retry button. */
  onRetry?: () => unknown;
  /** The retry button's label; default `uiKit:retry` ("Try again"). */
  retryLabel?: string;
  /** Extra styles of the alert. */
  sx?: SxProps<Theme>;
}

/**
 * An error alert for data that failed to load (spec §8: the toast says why; this says
 * what is missing), with a small "Try again" button as its action.
 */
export function LoadErrorAlert({ text, onRetry, retryLabel, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation(UI_KIT_NS);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={() => void onRetry()}>
            {retryLabel ?? t('retry')}
          </Button>
        ) : undefined
      }
    >
      {text ?? t('loadError')}
    </Alert>
  );
}
