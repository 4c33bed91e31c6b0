import { ToastProvider } from '@agent-portal/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The portal's toast area (spec §8): ui-kit's `ToastProvider` with each toast's dismiss button
 * named in the agent's language (`toast.dismiss`, issue #29), renamed when the language changes.
 */
export function PortalToasts({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return <ToastProvider dismissLabel={t('toast.dismiss')}>{children}</ToastProvider>;
}
