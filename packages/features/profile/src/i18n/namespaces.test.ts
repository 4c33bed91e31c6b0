import { describeTranslations } from '@agent-portal/test-utils';
import { accountSettingTranslations } from './accountSetting/index.js';
import accountSettingSameAsEnglish from './accountSetting/same-as-english.json' with { type: 'json' };
import { myProfileTranslations } from './myProfile/index.js';
import myProfileSameAsEnglish from './myProfile/same-as-english.json' with { type: 'json' };
import { paymentsTranslations } from './payments/index.js';
import paymentsSameAsEnglish from './payments/same-as-english.json' with { type: 'json' };

// Every message in all six languages (issue #4 "Forms"; ARCHITECTURE §7), none left in English outside each
// namespace's same-as-english.json (issue #29).
describeTranslations(myProfileTranslations, myProfileSameAsEnglish);
describeTranslations(paymentsTranslations, paymentsSameAsEnglish);
describeTranslations(accountSettingTranslations, accountSettingSameAsEnglish);
