import type { TicketCategory } from '@agent-portal/api-client/wire';

/**
 * The help content the sandbox seeds (issue #12): FAQ categories and questions, company
 * announcements, and the words of seeded support tickets. Plain text; paragraphs are separated
 * by a blank line (docs/CONTRACTS.md "Support", "Announcements").
 */

/** One FAQ category with its questions, in reading order. */
export interface FaqSeedCategory {
  key: string;
  title: string;
  questions: ReadonlyArray<readonly [question: string, answer: string]>;
}

/** The FAQ: five categories, six questions each (answers: paragraphs separated by a blank line). */
export const FAQ: readonly FaqSeedCategory[] = [
  {
    key: 'PAYMENTS',
    title: 'Payments and invoices',
    questions: [
      [
        'When is the weekly pay cycle?',
        'A pay cycle runs seven days, from Tuesday to the following Monday. Everything confirmed in that week — commissions, overrides and bonuses — is paid together in the payout that follows the cycle.\n\nReports, Payments lists each payout with its pay cycle and status. The reports page lets you pick any pay cycle since January 2023.',
      ],
      [
        'What is the carrier portal utilization invoice?',
        'The carrier portal utilization invoice is the monthly charge for the carrier platform tools every contractor uses ($49.00 a month). Licensed contractors also receive a monthly CRM seat invoice and a yearly E&O insurance invoice.\n\nAll of them are listed under My profile, Recurring transactions, each with its date, amount and status: pending, paid or failed. They are charged to the payment card on file.',
      ],
      [
        'Why is my account blocked?',
        'When your two latest carrier portal utilization invoices have both failed, the portal is blocked: every page sends you to My profile, Recurring transactions until the amount due is paid. One failed invoice does not block you, but it shows as a reminder on your dashboard.\n\nCheck that your payment card is valid, then use Pay now. The payment is confirmed in a few seconds and the whole portal opens again at once, without signing in again.',
      ],
      [
        'Why did my invoice payment fail?',
        'Most failures come from an expired card, a card blocked for online payments or a daily limit reached at your bank. The invoice stays failed until it is paid.\n\nReplace the card under My profile, Payment card if needed, then pay the failed invoice from Recurring transactions. If the bank approves the charge but the invoice still shows failed, raise a ticket in the Payments category.',
      ],
      [
        'How do I change the card that is charged?',
        'Open My profile, Payment card, remove the current card and add the new one. Only one card is kept on file, and the card number never reaches the portal: it is tokenised by the payment provider.\n\nThe next recurring invoice is charged to the new card. Invoices that already failed are paid from Recurring transactions.',
      ],
      [
        'How is my commission paid to me?',
        'Payouts go to the bank account registered under My profile, Bank account, by direct deposit after each pay cycle. The account number is stored masked: only its last four digits are shown.\n\nTo change the account, remove it and add the new one. Routing numbers are checked when you save, so a mistyped one is refused at once.',
      ],
    ],
  },
  {
    key: 'COMMISSIONS',
    title: 'Commissions and bonuses',
    questions: [
      [
        'What is the difference between a commission and an override?',
        'A commission (a personal commission) is paid on a policy you wrote yourself, at the commission rate of its product type. An override is paid to your uplines on the policies written by their downline: up to three levels above the writing agent each receive one.\n\nBoth appear in Reports, Commissions; the Type column tells them apart, and the writing agent is named on each override.',
      ],
      [
        'What is a charge-back?',
        'When a client cancels a policy or stops paying premiums in the first months, the carrier takes back the commission it advanced. The row shows as charged back in Reports, Commissions, and the amount is subtracted from your earnings in the pay cycle it is recorded.\n\nOverrides paid on that policy are charged back to the uplines in the same way. Keeping clients\' premiums up to date is the best way to avoid charge-backs.',
      ],
      [
        'Why is a commission still pending?',
        'A commission stays pending until the carrier confirms the first premium of the policy. Most are confirmed within two pay cycles and then paid in the next payout.\n\nIf one is pending for longer than a month, raise a ticket in the Commissions category with the policy number: support checks the carrier\'s records for you.',
      ],
      [
        'How are bonuses worked out?',
        'There are three kinds of bonus. Production bonuses reward the premium you write in a pay cycle, recruiting bonuses reward new licensed agents you bring in, and persistency bonuses reward policies that stay in force.\n\nReports, Bonus lists every bonus with its pay cycle and amount.',
      ],
      [
        'What do I need for a promotion?',
        'Each rank above Associate has four requirements: being licensed, your personal production, the number of licensed recruits directly below you, and your team\'s production. Production is the premium of the policies written over the last 52 pay cycles, charge-backs left out.\n\nThe Promotion page shows where you stand on each requirement. When all are met you can request the promotion; an upline of a higher rank decides it.',
      ],
      [
        'Where do I see what I earned in a pay cycle?',
        'Reports shows your earnings for the pay cycle you pick, with the change from the previous cycle. Reports, Commissions, Reports, Bonus and Reports, Payments list the rows behind the total.\n\nEvery report can be sorted and paged, and the pay cycle you pick stays in the address, so you can bookmark it.',
      ],
    ],
  },
  {
    key: 'LICENSING',
    title: 'Licensing',
    questions: [
      [
        'What can a licensed contractor do that others cannot?',
        'Licensed contractors see their clients and policies, the business overview and the promotion page, and they earn commissions on the policies they write.\n\nUnlicensed contractors see these menu items greyed out. Everything else — the team, forms, reports, help and the profile — is open to everyone.',
      ],
      [
        'How do I request my license?',
        'Open My profile and choose Request license in the License section. Upload your license certificate under Essential documents first: the review starts from it.\n\nThe License section and your dashboard show the request as pending until the back office decides it.',
      ],
      [
        'How long does a license review take?',
        'Most requests are decided within five business days. A request whose certificate is missing or unreadable waits until a new file is uploaded.\n\nIf yours has been pending for more than two weeks, raise a ticket in the Licensing category.',
      ],
      [
        'Does my license expire?',
        'State licenses must be renewed on each state\'s schedule, usually every two years, with continuing-education credits.\n\nUpload the renewed certificate under Essential documents before the old one expires, so your compliance state stays green and your appointments stay active.',
      ],
      [
        'I moved to another state. What should I do?',
        'Update your address under My profile first. Then raise a ticket in the Licensing category: you may need a resident license in the new state and non-resident licenses where you still have clients.\n\nCarrier appointments follow the licenses, so the back office checks them with you.',
      ],
      [
        'How do I get appointed with a carrier?',
        'Appointments are requested by the back office once you are licensed in the carrier\'s states. The contracting packet is in Forms, Back office.\n\nSend the completed packet through a ticket in the Licensing category; the appointment usually takes two to four weeks, depending on the carrier.',
      ],
    ],
  },
  {
    key: 'DOCUMENTS',
    title: 'Essential documents',
    questions: [
      [
        'Which essential documents do I need?',
        'Three: your license certificate, your errors and omissions (E&O) policy and a government ID card. Each must be current: an expired document counts as missing.\n\nThe Compliance page shows the state of each one, with a link to fix anything that needs attention.',
      ],
      [
        'Which files can I upload?',
        'PDF, PNG or JPEG files of up to 10 MB each. The file must really be of the type its name says: a renamed file is refused.\n\nScans must be complete and readable. Photos of a screen are refused by the compliance team.',
      ],
      [
        'What happens when a document expires?',
        'From 30 days before the expiry date, the document shows as expiring and a reminder appears on your dashboard. You are still compliant during that time.\n\nAfter the expiry date the document counts as expired: you are no longer compliant and your upline sees it among the team\'s problems. Upload the renewed document to fix it.',
      ],
      [
        'Why does my new document not count yet?',
        'After an upload, the compliance team files the document under its type (license certificate, E&O policy or ID card) and records its expiry date, usually within one business day.\n\nUntil then the file is listed under Essential documents but the Compliance page still shows the previous state.',
      ],
      [
        'Can I remove a document I uploaded by mistake?',
        'Yes. Archive it under My profile, Essential documents. Archived files are kept for the record but no longer count for compliance.\n\nIf you archived the only valid document of a type, upload it again.',
      ],
      [
        'Who can see my documents?',
        'Only you and the compliance team can open your files. Your upline sees whether a document is missing or expired, never the file itself.\n\nDocument links only work for your own signed-in session: do not share them.',
      ],
    ],
  },
  {
    key: 'PORTAL',
    title: 'Using the portal',
    questions: [
      [
        'How do I find a client, a form or a ticket quickly?',
        'Use the search in the top bar, or press Ctrl+K (Cmd+K on a Mac). It looks through your clients by name or policy number, the forms catalogue and your support tickets.\n\nAccents do not matter: "sofia" finds "Sofía".',
      ],
      [
        'How do I change the language or the theme?',
        'Pick the language from the language menu in the top bar; the portal is available in English, Spanish, French, German, Italian and Russian.\n\nThe light or dark theme is chosen under Settings. Both choices are remembered on this device.',
      ],
      [
        'Why was I signed out?',
        'For your security a session lasts one hour. A minute before it ends, the portal asks whether you want to stay signed in; without an answer you are signed out.\n\nChanging your password under Settings signs out every other device where you were signed in.',
      ],
      [
        'How do I follow a support ticket?',
        'Help, Support tickets lists your tickets with their status. Open one to read the replies and the status history, answer support or close it.\n\nYou get a notification as soon as support replies or changes the status, and your dashboard reminds you when support is waiting for your answer.',
      ],
      [
        'What do the notifications tell me?',
        'The bell in the top bar counts the notifications you have not seen: payments, support replies, promotion decisions and company announcements. They arrive in real time while you are signed in.\n\nClick one to go where it points; it is then marked as seen. The Notifications page lists them all.',
      ],
      [
        'Is there a mobile app?',
        'The mobile app menu in the top bar links to the iOS and Android apps when they are available in your region.\n\nThe portal itself works on a phone: every page fits the screen without scrolling sideways.',
      ],
    ],
  },
];

