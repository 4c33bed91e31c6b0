import { GATEWAY_TAG_TYPES, gatewayApi, type GatewayDispatch, type GatewayRootState, type GatewayTagType } from '../gatewayApi.js';
import { markBackgroundEndpoint } from '../loader.js';
import type {
  GatewayEnvelope,
  ListNotificationsParams,
  MarkNotificationsSeenResult,
  Notification,
  NotificationPage,
  NotifyMePush,
} from '../types/index.js';

/** Page size of the bell and of the socket push `ml.ping.notify.me` (§9 default page size 10). */
export const LATEST_NOTIFICATIONS_LIMIT = 10;

/**
 * Arguments of the "latest notifications" query: page 1, limit 10. The bell reads
 * it and `ml.ping.notify.me` replaces it ({@link applyNotifyMePush}); the
 * notification page shares it when it shows page 1 with 10 rows.
 */
export const LATEST_NOTIFICATIONS_ARGS: Required<ListNotificationsParams> = { page: 1, limit: LATEST_NOTIFICATIONS_LIMIT };

const LIST_TAG = { type: 'Notification' as const, id: 'LIST' };

function normalise(params: ListNotificationsParams | void): Required<ListNotificationsParams> {
  return { page: params?.page ?? 1, limit: params?.limit ?? LATEST_NOTIFICATIONS_LIMIT };
}

function pageTag(params: Required<ListNotificationsParams>) {
  return { type: 'Notification' as const, id: `PAGE-${params.page}-${params.limit}` };
}

function markSeenIn(page: NotificationPage, id: number | undefined): void {
  let changed = 0;
  for (const item of page.data) {
    if ((id === undefined || item.id === id) && !item.reference.seen) {
      item.reference.seen = true;
      changed += 1;
    }
  }
  page.unseen = id === undefined ? 0 : Math.max(0, page.unseen - changed);
}

/**
 * Notification endpoints (intercom v1, §3 Notification, §7; mark-as-seen paths per
 * ARCHITECTURE §7). All three are background endpoints (no global loader): the
 * list refreshes on socket pushes, and marking seen happens on a row click.
 */
