/**
 * Wire types of company announcements (issue #12): `GET /integration/v1/announcements/get-announcments`
 * (spec §7, its spelling; query `page`, `limit`). Title and body are plain text: render them as
 * text, never HTML; paragraphs of `body` are separated by a blank line.
 */

/** One announcement. */
export interface Announcement {
  id: number;
  title: string;
  body: string;
  /** ISO 8601. */
  published_at: string;
  /** Pinned announcements come first in every list. */
  pinned: boolean;
}

/** Query of `get-announcments`. */
export interface AnnouncementListParams {
  /** 1-based, default 1. */
  page?: number;
  /** 1–100, default 10 (§9). */
  limit?: number;
}

/** `get-announcments` → `{ data, count }`: pinned first, then newest `published_at` first. */
export interface AnnouncementPage {
  data: Announcement[];
  count: number;
}
