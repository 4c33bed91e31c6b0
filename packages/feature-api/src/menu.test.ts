import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { describe, expect, it } from 'vitest';
import { defineFeature } from './feature.js';
import { THREE_COLUMN_THRESHOLD, buildMenu, buildTopBar, isMenuItemActive, isMenuItemEnabled, menuItemDisabledReason } from './menu.js';
import { paths } from './paths.js';

const lazy = async () => ({ Component: () => null });

const profile = defineFeature({
  id: 'profile',
  routes: [{ path: '/my-profile', lazy, blockCheck: false }],
  menu: [
    { id: 'settings', labelKey: 'menu.settings', icon: SettingsOutlined, link: paths.accountSetting, order: 90 },
    { id: 'account-settings', labelKey: 'menu.accountSettings', link: paths.accountSetting, order: 20, parent: 'settings' },
    { id: 'my-profile', labelKey: 'menu.myProfile', link: paths.myProfile, order: 10, parent: 'settings' },
  ],
});
const notifications = defineFeature({
  id: 'notifications',
  menu: [{ id: 'notifications', labelKey: 'menu.notifications', link: paths.notification, order: 50, parent: 'settings' }],
  topBar: [{ id: 'bell', order: 20, Component: () => null }],
});
const clients = defineFeature({
  id: 'clients',
  menu: [{ id: 'clients', labelKey: 'menu.clients', link: paths.myClients, licensed: true, order: 30 }],
  topBar: [{ id: 'search', order: 10, Component: () => null }],
});

describe('buildMenu (spec §2 Menu)', () => {
  it('orders top-level items and puts each sub-item under its parent, whichever feature contributes it', () => {
    const menu = buildMenu([notifications, profile, clients]);
    expect(menu.map((i) => i.id)).toEqual(['clients', 'settings']);
    expect(menu[1]!.subItems.map((i) => i.id)).toEqual(['my-profile', 'account-settings', 'notifications']);
    expect(menu[1]!.icon).toBe(SettingsOutlined);
    expect(menu[0]).toMatchObject({ licensed: true, subItems: [] });
    expect(menu[1]!.subItems[0]!.licensed).toBe(false);
  });

  it('rejects a duplicate id and a sub-item whose parent nobody contributes', () => {
    expect(() => buildMenu([clients, clients])).toThrow('Two menu items have the id "clients".');
    expect(() => buildMenu([notifications])).toThrow(/names the parent "settings"/);
  });

  it('has the three-column threshold of §9', () => {
    expect(THREE_COLUMN_THRESHOLD).toBe(11);
  });
});

describe('buildTopBar', () => {
  it('orders the top-bar controls and rejects duplicates', () => {
    expect(buildTopBar([notifications, clients]).map((i) => i.id)).toEqual(['search', 'bell']);
    expect(() => buildTopBar([clients, clients])).toThrow();
  });
});

describe('menu item state (§6 licensing, active path)', () => {
  const [clientsItem, settings] = buildMenu([profile, notifications, clients]);
  it('disables licensed-only items for unlicensed agents', () => {
    expect(isMenuItemEnabled(clientsItem!, false)).toBe(false);
    expect(isMenuItemEnabled(clientsItem!, true)).toBe(true);
    expect(isMenuItemEnabled(settings!, false)).toBe(true);
  });
  it('takes each item\'s blockCheck from the route its link leads to (default true)', () => {
    const withRoutes = defineFeature({
      id: 'clients',
      routes: [{ path: '/my-clients/:id', lazy, blockCheck: false }],
      menu: [{ id: 'client', labelKey: 'x', link: '/my-clients/42?tab=1', order: 1 }, { id: 'list', labelKey: 'y', link: '/my-clients', order: 2 }],
    });
    expect(buildMenu([withRoutes]).map((i) => [i.id, i.blockCheck])).toEqual([['client', false], ['list', true]]);
    expect(settings!.subItems.map((i) => [i.id, i.blockCheck])).toEqual([['my-profile', false], ['account-settings', true], ['notifications', true]]);
  });
  it('disables for a blocked agent every item the route guard sends back (§4), whatever the licence; a parent stays open while a sub-item is', () => {
    for (const licensed of [true, false]) {
      expect(menuItemDisabledReason(clientsItem!, licensed, true)).toBe('blocked');
      expect(isMenuItemEnabled(settings!, licensed, true)).toBe(true);
      expect(settings!.subItems.map((i) => menuItemDisabledReason(i, licensed, true))).toEqual([null, 'blocked', 'blocked']);
    }
    const [, notificationsOnly] = buildMenu([profile, notifications, clients]).map((i) => ({ ...i, subItems: i.subItems.slice(1) }));
    expect(menuItemDisabledReason(notificationsOnly!, true, true)).toBe('blocked');
    expect(isMenuItemEnabled({ licensed: false }, true, true)).toBe(false);
  });
  it('says why an item is disabled for an active agent: only unlicensed, as before', () => {
    expect(menuItemDisabledReason(clientsItem!, false)).toBe('unlicensed');
    expect(menuItemDisabledReason(clientsItem!, true, false)).toBeNull();
    expect(settings!.subItems.every((i) => isMenuItemEnabled(i, false, false))).toBe(true);
  });
  it('is active on its link, below it, and on any sub-item link', () => {
    expect(isMenuItemActive(clientsItem!, '/my-clients/42')).toBe(true);
    expect(isMenuItemActive(clientsItem!, '/my-clientsx')).toBe(false);
    expect(isMenuItemActive(settings!, '/notification')).toBe(true);
    expect(isMenuItemActive(settings!, '/dashboard')).toBe(false);
  });
});