export const notificationsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /intercom/v1/notifications/notify-me?page&limit` → {@link NotificationPage}
     * (`data` newest first, `count` all, `unseen`). `page` ≥ 1 (default 1), `limit`
     * 1..100 (default 10). Tags `Notification`/LIST and `Notification`/PAGE-{page}-{limit}.
     */
    listNotifications: build.query<NotificationPage, ListNotificationsParams | void>({
      query: (params) => {
        const { page, limit } = normalise(params);
        return { service: 'intercom', version: 'v1', path: '/notifications/notify-me', params: { page, limit }, envelope: true };
      },
      serializeQueryArgs: ({ queryArgs }) => normalise(queryArgs),
      transformResponse: (envelope: GatewayEnvelope<Notification[]> & { unseen?: number }): NotificationPage => ({
        data: envelope.data,
        count: envelope.count ?? envelope.data.length,
        unseen: envelope.unseen ?? envelope.data.filter((n) => !n.reference.seen).length,
      }),
      providesTags: (_result, _error, params) => [LIST_TAG, pageTag(normalise(params))],
    }),
    /**
     * `PUT /intercom/v1/notifications/{id}/seen` → {@link MarkNotificationsSeenResult}.
     * Someone else's notification → 403, unknown → 404. Marks it seen in every cached
     * page at once (optimistic, undone on failure), then refetches the lists.
     */
    markNotificationSeen: build.mutation<MarkNotificationsSeenResult, number>({
      query: (id) => ({ service: 'intercom', version: 'v1', path: `/notifications/${encodeURIComponent(String(id))}/seen`, method: 'PUT' }),
      transformResponse: (envelope: GatewayEnvelope<MarkNotificationsSeenResult>) => envelope.data,
      onQueryStarted: (id, { dispatch, getState, queryFulfilled }) =>
        patchCachedPages(dispatch, getState as () => GatewayRootState, id, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
    /**
     * `PUT /intercom/v1/notifications/seen` → {@link MarkNotificationsSeenResult}:
     * marks all of the agent's notifications seen (optimistic in the cache), then
     * refetches the lists.
     */
    markAllNotificationsSeen: build.mutation<MarkNotificationsSeenResult, void>({
      query: () => ({ service: 'intercom', version: 'v1', path: '/notifications/seen', method: 'PUT' }),
      transformResponse: (envelope: GatewayEnvelope<MarkNotificationsSeenResult>) => envelope.data,
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) =>
        patchCachedPages(dispatch, getState as () => GatewayRootState, undefined, queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : [LIST_TAG]),
    }),
  }),
});


function cachedListArgs(state: GatewayRootState): Array<Required<ListNotificationsParams>> {
  return notificationsApi.util
    .selectCachedArgsForQuery(state, 'listNotifications')
    .map((args) => normalise(args));
}

async function patchCachedPages(
  dispatch: GatewayDispatch,
  getState: () => GatewayRootState,
  id: number | undefined,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  const patches = cachedListArgs(getState()).map((args) =>
    dispatch(notificationsApi.util.updateQueryData('listNotifications', args, (draft) => markSeenIn(draft, id))),
  );
  try {
    await queryFulfilled;
  } catch {
    for (const patch of patches) patch.undo();
  }
}

/**
 * Applies a socket push `ml.ping.notify.me` (§4 Socket connection: "the
 * notification count and list are replaced"): REPLACES the cached latest page
 * ({@link LATEST_NOTIFICATIONS_ARGS}) with the pushed `data`, unseen `count` and
 * `total`, and marks every other cached page stale so an open notification page
 * refetches. Dispatch it: `dispatch(applyNotifyMePush(push))`.
 */
export function applyNotifyMePush(push: NotifyMePush) {
  return (dispatch: GatewayDispatch, getState: () => GatewayRootState): void => {
    const stale = staleTagsOf(push, getState());
    const page: NotificationPage = { data: push.data, count: push.total, unseen: push.count };
    dispatch(notificationsApi.util.upsertQueryData('listNotifications', LATEST_NOTIFICATIONS_ARGS, page));
    const others = cachedListArgs(getState()).filter(
      (args) => args.page !== LATEST_NOTIFICATIONS_ARGS.page || args.limit !== LATEST_NOTIFICATIONS_ARGS.limit,
    );
    if (others.length > 0) dispatch(notificationsApi.util.invalidateTags(others.map(pageTag)));
    if (stale.length > 0) dispatch(gatewayApi.util.invalidateTags(stale));
  };
}

/**
 * The tag types named in `reference.invalidates` by the notifications of `push` that
 * are newer than the latest one already cached (none on the first push: what was
 * loaded with the page is fresh).
 */
function staleTagsOf(push: NotifyMePush, state: GatewayRootState): GatewayTagType[] {
  const cached = notificationsApi.endpoints.listNotifications.select(LATEST_NOTIFICATIONS_ARGS)(state).data;
  if (!cached) return [];
  const newest = cached.data.reduce((max, item) => Math.max(max, item.id), 0);
  const known = new Set<string>(GATEWAY_TAG_TYPES);
  const tags = new Set<GatewayTagType>();
  for (const item of push.data) {
    if (item.id <= newest) continue;
    for (const name of item.reference.invalidates ?? []) if (known.has(name)) tags.add(name as GatewayTagType);
  }
  return [...tags];
}

/**
 * Marks every notification list stale (after a socket reconnect, so nothing
 * missed while offline stays missing; §4, ARCHITECTURE §5). Dispatch it.
 */
export const invalidateNotifications = () => notificationsApi.util.invalidateTags([LIST_TAG]);

for (const name of ['listNotifications', 'markNotificationSeen', 'markAllNotificationsSeen']) markBackgroundEndpoint(name);

/**
 * Hooks of {@link notificationsApi}: `useListNotificationsQuery(params?)` →
 * `{ data?: NotificationPage, … }`; `useMarkNotificationSeenMutation()` →
 * `[markSeen(id), state]`; `useMarkAllNotificationsSeenMutation()` → `[markAll(), state]`.
 */
export const { useListNotificationsQuery, useMarkNotificationSeenMutation, useMarkAllNotificationsSeenMutation } = notificationsApi;