/** One seeded announcement: title, body, days before the seed anchor, pinned. */
export interface AnnouncementSeed {
  title: string;
  body: string;
  days_ago: number;
  pinned: boolean;
}

/** Company announcements, newest first: 15 over five months, two pinned. */
export const ANNOUNCEMENTS: readonly AnnouncementSeed[] = [
  {
    title: 'Holiday payout schedule',
    body: 'The pay cycle ending Monday, December 28 will be paid on Wednesday, December 30 because of the holiday.\n\nCommissions confirmed by the carriers before Thursday, December 24 are included as usual; later ones move to the next payout.',
    days_ago: 2,
    pinned: true,
  },
  {
    title: 'New Medicare Supplement plans from Harborview Life',
    body: 'Harborview Life adds Plan G and Plan N in twelve more states from December 1.\n\nThe product guides and the application forms are in Forms, Policy forms. Appointed agents can quote them at once.',
    days_ago: 5,
    pinned: false,
  },
  {
    title: 'Annual E&O renewal window is open',
    body: 'Errors and omissions policies expiring before February must be renewed and uploaded under My profile, Essential documents by January 15.\n\nThe Compliance page shows the state of yours. An expired E&O policy suspends your carrier appointments until a current one is on file.',
    days_ago: 9,
    pinned: true,
  },
  {
    title: 'Portal maintenance on Sunday night',
    body: 'The portal will be unavailable on Sunday from 1:00 to 3:00 AM Eastern for maintenance.\n\nPayouts and recurring invoices scheduled for Monday are not affected.',
    days_ago: 12,
    pinned: false,
  },
  {
    title: 'Q4 production contest',
    body: 'Every agent who writes $25,000 of annual premium between October 1 and December 31 qualifies for the January leadership summit in Austin.\n\nProduction is counted from the commission report, charge-backs left out. The leaderboard is shared every Friday by your upline.',
    days_ago: 19,
    pinned: false,
  },
  {
    title: 'Faster license reviews',
    body: 'License requests are now reviewed within five business days.\n\nUpload your license certificate under Essential documents before you request: a request without a certificate waits until one is on file.',
    days_ago: 26,
    pinned: false,
  },
  {
    title: 'Updated W-9 form',
    body: 'The back office uses the new W-9 revision from this month. Download it from Forms, Back office and send it through a support ticket in the Payments category.\n\nPayouts are not interrupted while the new form is on its way.',
    days_ago: 33,
    pinned: false,
  },
  {
    title: 'Team hierarchy tree',
    body: 'You can now browse your whole downline as a tree in My team, Team hierarchy, and find any agent by name or code.\n\nThe upline view shows the agents above you, up to the principal.',
    days_ago: 41,
    pinned: false,
  },
  {
    title: 'Pay failed invoices by card',
    body: 'Recurring invoices that failed can now be paid at once with the card on file, from My profile, Recurring transactions.\n\nIf your two latest carrier portal utilization invoices failed, paying them unblocks the portal immediately.',
    days_ago: 55,
    pinned: false,
  },
  {
    title: 'Carrier appointment with Summit Mutual',
    body: 'Licensed agents can now request an appointment with Summit Mutual for term and whole life products.\n\nThe contracting packet is in Forms, Back office. Send it completed through a ticket in the Licensing category.',
    days_ago: 68,
    pinned: false,
  },
  {
    title: 'Spanish and Russian in the portal',
    body: 'The portal is now available in Spanish and Russian, alongside English, French, German and Italian.\n\nPick your language from the menu in the top bar.',
    days_ago: 84,
    pinned: false,
  },
  {
    title: 'Compliance page',
    body: 'A new Compliance page shows at a glance whether your license, essential documents and payments are in order, with a link to fix anything that needs attention.',
    days_ago: 97,
    pinned: false,
  },
  {
    title: 'Persistency bonus starts this quarter',
    body: 'Policies still in force thirteen months after they were issued now earn a persistency bonus, paid in the pay cycle of their anniversary.\n\nThe bonuses appear in Reports, Bonus.',
    days_ago: 112,
    pinned: false,
  },
  {
    title: 'Client search by policy number',
    body: 'The search in the top bar now finds clients by policy number as well as by name. Press Ctrl+K (Cmd+K on a Mac) to open it from any page.',
    days_ago: 126,
    pinned: false,
  },
  {
    title: 'Welcome to the new Agent Portal',
    body: 'Your profile, documents, earnings and team are now in one place.\n\nTell us what you think through Help, Contact us: every message is read by the team that builds the portal.',
    days_ago: 150,
    pinned: false,
  },
];

