import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import BusinessCenterOutlined from '@mui/icons-material/BusinessCenterOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HelpOutline from '@mui/icons-material/HelpOutline';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';

/**
 * One entry of the horizontal menu (§2 Menu): id, label key (namespace `common`),
 * icon, link, licensing flag and sub-items.
 */
export interface MenuItemModel {
  id: string;
  labelKey: string;
  icon?: SvgIconComponent;
  link: string;
  /** Only licensed contractors may open it (§6); greyed out and unclickable otherwise. */
  licensed: boolean;
  subItems: MenuItemModel[];
}

/** Above this many sub-items a sub-menu is laid out in three columns (§9). */
export const THREE_COLUMN_THRESHOLD = 11;

const leaf = (id: string, labelKey: string, link: string, licensed = false): MenuItemModel => ({
  id,
  labelKey,
  link,
  licensed,
  subItems: [],
});

/** The portal menu, in the order of §2. */
export const menuItems: MenuItemModel[] = [
  { ...leaf('dashboard', 'menu.dashboard', '/dashboard'), icon: DashboardOutlined },
  {
    ...leaf('team', 'menu.team', '/my-team'),
    icon: GroupsOutlined,
    subItems: [
      leaf('my-team', 'menu.myTeam', '/my-team'),
      leaf('team-hierarchy', 'menu.teamHierarchy', '/my-team/team-hierarchy'),
      leaf('upline-hierarchy', 'menu.uplineHierarchy', '/my-team/team-hierarchy/upline'),
    ],
  },
  { ...leaf('clients', 'menu.clients', '/my-clients', true), icon: AccountTreeOutlined },
  {
    ...leaf('forms', 'menu.forms', '/forms'),
    icon: DescriptionOutlined,
    subItems: [
      leaf('policy-forms', 'menu.policyForms', '/forms/policy-forms'),
      leaf('back-office', 'menu.backOffice', '/forms/back-office'),
      leaf('compliance-forms', 'menu.complianceForms', '/forms/compliance-forms'),
    ],
  },
  { ...leaf('business-overview', 'menu.businessOverview', '/business-overview', true), icon: BusinessCenterOutlined },
  {
    ...leaf('reports', 'menu.reports', '/reports'),
    icon: AssessmentOutlined,
    subItems: [
      leaf('payments', 'menu.payments', '/reports/payments'),
      leaf('commissions', 'menu.commissions', '/reports/commissions'),
      leaf('bonus', 'menu.bonus', '/reports/bonus'),
    ],
  },
  { ...leaf('request-promotion', 'menu.requestPromotion', '/promotion', true), icon: TrendingUp },
  {
    ...leaf('help', 'menu.help', '/help'),
    icon: HelpOutline,
    subItems: [
      leaf('faq', 'menu.faq', '/help/faq'),
      leaf('support-tickets', 'menu.supportTickets', '/help/generate-ticket'),
      leaf('announcements', 'menu.announcements', '/help/announcements'),
    ],
  },
  {
    ...leaf('settings', 'menu.settings', '/account-setting'),
    icon: SettingsOutlined,
    subItems: [
      leaf('my-profile', 'menu.myProfile', '/my-profile'),
      leaf('account-settings', 'menu.accountSettings', '/account-setting'),
      leaf('recurring-payments', 'menu.recurringPayments', '/recurring-payment'),
      leaf('compliance', 'menu.compliance', '/compliance'),
      leaf('notifications', 'menu.notifications', '/notification'),
    ],
  },
];

/** Whether an agent may open an item: licensed-only items need a licensed contractor. */
export function isMenuItemEnabled(item: MenuItemModel, isLicensed: boolean): boolean {
  return !item.licensed || isLicensed;
}

/** Whether the current path belongs to an item or one of its sub-items. */
export function isMenuItemActive(item: MenuItemModel, pathname: string): boolean {
  const matches = (link: string) => pathname === link || pathname.startsWith(`${link}/`);
  return matches(item.link) || item.subItems.some((s) => matches(s.link));
}
