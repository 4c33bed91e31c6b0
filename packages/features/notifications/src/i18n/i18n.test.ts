import { describeTranslations } from '@agent-portal/test-utils';
import { notificationsTranslations } from './index.js';
import sameAsEnglish from './same-as-english.json' with { type: 'json' };

// Every key in every language, none left in English outside same-as-english.json (ARCHITECTURE §7, issue #29 item 4).
describeTranslations(notificationsTranslations, sameAsEnglish);
