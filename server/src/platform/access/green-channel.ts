// Who may use the green channel (绿色通道): the green channel checks it on every submission and
// conversion; research and sentiment read it to offer or grey out their "convert" buttons.
import type { Grade } from '@portal/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orgs } from '../../db/schema/index.ts';

/** An enterprise with the green channel: no NOT_APPLICABLE grade, and the shortcut granted. */
export const mayUseGreenChannel = (org: { type: string; grades: readonly Grade[]; hasShortcut: boolean }) =>
  org.type === 'ENTERPRISE' && !org.grades.includes('NOT_APPLICABLE') && org.hasShortcut;

/** Of these organisations, the ids of those with the green channel. */
export async function withGreenChannel(db: Database, orgIds: readonly string[]): Promise<Set<string>> {
  if (orgIds.length === 0) return new Set();
  const rows = await db
    .select({ id: orgs.id, type: orgs.type, grades: orgs.grades, hasShortcut: orgs.hasShortcut })
    .from(orgs)
    .where(inArray(orgs.id, [...new Set(orgIds)]));
  return new Set(rows.filter(mayUseGreenChannel).map((r) => r.id));
}