/** The category of a seeded ticket from its subject (the search seed's TICKET_SUBJECTS). */
export function ticketCategoryOf(subject: string): TicketCategory {
  if (/commission|chargeback|override|bonus|1099/i.test(subject)) return 'COMMISSIONS';
  if (/deposit|payment|invoice/i.test(subject)) return 'PAYMENTS';
  if (/E&O|certificate|document/i.test(subject)) return 'DOCUMENTS';
  if (/appointment|licen/i.test(subject)) return 'LICENSING';
  if (/sign in|app|portal/i.test(subject)) return 'PORTAL';
  return 'OTHER';
}

/** Descriptions of the search seed's ticket subjects, by the subject's start; `{policy}` is the policy number. */
const DESCRIPTIONS: ReadonlyArray<readonly [start: string, description: string]> = [
  [
    'Commission missing for policy',
    'The commission on policy {policy} is not in my commission report, although the client paid the first premium three weeks ago.\n\nThe policy shows as active in the carrier\'s portal. Could you check whether the carrier confirmed it and when the commission will be paid?',
  ],
  [
    'Unable to upload my E&O certificate',
    'I try to upload my renewed E&O certificate under Essential documents, but the portal refuses the file.\n\nThe file is a PDF of about 2 MB that the insurer sent me by email. My current certificate expires at the end of next month.',
  ],
  [
    'Please update my direct deposit details',
    'I changed banks and my payouts must go to the new account from the next pay cycle.\n\nI removed the old account on my profile but the new routing number is refused. The bank confirmed the number to me by phone.',
  ],
  [
    'Chargeback dispute on policy',
    'A charge-back was recorded on policy {policy} in the last pay cycle, but the client has not cancelled: she changed her bank account and the carrier\'s draft failed once.\n\nThe premium has been paid since. Could you ask the carrier to reverse the charge-back?',
  ],
  [
    'Carrier appointment status with Harborview Life',
    'I sent my contracting packet for Harborview Life four weeks ago and I still have no appointment.\n\nI have two clients waiting for a Medicare Supplement quote. Could you tell me where the request stands?',
  ],
  [
    'Override not paid on downline production',
    'The override on the production of one of my direct recruits is missing from my commission report of the last pay cycle.\n\nHis own report shows the personal commission as paid. Is something missing in my hierarchy?',
  ],
  [
    'Cannot sign in on the mobile app',
    'Since the last update, the mobile app answers "Something went wrong" after I enter my password. The portal works in the browser with the same account.\n\nI use an iPhone with the latest iOS and reinstalled the app once.',
  ],
  [
    'Lead delivery delayed this week',
    'I have received no leads since last Tuesday, while I usually get five to eight per week.\n\nMy account is not blocked and my invoices are paid. Is there a delay on your side?',
  ],
  [
    'Wrong product listed on policy',
    'Policy {policy} is listed with the wrong product: the client bought a 20-year term policy, not whole life.\n\nThe commission rate is different, so my report is wrong too. The application is available if you need it.',
  ],
  [
    'Request for a 1099 correction',
    'My 1099 for last year shows a total that is higher than the sum of my payouts: it seems to include commissions that were charged back.\n\nCould you issue a corrected form?',
  ],
  [
    'Client address change for policy',
    'The client of policy {policy} moved and asked me to update the address with the carrier.\n\nShe sent me the new address by email. Which form should I use, and can it be done without a new signature?',
  ],
  [
    'Question about the bonus for this pay cycle',
    'My production bonus for this pay cycle is lower than I expected from the premium I wrote.\n\nCould you explain how it was calculated, and whether the policies still pending count?',
  ],
];

