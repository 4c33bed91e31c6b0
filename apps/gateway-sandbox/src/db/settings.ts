import type { Queryable } from './db.js';

/**
 * Reads one value of the `settings` table.
 * @returns the value, or null when the key is absent.
 */
export async function getSetting(q: Queryable, key: string): Promise<string | null> {
  const rows = await q.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

/**
 * Stores `value` under `key` only if the key is absent (first writer wins,
 * safe when two nodes start together).
 * @returns the value now stored (the existing one if there was one).
 */
export async function setSettingOnce(q: Queryable, key: string, value: string): Promise<string> {
  await q.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, value]);
  return (await getSetting(q, key)) ?? value;
}
