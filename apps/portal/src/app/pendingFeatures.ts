import { defineFeature, paths, routePaths, type PortalFeatureRoute } from '@agent-portal/feature-api';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';

const pending = () => import('../pages/PendingFeatureRoute');
const route = (path: string, titleKey: string, licensed = false): PortalFeatureRoute => ({ path, titleKey, licensed, lazy: pending });

/*
 * The features of §2 whose packages arrive with their own issues (clients,
 * forms, help). Each is declared here exactly as its package will
 * declare it — routes with their guards, menu entries — so the menu, the
 * licensing and the blocking rules hold today; its pages show their title only.
 * When a feature's package lands, its object replaces the one here in
 * `features.ts` and the object here is deleted.
 */

/** Clients (issue #11): my-clients and a client's detail, licensed contractors only (§6). */
export const pendingClientsFeature = defineFeature({
  id: 'clients',
  routes: [route(routePaths.myClients, 'pages.myClients', true), route(routePaths.clientDetail, 'pages.clientDetail', true)],
  menu: [{ id: 'clients', labelKey: 'menu.clients', icon: AccountTreeOutlined, link: paths.myClients, licensed: true, order: 30 }],
});

/** Forms (issue #11): forms and its three sub-routes, business-overview (licensed) and compliance (under Settings). */
export const pendingFormsFeature = defineFeature({
  id: 'forms',
  routes: [
    route(routePaths.forms, 'pages.forms'),
    route(routePaths.policyForms, 'pages.policyForms'),
    route(routePaths.backOffice, 'pages.backOffice'),
    route(routePaths.complianceForms, 'pages.complianceForms'),
    route(routePaths.businessOverview, 'pages.businessOverview', true),
    route(routePaths.compliance, 'pages.compliance'),
  ],
  menu: [
    { id: 'forms', labelKey: 'menu.forms', icon: DescriptionOutlined, link: paths.forms, order: 40 },
    { id: 'policy-forms', labelKey: 'menu.policyForms', link: paths.policyForms, order: 10, parent: 'forms' },
    { id: 'back-office', labelKey: 'menu.backOffice', link: paths.backOffice, order: 20, parent: 'forms' },
    { id: 'compliance-forms', labelKey: 'menu.complianceForms', link: paths.complianceForms, order: 30, parent: 'forms' },
    { id: 'business-overview', labelKey: 'menu.businessOverview', icon: BusinessCenterOutlined, link: paths.businessOverview, licensed: true, order: 50 },
    { id: 'compliance', labelKey: 'menu.compliance', link: paths.compliance, order: 40, parent: 'settings' },
  ],
});

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
