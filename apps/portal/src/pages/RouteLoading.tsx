import { LoaderOverlay } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * What shows while a route's module loads (its lazy chunk, on the first visit to the route and
 * on a full page load): the global loader (§4 Loader, after its 150 ms delay, so a fast load
 * never flashes it).
 */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return <LoaderOverlay open label={t('common.loading')} />;
}
