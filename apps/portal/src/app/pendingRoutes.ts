import type { PortalFeatureRoute } from './features';

const pending = () => import('../pages/PendingFeatureRoute');

/**
 * Routes of §2 whose feature packages arrive with later issues. They render inside
 * the shell with their title only, and carry their guards already, so the
 * licensing and blocking rules hold from day one.
 */
export const pendingRoutes: PortalFeatureRoute[] = [
  { path: 'my-clients', titleKey: 'pages.myClients', licensed: true },
  { path: 'my-clients/:id', titleKey: 'pages.clientDetail', licensed: true },
  { path: 'my-team', titleKey: 'pages.myTeam' },
  { path: 'my-team/team-hierarchy', titleKey: 'pages.teamHierarchy' },
  { path: 'my-team/team-hierarchy/upline', titleKey: 'pages.uplineHierarchy' },
  { path: 'promotion', titleKey: 'pages.promotion', licensed: true },
  { path: 'reports', titleKey: 'pages.reports' },
  { path: 'reports/payments', titleKey: 'pages.payments' },
  { path: 'reports/commissions', titleKey: 'pages.commissions' },
  { path: 'reports/bonus', titleKey: 'pages.bonus' },
  { path: 'forms', titleKey: 'pages.forms' },
  { path: 'forms/policy-forms', titleKey: 'pages.policyForms' },
  { path: 'forms/back-office', titleKey: 'pages.backOffice' },
  { path: 'forms/compliance-forms', titleKey: 'pages.complianceForms' },
  { path: 'help', titleKey: 'pages.help' },
  { path: 'help/faq', titleKey: 'pages.faq' },
  { path: 'help/generate-ticket', titleKey: 'pages.generateTicket' },
  { path: 'help/generate-ticket/:id', titleKey: 'pages.ticketDetail' },
  { path: 'help/announcements', titleKey: 'pages.announcements' },
  { path: 'business-overview', titleKey: 'pages.businessOverview', licensed: true },
  { path: 'compliance', titleKey: 'pages.compliance' },
].map((route) => ({ ...route, lazy: pending }));
