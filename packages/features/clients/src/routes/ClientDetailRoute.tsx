import { useGetClientQuery } from '@agent-portal/api-client';
import { BusySkeleton, LoadErrorAlert, positiveId, QueryState } from '@agent-portal/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { BackToClients } from '../components/BackToClients/BackToClients.js';
import { ClientDetailView } from '../components/ClientDetailView/ClientDetailView.js';
import { ClientNotFound } from '../components/ClientNotFound/ClientNotFound.js';
import { isForbidden, isNotFound } from '../format/errors.js';
import { CLIENTS_NS } from '../i18n/index.js';

/**
 * The router `state` `my-clients` passes when it opens a client: the list's query string
 * (`?search=…&page=2`), for the back link. Absent when the page is opened otherwise (the
 * global search §2, a shared link, a reload).
 */
export interface ClientDetailLocationState {
  listSearch: string;
}

/** The list's query string from the router state, when it is one. */
function listSearchOf(state: unknown): string | undefined {
  const value = typeof state === 'object' && state !== null ? (state as Partial<ClientDetailLocationState>).listSearch : undefined;
  return typeof value === 'string' && (value === '' || value.startsWith('?')) ? value : undefined;
}

/**
 * The `my-clients/{id}` route module (lazy; spec §2 "client detail, reached from search
 * results", §6 licensed only; issue #11; CONTRACTS "Clients" `GET /clients/{id}`):
 * `useGetClientQuery(id)` shown by {@link ClientDetailView} (name, "Commissions on this client",
 * summary figures, contact card, policies), under a "Back to my clients" link (to the list as it
 * was left, when opened from it).
 *
 * - A non-numeric or non-positive id (no request) or the gateway's 404/400: "Client not found"
 *   with a way back, never a crash.
 * - A 403 (unlicensed, §6): "Only licensed agents can see clients."; other errors: "Try again".
 * - Only the current id's data is shown (`currentData`): moving from one client to another (e.g.
 *   from the global search) never shows the previous client.
 */
export function Component() {
  const { t } = useTranslation(CLIENTS_NS);
  const { id: rawId } = useParams();
  const location = useLocation();
  const id = positiveId(rawId);
  const client = useGetClientQuery(id ?? skipToken);
  const notFound = id === undefined || (client.isError && isNotFound(client.error));
  const forbidden = client.isError && isForbidden(client.error);

  return (
    <>
      <BackToClients listSearch={listSearchOf(location.state)} />
      {notFound ? (
        <ClientNotFound />
      ) : forbidden ? (
        <LoadErrorAlert text={t('common.forbidden')} />
      ) : (
        <QueryState
          data={client.currentData}
          isLoading={client.isFetching && client.currentData === undefined}
          isError={client.isError}
          onRetry={client.refetch}
          errorText={t('detail.loadError')}
          loading={<BusySkeleton lines={6} label={t('detail.loading')} />}
        >
          {(c) => <ClientDetailView client={c} />}
        </QueryState>
      )}
    </>
  );
}
