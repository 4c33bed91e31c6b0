import { PageHeader } from '@agent-portal/ui-kit';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '../components/PasswordChange/PasswordChange.js';
import { Preferences } from '../components/Preferences/Preferences.js';
import { SecurityQuestion } from '../components/SecurityQuestion/SecurityQuestion.js';
import { SignInActivities } from '../components/SignInActivities/SignInActivities.js';
import { ACCOUNT_SETTING_NS } from '../i18n/accountSetting/index.js';

/**
 * The `account-setting` route module (lazy; spec §2, §7 sso v1; issue #4): security question,
 * password change, sign-in activities and preferences (language, theme).
 */
export function Component() {
  const { t } = useTranslation(ACCOUNT_SETTING_NS);
  return (
    <>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <PasswordChange />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
          <SecurityQuestion />
          <Preferences />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <SignInActivities />
        </Box>
      </Box>
    </>
  );
}
