import { paths, routePaths } from '@agent-portal/feature-api';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { i18n } from '@agent-portal/i18n';
import { describe, expect, it } from 'vitest';
import { clientsFeature } from './feature.js';

describe('clientsFeature (spec §2 my-clients, my-clients/{id}; §6 licensed only; issue #11)', () => {
  it('declares the list and the detail, both for licensed agents only', () => {
    expect(clientsFeature.id).toBe('clients');
    expect(clientsFeature.routes?.map(({ path, licensed }) => ({ path, licensed }))).toEqual([
      { path: routePaths.myClients, licensed: true },
      { path: routePaths.clientDetail, licensed: true },
    ]);
  });

  it('adds Clients to the menu for licensed agents', () => {
    expect(clientsFeature.menu).toEqual([
      { id: 'clients', labelKey: 'clients:menu.clients', icon: AccountTreeOutlined, link: paths.myClients, licensed: true, order: 30 },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of clientsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });

  it('labels its menu items in its own namespace, bundled with the feature (issue #30)', () => {
    expect(clientsFeature.translations?.map((resource) => resource.namespace)).toContain('clients');
    for (const item of clientsFeature.menu ?? []) {
      expect(item.labelKey.startsWith('clients:'), item.id).toBe(true);
      expect(i18n.t(item.labelKey), item.id).not.toBe(item.labelKey.slice('clients:'.length));
    }
  });
});
