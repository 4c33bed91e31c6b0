import { selectForegroundRequestPending } from '@agent-portal/api-client';
import { LoaderOverlay } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';

/**
 * The global loader (§4 Loader) on its own: the only part of the shell that follows every
 * foreground request. Read in the shell itself, each request's start and end re-rendered the whole
 * shell — top bar, menu, footer — synchronously (~25 ms on a hierarchy expansion, measured).
 * Its accessible name is `common.loading` in the agent's language (issue #29), as the route loader's.
 */
export function GlobalLoader() {
  const { t } = useTranslation('common');
  return <LoaderOverlay open={useSelector(selectForegroundRequestPending)} label={t('common.loading')} />;
}
