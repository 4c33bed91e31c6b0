import { paths, routePaths } from '@agent-portal/feature-api';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { expectFeatureWiring } from '@agent-portal/test-utils';
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

  it('loads every route lazily as a module with a Component and labels its menu in its own namespace (issue #30)', async () => {
    await expectFeatureWiring(clientsFeature);
  });
});
