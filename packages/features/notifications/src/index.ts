/**
 * `@agent-portal/feature-notifications`: the top bar's bell and the `notification`
 * page (spec §2, §3, §4 Notification). The page and the bell's menu are lazy
 * chunks; the bell itself is tiny (button + badge).
 * @packageDocumentation
 */
export { notificationsFeature } from './feature.js';
export { NotificationBell, BADGE_MAX } from './components/NotificationBell/NotificationBell.js';
