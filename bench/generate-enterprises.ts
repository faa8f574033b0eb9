// Fills a database with enterprises spread over the served province's regions (issue 3 §6): each
// with its organisation, first user, approved profile version and the review's workflow history.
//
//   DATA_DIR=/tmp/bench-pglite npx node bench/generate-enterprises.ts          (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx node bench/generate-enterprises.ts
//   BENCH_ENTERPRISES=100000 (default) — a rerun tops the database up to that count.
import { and, count, eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import {
  enterprises,
  industries,
  orgs,
  profileVersions,
  regions,
  strategicIndustries,
  users,
  workflowHistory,
  workflowInstances,
} from '../server/src/db/schema/index.ts';
import { regionPrefix } from '../server/src/platform/access/region-scope.ts';
import { hashPassword } from '../server/src/platform/auth/password.ts';
import { seedDatabase } from '../server/src/seed/index.ts';
import { type Context, enterpriseRows, type Office, random } from './enterprise-data.ts';

const total = Number(process.env.BENCH_ENTERPRISES || 100_000);
const BATCH = 500;

const config = loadConfig(process.env);
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const { db } = handle;
const started = performance.now();
await migrateDatabase(handle);
await seedDatabase(handle, { ...config, seedDemo: true }, new Date());

async function officeOf(account: string): Promise<Office & { regionCode: string }> {
  const [row] = await db
    .select({ orgId: orgs.id, userId: users.id, regionCode: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, account));
  if (!row) throw new Error(`demo account ${account} is missing`);
  return { orgId: row.orgId, userId: row.userId, regionCode: row.regionCode! };
}
const [province, city, county] = await Promise.all(['admin', 'city', 'county'].map(officeOf));

const prefix = regionPrefix(config.provinceCode);
const allRegions = await db
  .select()
  .from(regions)
  .where(like(regions.code, `${prefix}%`));
// Enterprises sit in counties, and in prefecture cities that have none.
const leaves = allRegions.filter((r) => r.level > 1 && !allRegions.some((c) => c.parentCode === r.code));
const divisions = await db.select().from(industries).where(eq(industries.level, 'division'));
const strategic = await db.select().from(strategicIndustries).where(eq(strategicIndustries.level, 2));
const context: Context = {
  regions: leaves.map((r) => ({ code: r.code, name: r.name })),
  industries: divisions.map((d) => ({ section: d.parentCode!, division: d.code })),
  strategic: strategic.map((s) => s.code),
  officeFor: (code) =>
    code === county!.regionCode
      ? county!
      : code.startsWith(regionPrefix(city!.regionCode))
        ? city!
        : province!,
  passwordHash: await hashPassword(config.demoPassword),
  now: new Date(),
};

const [existing] = await db
  .select({ n: count() })
  .from(users)
  .where(and(like(users.account, 'bench-ent-%')));
let next = existing?.n ?? 0;
console.log(`${handle.kind}: ${next} generated enterprises present, generating up to ${total}…`);
const rng = random(2026 + next);
while (next < total) {
  const size = Math.min(BATCH, total - next);
  const rows = Array.from({ length: size }, (_, k) => enterpriseRows(next + k + 1, rng, context));
  await db.transaction(async (tx) => {
    await tx.insert(orgs).values(rows.map((r) => r.org));
    await tx.insert(users).values(rows.map((r) => r.user));
    await tx.insert(workflowInstances).values(rows.map((r) => r.instance));
    await tx.insert(workflowHistory).values(rows.flatMap((r) => r.history));
    await tx.insert(profileVersions).values(rows.map((r) => r.version));
    await tx.insert(enterprises).values(rows.map((r) => r.enterprise));
  });
  next += size;
  if (next % 10_000 === 0 || next === total)
    console.log(`  ${next} (${Math.round((performance.now() - started) / 1000)} s)`);
}
// Fresh statistics so that the planner knows the table's size at once.
await db.execute(sql`analyze`);
console.log(`done in ${Math.round((performance.now() - started) / 1000)} s`);
await handle.close();
