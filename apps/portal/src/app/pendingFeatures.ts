import { defineFeature, paths, routePaths, type PortalFeatureRoute } from '@agent-portal/feature-api';
import HelpOutline from '@mui/icons-material/HelpOutline';

const pending = () => import('../pages/PendingFeatureRoute');
const route = (path: string, titleKey: string, licensed = false): PortalFeatureRoute => ({ path, titleKey, licensed, lazy: pending });

/*
 * The features of §2 whose packages arrive with their own issues (help). Each
 * is declared here exactly as its package will declare it — routes with their guards, menu entries — so the menu, the
 * licensing and the blocking rules hold today; its pages show their title only.
 * When a feature's package lands, its object replaces the one here in
 * `features.ts` and the object here is deleted.
 */

/** Help (issue #12): help, FAQ, support tickets (list, create, one ticket) and announcements. */
export const pendingHelpFeature = defineFeature({
  id: 'help',
  routes: [
    route(routePaths.help, 'pages.help'),
    route(routePaths.faq, 'pages.faq'),
    route(routePaths.generateTicket, 'pages.generateTicket'),
    route(routePaths.ticket, 'pages.ticketDetail'),
    route(routePaths.announcements, 'pages.announcements'),
  ],
  menu: [
    { id: 'help', labelKey: 'menu.help', icon: HelpOutline, link: paths.help, order: 80 },
    { id: 'faq', labelKey: 'menu.faq', link: paths.faq, order: 10, parent: 'help' },
    { id: 'support-tickets', labelKey: 'menu.supportTickets', link: paths.generateTicket, order: 20, parent: 'help' },
    { id: 'announcements', labelKey: 'menu.announcements', link: paths.announcements, order: 30, parent: 'help' },
  ],
});
