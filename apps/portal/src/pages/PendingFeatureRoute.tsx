import { PageHeader } from '@agent-portal/ui-kit';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

interface TitleHandle {
  titleKey?: string;
}

/**
 * A route of §2 whose feature arrives with a later issue: it renders inside the
 * shell with its title only (issue #2 §4), and its guards already apply.
 */
export function Component() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const titleKey = [...matches].reverse().map((m) => (m.handle as TitleHandle | undefined)?.titleKey).find(Boolean);
  return (
    <>
      <PageHeader title={titleKey ? t(titleKey) : t('app.name')} />
      <Typography color="text.secondary">{t('pages.comingSoon')}</Typography>
    </>
  );
}