/** A seeded ticket's description: a real-sounding message for its subject. */
export function ticketDescriptionOf(subject: string): string {
  const policy = /[A-Z]{2,}-\d+/.exec(subject)?.[0] ?? 'mentioned above';
  const found = DESCRIPTIONS.find(([start]) => subject.startsWith(start));
  if (found) return found[1].replaceAll('{policy}', policy);
  return `${subject}.\n\nI checked my latest reports and my profile before writing. Could you look into it and tell me what you need from me?`;
}

/** Support's first reply on a seeded ticket (it moves the ticket to IN_PROGRESS), by category. */
export const SUPPORT_FIRST_REPLY: Readonly<Record<TicketCategory, string>> = {
  PAYMENTS: 'Thank you for writing. We are checking this with the payments team.\n\nCould you confirm the pay cycle concerned and attach your latest bank statement or card receipt if you have one?',
  COMMISSIONS: 'Thank you for writing. We have asked the carrier for its records on this policy.\n\nCould you confirm the pay cycle in which you expected the amount and attach the application or the carrier\'s confirmation if you have it?',
  LICENSING: 'Thank you for writing. We are checking the status with the licensing team.\n\nCould you confirm the states you are licensed in and attach the latest version of your license certificate?',
  DOCUMENTS: 'Thank you for writing. We are looking at your documents with the compliance team.\n\nCould you attach the file you tried to upload, so we can see what the portal refused?',
  PORTAL: 'Thank you for writing. We are looking into it with the portal team.\n\nCould you tell us the device and the version of the app or browser you use, and attach a screenshot of the message?',
  OTHER: 'Thank you for writing. We are looking into this with the back office.\n\nCould you add any detail or document that helps us find the case?',
};

