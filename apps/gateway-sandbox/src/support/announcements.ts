import type { AnnouncementPage } from '@agent-portal/api-client/wire';
import type { Queryable } from '../db/db.js';
import { ISO_TIMESTAMP } from '../http/dates.js';
import type { Paging } from '../http/paging.js';
import { queryRows, sql } from '../http/sql.js';
import type { HelpTextLanguage } from './helpTexts.js';

/**
 * One page of the announcements (spec §7 `announcements`; the SQL behind
 * `routes/integration/day.ts`): pinned first, then newest; each title and body in `lang` where it has
 * a text (`announcement_texts`, issue #29), else English (null: English), with the count of all.
 */
export async function announcementPage(db: Queryable, lang: HelpTextLanguage | null, paging: Paging): Promise<AnnouncementPage> {
  const [{ count }] = (await db.query<{ count: number }>('SELECT count(*)::int AS count FROM announcements')) as [{ count: number }];
  const data = await queryRows<AnnouncementPage['data'][number]>(
    db,
    sql`SELECT a.id, COALESCE(t.title, a.title) AS title, COALESCE(t.body, a.body) AS body,
              to_char(a.published_at AT TIME ZONE 'UTC', ${sql.raw(ISO_TIMESTAMP)}) AS published_at, a.pinned
         FROM announcements a LEFT JOIN announcement_texts t ON t.announcement_id = a.id AND t.lang = ${lang}::text
        ORDER BY a.pinned DESC, a.published_at DESC, a.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
  );
  return { data, count };
}

/** An announcement to publish: English title and body, and its texts in other languages (issue #29). */
export interface NewAnnouncement {
  title: string;
  body: string;
  pinned: boolean;
  translations: ReadonlyArray<readonly [lang: string, text: { title: string; body: string }]>;
}

/** Stores an announcement (texts trimmed) with its translations: its id. Run it in a transaction. */
export async function insertAnnouncement(tx: Queryable, announcement: NewAnnouncement): Promise<number> {
  const { translations } = announcement;
  const [row] = await tx.query<{ id: number }>('INSERT INTO announcements (title, body, pinned) VALUES ($1, $2, $3) RETURNING id', [
    announcement.title.trim(),
    announcement.body.trim(),
    announcement.pinned,
  ]);
  await tx.query(
    `INSERT INTO announcement_texts (announcement_id, lang, title, body)
           SELECT $1::int, * FROM unnest($2::text[], $3::text[], $4::text[])`,
    [row!.id, translations.map(([lang]) => lang), translations.map(([, t]) => t.title.trim()), translations.map(([, t]) => t.body.trim())],
  );
  return row!.id;
}
