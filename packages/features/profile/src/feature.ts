/**
 * The profile feature for the portal shell (§2, §4, issue #4): `my-profile` (open to a
 * blocked agent — it is where the block check sends them, `#recurring-transactions`),
 * `recurring-payment` and `account-setting`. Route modules load lazily so formik, yup
 * and the card-provider adapters stay out of the dashboard's critical path.
 */
export const profileFeature = {
  id: 'profile',
  routes: [
    {
      path: 'my-profile',
      titleKey: 'pages.myProfile',
      blockCheck: false,
      lazy: () => import('./routes/MyProfileRoute'),
    },
    {
      path: 'recurring-payment',
      titleKey: 'pages.recurringPayment',
      lazy: () => import('./routes/RecurringPaymentRoute'),
    },
    {
      path: 'account-setting',
      titleKey: 'pages.accountSetting',
      lazy: () => import('./routes/AccountSettingRoute'),
    },
  ],
};
