import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { myProfileTranslations } from './i18n/myProfile/index.js';
import { paymentsTranslations } from './i18n/payments/index.js';
import { accountSettingTranslations } from './i18n/accountSetting/index.js';

/**
 * The profile feature (§2, §4, issue #4): `my-profile` (open to a blocked agent —
 * it is where the block check sends them, `#recurring-transactions`),
 * `recurring-payment` and `account-setting`; the Settings menu item with its
 * first three sub-items. Route modules load lazily so formik, yup and the
 * card-provider adapters stay out of the dashboard's critical path.
 */
export const profileFeature: PortalFeature = defineFeature({
  id: 'profile',
  routes: [
    { path: routePaths.myProfile, blockCheck: false, lazy: () => import('./routes/MyProfileRoute.js') },
    { path: routePaths.recurringPayment, lazy: () => import('./routes/RecurringPaymentRoute.js') },
    { path: routePaths.accountSetting, lazy: () => import('./routes/AccountSettingRoute.js') },
  ],
  menu: [
    { id: 'settings', labelKey: 'myProfile:menu.settings', icon: SettingsOutlined, link: paths.accountSetting, order: 90 },
    { id: 'my-profile', labelKey: 'myProfile:menu.myProfile', link: paths.myProfile, order: 10, parent: 'settings' },
    { id: 'account-settings', labelKey: 'myProfile:menu.accountSettings', link: paths.accountSetting, order: 20, parent: 'settings' },
    { id: 'recurring-payments', labelKey: 'myProfile:menu.recurringPayments', link: paths.recurringPayment, order: 30, parent: 'settings' },
  ],
  translations: [myProfileTranslations, paymentsTranslations, accountSettingTranslations],
});
