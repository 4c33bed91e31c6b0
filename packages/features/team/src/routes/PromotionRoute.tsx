import { PageHeader } from '@agent-portal/ui-kit';
import { useTranslation } from 'react-i18next';

/** Route module under construction (issue #10). */
export function Component() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.promotion')} />;
}
