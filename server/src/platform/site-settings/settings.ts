// Site settings (name, contact, ICP record…) read by the portal home and by their administration.
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

export async function readSettings<K extends string>(
  db: Database,
  keys: readonly K[],
): Promise<Record<K, string>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const found = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) ?? ''])) as Record<K, string>;
}
