import type { Notification } from '@agent-portal/api-client/wire';
import { server, TEST_ORIGIN } from '@agent-portal/test-utils';
import { http, HttpResponse } from 'msw';

/** Base URL of the notification endpoints in tests. */
export const NOTIFICATIONS_URL = `${TEST_ORIGIN}/intercom/v1/notifications`;

/**
 * `count` notifications, newest first (ids `count`…1); the first `unseen` unseen.
 * Subjects are `Notification {id}`, hrefs portal paths `/reports/payments?n={id}`.
 */
export function makeNotifications(count: number, unseen = 0): Notification[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      user_id: 7,
      subject: `Notification ${id}`,
      body: `Body of notification ${id}`,
      href: `/reports/payments?n=${id}`,
      reference: { seen: i >= unseen },
      created_at: new Date(Date.UTC(2026, 10, 20, 10, 0) - i * 3_600_000).toISOString(),
    };
  });
}

/** A request that reached the MSW server. */
export interface SeenRequest {
  method: string;
  url: URL;
}

/**
 * A tiny stateful gateway for the notification endpoints, at the network edge:
 * `GET /intercom/v1/notifications/notify-me?page&limit` → `{ data, count, unseen }`,
 * `PUT /intercom/v1/notifications/:id/seen`, `PUT /intercom/v1/notifications/seen`.
 * Installs its handlers with `server.use` and records every request.
 * @param items - the agent's notifications, newest first (mutated when marked seen).
 * @param options.unseen - overrides the `unseen` answered (e.g. 150 for a "99+" badge).
 */
export function serveNotifications(items: Notification[], options: { unseen?: number } = {}) {
  const requests: SeenRequest[] = [];
  let unseenOverride = options.unseen;
  const unseenCount = () => unseenOverride ?? items.filter((n) => !n.reference.seen).length;
  server.use(
    http.get(`${NOTIFICATIONS_URL}/notify-me`, ({ request }) => {
      const url = new URL(request.url);
      requests.push({ method: 'GET', url });
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 10);
      return HttpResponse.json({ data: items.slice((page - 1) * limit, page * limit), count: items.length, unseen: unseenCount() });
    }),
    http.put(`${NOTIFICATIONS_URL}/seen`, ({ request }) => {
      requests.push({ method: 'PUT', url: new URL(request.url) });
      const updated = items.filter((n) => !n.reference.seen).length;
      for (const n of items) n.reference.seen = true;
      unseenOverride = undefined;
      return HttpResponse.json({ data: { updated, unseen: 0 } });
    }),
    http.put(`${NOTIFICATIONS_URL}/:id/seen`, ({ request, params }) => {
      requests.push({ method: 'PUT', url: new URL(request.url) });
      const item = items.find((n) => n.id === Number(params.id));
      if (!item) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      const updated = item.reference.seen ? 0 : 1;
      item.reference.seen = true;
      return HttpResponse.json({ data: { updated, unseen: unseenCount() } });
    }),
  );
  return {
    requests,
    /** The list requests' `page`/`limit`, in order. */
    listQueries: () => requests.filter((r) => r.method === 'GET').map((r) => `page=${r.url.searchParams.get('page')}&limit=${r.url.searchParams.get('limit')}`),
    /** The paths of the PUT requests, in order. */
    puts: () => requests.filter((r) => r.method === 'PUT').map((r) => r.url.pathname),
  };
}