/** The agent's answer on a seeded ticket, by category. */
export const AGENT_REPLY: Readonly<Record<TicketCategory, string>> = {
  PAYMENTS: 'It is the pay cycle that ended last Monday. I have no receipt: the payment never reached my account.',
  COMMISSIONS: 'It is the last pay cycle. The carrier confirmed the first premium by email; I can forward it if needed.',
  LICENSING: 'I am licensed in Texas and Oklahoma. The certificate on my profile is the current one.',
  DOCUMENTS: 'The file is the PDF the insurer sent me; I did not change it.',
  PORTAL: 'An iPhone 14 with the latest iOS, and Chrome on my laptop works fine.',
  OTHER: 'Nothing more on my side: everything is in my first message.',
};

/** Support's reply when it resolves a seeded ticket, by category. */
export const SUPPORT_RESOLUTION_REPLY: Readonly<Record<TicketCategory, string>> = {
  PAYMENTS: 'This is fixed: the payment has been sent again and will show in Reports, Payments within two business days.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
  COMMISSIONS: 'The carrier corrected its records. The amount is included in the next payout and will show in Reports, Commissions.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
  LICENSING: 'The licensing team has updated your file and the request is now complete.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
  DOCUMENTS: 'The compliance team has filed your document and the Compliance page is up to date.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
  PORTAL: 'The portal team released a fix. Please update the app and sign in again.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
  OTHER: 'This is done on our side.\n\nWe are marking the ticket as resolved. Reply here if anything is still wrong.',
};
