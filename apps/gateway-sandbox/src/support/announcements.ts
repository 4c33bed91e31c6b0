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
