import { LoadErrorAlert } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** Props of {@link GuardLoadError}. */
export interface GuardLoadErrorProps {
  /** Loads the agent's profile again (the guard's `retry`). */
  onRetry: () => void;
}

/**
 * What a licensed-only route shows when the profile its guard needs failed to load (gateway
 * 5xx, timeout, offline; issue #13 §5): the licence cannot be checked, so the page does not
 * open, and "Try again" asks again. The toast of the failed call says why (spec §8).
 * Loaded on first use only (a default export for `React.lazy`).
 */
export default function GuardLoadError({ onRetry }: GuardLoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', my: { xs: 2, md: 4 } }}>
      <LoadErrorAlert text={t('guardLoadError.text')} retryLabel={t('guardLoadError.retry')} onRetry={onRetry} />
    </Box>
  );
}
