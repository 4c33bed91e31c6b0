import { paths, routePaths } from '@agent-portal/feature-api';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { describe, expect, it } from 'vitest';
import { clientsFeature } from './feature.js';

describe('clientsFeature (spec §2 my-clients, my-clients/{id}; §6 licensed only; issue #11)', () => {
  it('declares the list and the detail, both for licensed agents only', () => {
    expect(clientsFeature.id).toBe('clients');
    expect(clientsFeature.routes?.map(({ path, titleKey, licensed }) => ({ path, titleKey, licensed }))).toEqual([
      { path: routePaths.myClients, titleKey: 'pages.myClients', licensed: true },
      { path: routePaths.clientDetail, titleKey: 'pages.clientDetail', licensed: true },
    ]);
  });

  it('adds Clients to the menu for licensed agents', () => {
    expect(clientsFeature.menu).toEqual([
      { id: 'clients', labelKey: 'menu.clients', icon: AccountTreeOutlined, link: paths.myClients, licensed: true, order: 30 },
    ]);
  });

  it('loads every route lazily as a module with a Component', async () => {
    for (const route of clientsFeature.routes ?? []) {
      const module = (await route.lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });
});
