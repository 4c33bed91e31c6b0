import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { describe, expect, it } from 'vitest';
import { defineFeature } from './feature.js';
import { THREE_COLUMN_THRESHOLD, buildMenu, buildTopBar, isMenuItemActive, isMenuItemEnabled } from './menu.js';
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
  it('is active on its link, below it, and on any sub-item link', () => {
    expect(isMenuItemActive(clientsItem!, '/my-clients/42')).toBe(true);
    expect(isMenuItemActive(clientsItem!, '/my-clientsx')).toBe(false);
    expect(isMenuItemActive(settings!, '/notification')).toBe(true);
    expect(isMenuItemActive(settings!, '/dashboard')).toBe(false);
  });
});
