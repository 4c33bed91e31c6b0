import { PageHeader } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';

/** The `recurring-payment` route module (lazy). Placeholder until its components land (issue #4). */
export function Component() {
  const { t } = useTranslation('common');
  return <PageHeader title={t('pages.recurringPayment')} />;
}
