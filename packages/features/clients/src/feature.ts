import { defineFeature, paths, routePaths, type PortalFeature } from '@agent-portal/feature-api';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { clientsTranslations } from './i18n/index.js';

/**
 * The clients feature (§2 `my-clients`, `my-clients/{id}`; §6 licensed contractors only;
 * issue #11): two lazy route modules and the Clients menu entry (greyed out for unlicensed
 * agents).
 */
export const clientsFeature: PortalFeature = defineFeature({
  id: 'clients',
  routes: [
    { path: routePaths.myClients, licensed: true, lazy: () => import('./routes/MyClientsRoute.js') },
    { path: routePaths.clientDetail, licensed: true, lazy: () => import('./routes/ClientDetailRoute.js') },
  ],
  menu: [{ id: 'clients', labelKey: 'clients:menu.clients', icon: AccountTreeOutlined, link: paths.myClients, licensed: true, order: 30 }],
  translations: [clientsTranslations],
});
