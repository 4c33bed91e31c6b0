import { LoaderOverlay } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';

/**
 * What the data router shows on a full page load while the first matched route's
 * lazy module is still loading (React Router `HydrateFallback`): the global loader
 * (§4 Loader, after its 150 ms delay, so a fast load never flashes it).
 */
export function HydrateFallback() {
  const { t } = useTranslation('common');
  return <LoaderOverlay open label={t('common.loading')} />;
}
