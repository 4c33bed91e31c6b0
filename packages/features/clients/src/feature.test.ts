import { routePaths } from '@agent-portal/feature-api';
import { expectFeatureWiring, menuTree, routeAccess } from '@agent-portal/test-utils';
import { describe, expect, it } from 'vitest';
import { clientsFeature } from './feature.js';

describe('clientsFeature (spec §2 my-clients, my-clients/{id}; §6 licensed only; issue #11)', () => {
  it('declares the list and the detail, both for licensed agents only', () => {
    expect(routeAccess(clientsFeature)).toEqual({ licensed: [routePaths.myClients, routePaths.clientDetail], open: [] });
  });

  it('adds Clients to the menu for licensed agents', () => {
    expect(menuTree(clientsFeature)).toEqual({ 'clients (licensed)': [] });
  });

  it('loads every route lazily as a module with a Component, labels its menu in its own namespace and links it to its routes (issue #30)', async () => {
    await expectFeatureWiring(clientsFeature);
  });
});
