import { gatewayApi } from '../gatewayApi.js';
import type { AnnouncementListParams, AnnouncementPage } from '../types/index.js';

/**
 * Company announcements (issue #12; spec §7 `GET /integration/v1/announcements/get-announcments`,
 * the spec's spelling). Provides the `Announcement` tag; a new announcement's notification names it
 * in `reference.invalidates`, so open lists refresh.
 */
export const announcementsApi = gatewayApi.injectEndpoints({
  endpoints: (build) => ({
    /** `get-announcments?page&limit` (limit ≤ 100) → {@link AnnouncementPage}: pinned first, then newest. */
    listAnnouncements: build.query<AnnouncementPage, AnnouncementListParams | void>({
      query: (params) => ({
        service: 'integration',
        version: 'v1',
        path: '/announcements/get-announcments',
        params: { ...params },
        envelope: true,
      }),
      providesTags: [{ type: 'Announcement', id: 'LIST' }],
    }),
  }),
});

/** Hook of {@link announcementsApi}: `useListAnnouncementsQuery({ page, limit })`. */
export const { useListAnnouncementsQuery } = announcementsApi;
