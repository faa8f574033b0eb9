// A ledger's write stores what its road implies (ledger.road.ts derive): the earliest running due
// day, its limit, and the limits broken. When a release changes how those are reckoned (the days of
// a suspension no longer counted on the exchange's clock), ledgers stored before would keep the
// old reckoning until their next save, and the boards would flag them wrongly. So at start the
// clock columns are reckoned again once per version of the rules, in batches; only rows whose
// columns differ are written, and no version or history is added: the record did not change.
import { asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';
import { chinaDay } from '../../platform/china-time.ts';
import { derive } from './ledger.road.ts';
import { listingLedgers as ledgers } from './ledger.schema.ts';

/** Raise when derive() reckons the clock columns differently; 2: suspensions off the exchange's clock. */
export const LEDGER_CLOCK_RULES = 2;
const MARKER = `ledger.clock-rules.v${LEDGER_CLOCK_RULES}`;
const BATCH = 1000;

/** Reckons every stored ledger's clock columns again, once per rules version; the rows rewritten. */
export async function rederiveLedgers(db: Database, now: Date): Promise<number> {
  const [done] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (done) return 0;
  const today = chinaDay(now);
  let after = '00000000-0000-0000-0000-000000000000';
  let rewritten = 0;
  for (;;) {
    const rows = await db
      .select({
        enterpriseId: ledgers.enterpriseId,
        data: ledgers.data,
        dueOn: ledgers.dueOn,
        dueLimit: ledgers.dueLimit,
        broken: ledgers.broken,
      })
      .from(ledgers)
      .where(gt(ledgers.enterpriseId, after))
      .orderBy(asc(ledgers.enterpriseId))
      .limit(BATCH);
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.enterpriseId;
    for (const row of rows) {
      const d = derive(row.data, today);
      const same =
        d.dueOn === row.dueOn && d.dueLimit === row.dueLimit && d.broken.join() === row.broken.join();
      if (same) continue;
      await db
        .update(ledgers)
        .set({ dueOn: d.dueOn, dueLimit: d.dueLimit, broken: d.broken })
        .where(eq(ledgers.enterpriseId, row.enterpriseId));
      rewritten++;
    }
  }
  await db
    .insert(siteSettings)
    .values({ key: MARKER, value: now.toISOString(), updatedAt: now })
    .onConflictDoNothing();
  return rewritten;
}
