// The province pipeline board at scale (issue 10 §3): p50/p95 of the board (totals, stages, regions
// one level down) and of its first list page, for the province, a city and a county, with 100,000
// enterprises each holding a ledger. Fill the enterprises first with bench/generate-enterprises.ts;
// this gives every enterprise without a ledger one (seeded, at a random stage), then times.
//
//   DATA_DIR=/tmp/bench-pglite npx node bench/ledger.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx node bench/ledger.ts
import { LEDGER_STAGES } from '@portal/contract/ledger';
import { eq, isNull, sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { enterprises, orgs } from '../server/src/db/schema/index.ts';
import { derive } from '../server/src/modules/ledger/ledger.road.ts';
import { listingLedgers } from '../server/src/modules/ledger/ledger.schema.ts';
import { createLedgerService } from '../server/src/modules/ledger/ledger.service.ts';
import { ledgerAt, random } from '../server/src/modules/ledger/seed/reserve-pool.ts';
import type { Caller } from '../server/src/platform/access/caller.ts';
import { chinaDay } from '../server/src/platform/china-time.ts';
import type { AppContext } from '../server/src/platform/context.ts';

const rounds = Number(process.env.BENCH_ROUNDS || 30);
const config = loadConfig(process.env);
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const { db } = handle;
await migrateDatabase(handle);
const now = new Date();
const today = chinaDay(now);

// Ledgers for the enterprises that have none, in batches.
const r = random(10);
let made = 0;
for (;;) {
  const missing = await db
    .select({ id: enterprises.id, regionCode: enterprises.regionCode, board: enterprises.targetBoard })
    .from(enterprises)
    .leftJoin(listingLedgers, eq(listingLedgers.enterpriseId, enterprises.id))
    .where(isNull(listingLedgers.enterpriseId))
    .limit(2000);
  if (missing.length === 0) break;
  const rows = missing.map((e) => {
    const data = ledgerAt(
      r.pick(LEDGER_STAGES.filter((s) => !s.startsWith('OVERSEAS'))),
      e.board === 'OVERSEAS' ? undefined : (e.board ?? undefined),
      r,
      today,
    );
    return {
      enterpriseId: e.id,
      regionCode: e.regionCode,
      version: 1,
      data,
      ...derive(data, today),
      updatedAt: now,
    };
  });
  // The board reads the ledger's own columns; the profile's coarse stage is left as generated.
  await db.insert(listingLedgers).values(rows);
  made += rows.length;
  if (made % 10_000 < 2000) console.log(`  ${made} ledgers made`);
}
// Fresh statistics and visibility map (index-only scans), as autovacuum keeps them in production.
await db.execute(sql`vacuum analyze listing_ledgers`);
await db.execute(sql`analyze`);
const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(listingLedgers);
console.log(`${handle.kind}: ${n} ledgers`);

const service = createLedgerService({ db, clock: () => now, config } as unknown as AppContext);
async function callerFor(type: 'FINANCIAL', level: number): Promise<Caller> {
  const [org] = await db
    .select()
    .from(orgs)
    .where(sql`${orgs.type} = ${type} and ${orgs.level} = ${level}`)
    .limit(1);
  const user = {
    id: '',
    org: { ...org!, has_shortcut: false },
    authorities: [],
  } as unknown as Caller['user'];
  return { user, org: user.org, sessionId: '', address: '' };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

for (const [name, level] of [
  ['province', 1],
  ['city', 2],
  ['county', 3],
] as const) {
  const caller = await callerFor('FINANCIAL', level);
  await time(`${name} board`, () => service.board(caller, {}));
  await time(`${name} board, STAR + golden seed`, () =>
    service.board(caller, { targetBoard: 'STAR', grade: 'GOLDEN_SEED' }),
  );
  await time(`${name} list, past a limit, page 1`, () =>
    service.list(caller, { page: 1, size: 20, flagged: true }),
  );
}
await handle.close();
