// Stored ledgers are reckoned again once after the clock rules change (ledger.rederive.ts): a row
// whose stored due day no longer follows from its dates is rewritten at start, the others are left
// alone, and the marker makes the next start do nothing.
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../src/db/schema/index.ts';
import { rederiveLedgers } from '../src/modules/ledger/ledger.rederive.ts';
import { derive } from '../src/modules/ledger/ledger.road.ts';
import { listingLedgers } from '../src/modules/ledger/ledger.schema.ts';
import { chinaDay } from '../src/platform/china-time.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('reckoning stored ledgers again', () => {
  it('rewrites exactly the rows whose clock columns are stale, once', async () => {
    const { db } = t.database;
    const now = t.clock.now();
    const ledgers = await db.select().from(listingLedgers);
    const running = ledgers.find((l) => l.dueOn !== null);
    expect(running, 'a demo ledger with a running limit').toBeDefined();
    // As an older release would have stored it.
    await db
      .update(listingLedgers)
      .set({ dueOn: '2000-01-03', broken: ['ACCEPTANCE'] })
      .where(eq(listingLedgers.enterpriseId, running!.enterpriseId));
    await db.delete(siteSettings).where(like(siteSettings.key, 'ledger.clock-rules.%'));

    expect(await rederiveLedgers(db, now)).toBe(1);
    const [after] = await db
      .select()
      .from(listingLedgers)
      .where(eq(listingLedgers.enterpriseId, running!.enterpriseId));
    const expected = derive(running!.data, chinaDay(now));
    expect([after!.dueOn, after!.dueLimit, after!.broken]).toEqual([
      expected.dueOn,
      expected.dueLimit,
      expected.broken,
    ]);
    expect(after!.version).toBe(running!.version);

    // Done once per rules version.
    await db
      .update(listingLedgers)
      .set({ dueOn: '2000-01-03' })
      .where(eq(listingLedgers.enterpriseId, running!.enterpriseId));
    expect(await rederiveLedgers(db, now)).toBe(0);
  });
});
