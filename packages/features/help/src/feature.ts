import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import HelpOutline from '@mui/icons-material/HelpOutlined';
import { helpTranslations } from './i18n/index.js';

/**
 * Help (issue #12; spec §2 help, help/faq, help/generate-ticket, help/generate-ticket/{id},
 * help/announcements): the help home with contact us, the FAQ, the agent's support tickets and the
 * company announcements. No route is licensed-only (§6).
 */
export const helpFeature: PortalFeature = defineFeature({
  id: 'help',
  routes: [
    { path: routePaths.help, lazy: () => import('./routes/HelpRoute.js') },
    { path: routePaths.faq, lazy: () => import('./routes/FaqRoute.js') },
    { path: routePaths.generateTicket, lazy: () => import('./routes/TicketsRoute.js') },
    { path: routePaths.ticket, lazy: () => import('./routes/TicketRoute.js') },
    { path: routePaths.announcements, lazy: () => import('./routes/AnnouncementsRoute.js') },
  ],
  menu: [
    { id: 'help', labelKey: 'help:menu.help', icon: HelpOutline, link: paths.help, order: 80 },
    { id: 'faq', labelKey: 'help:menu.faq', link: paths.faq, order: 10, parent: 'help' },
    { id: 'support-tickets', labelKey: 'help:menu.supportTickets', link: paths.generateTicket, order: 20, parent: 'help' },
    { id: 'announcements', labelKey: 'help:menu.announcements', link: paths.announcements, order: 30, parent: 'help' },
  ],
  translations: [helpTranslations],
});
