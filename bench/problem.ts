// The green channel's problem list at scale (issue 11 §4): 100,000 enterprises and 200,000
// problems spread over the province, then p50/p95 of the list's SQL (page of ids, count, then the
// decoration of one page — what problem.service.ts list() runs) for the province, a city and a
// county office and the member unit, with the filters the pages offer.
//
//   DATA_DIR=/tmp/bench-problem npx node bench/problem.ts                        (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx node bench/problem.ts
//   BENCH_ENTERPRISES=100000 BENCH_PROBLEMS=200000 BENCH_ROUNDS=20 (defaults); a rerun tops up.
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PROBLEM_CATEGORIES, type ProblemState } from '@portal/contract/problem';
import { count, eq, like, sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { orgs, regions, users } from '../server/src/db/schema/index.ts';
import { PROBLEM_HOME_CARDS } from '../server/src/modules/problem/problem.home.ts';
import { decorate, listIds, type ProblemScope } from '../server/src/modules/problem/problem.repository.ts';
import { problems } from '../server/src/modules/problem/problem.schema.ts';
import type { Caller } from '../server/src/platform/access/caller.ts';
import { regionPrefix } from '../server/src/platform/access/region-scope.ts';
import type { AppContext } from '../server/src/platform/context.ts';
import { seedDatabase } from '../server/src/seed/index.ts';

const ENTERPRISES = Number(process.env.BENCH_ENTERPRISES || 100_000);
const PROBLEMS = Number(process.env.BENCH_PROBLEMS || 200_000);
const rounds = Number(process.env.BENCH_ROUNDS || 20);
const BATCH = 1000;

const config = loadConfig(process.env);
if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const { db } = handle;
const started = performance.now();
const seconds = () => Math.round((performance.now() - started) / 1000);
await migrateDatabase(handle);
await seedDatabase(handle, { ...config, seedDemo: true }, new Date());

/** A small deterministic generator, so that reruns build the same data. */
let seed = 2026;
const rand = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const account = async (name: string) => {
  const [row] = await db
    .select({ orgId: orgs.id, type: orgs.type, regionCode: orgs.regionCode, level: orgs.level })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, name));
  if (!row) throw new Error(`demo account ${name} is missing`);
  return row;
};
const [province, city, county, unit] = await Promise.all(['admin', 'city', 'county', 'unit'].map(account));
const prefix = regionPrefix(config.provinceCode);
const all = await db
  .select()
  .from(regions)
  .where(like(regions.code, `${prefix}%`));
const leaves = all.filter((r) => r.level > 1 && !all.some((c) => c.parentCode === r.code)).map((r) => r.code);
const units = [unit!.orgId];

// Enterprises: organisations only (the list joins their names); created once, topped up on rerun.
const [haveEnterprises] = await db.select({ n: count() }).from(orgs).where(like(orgs.name, '基准企业%'));
const now = new Date();
for (let n = haveEnterprises?.n ?? 0; n < ENTERPRISES; n += BATCH) {
  const size = Math.min(BATCH, ENTERPRISES - n);
  await db.insert(orgs).values(
    Array.from({ length: size }, (_, k) => ({
      name: `基准企业${n + k + 1}有限公司`,
      type: 'ENTERPRISE' as const,
      regionCode: pick(leaves),
      grades: ['GOLDEN_SEED' as const],
      hasShortcut: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
}
console.log(`${handle.kind}: ${ENTERPRISES} enterprises (${seconds()} s)`);

const enterpriseRows = await db
  .select({ id: orgs.id, regionCode: orgs.regionCode })
  .from(orgs)
  .where(like(orgs.name, '基准企业%'))
  .limit(ENTERPRISES);
const STATES: ProblemState[] = [
  'submitted',
  'accepted',
  'assigned',
  'assigned',
  'proposed',
  'closed',
  'rated',
  'rated',
];
const [haveProblems] = await db
  .select({ n: count() })
  .from(problems)
  .where(like(problems.title, '基准问题%'));
for (let n = haveProblems?.n ?? 0; n < PROBLEMS; n += BATCH) {
  const size = Math.min(BATCH, PROBLEMS - n);
  await db.insert(problems).values(
    Array.from({ length: size }, (_, k) => {
      const ent = pick(enterpriseRows);
      const state = pick(STATES);
      const handled = state !== 'submitted' && state !== 'accepted';
      const at = new Date(now.getTime() - Math.floor(rand() * 365) * 86_400_000 - k * 1000);
      const office = ent.regionCode!.startsWith(regionPrefix(county!.regionCode!))
        ? county!.orgId
        : ent.regionCode!.startsWith(regionPrefix(city!.regionCode!))
          ? city!.orgId
          : province!.orgId;
      return {
        id: randomUUID(),
        enterpriseOrgId: ent.id,
        regionCode: ent.regionCode!,
        category: pick(PROBLEM_CATEGORIES),
        title: `基准问题${n + k + 1} ${pick(['土地证办理', '社保证明', '环评批复', '股权确认', '合规证明', '融资对接'])}`,
        description: '<p>基准数据</p>',
        state,
        instanceId: randomUUID(),
        holderOrgId: handled && state !== 'rated' ? units[0]! : office,
        officeOrgId: office,
        leadUnitId: handled ? pick(units) : null,
        workingDays: handled ? 10 : null,
        assignedAt: handled ? at : null,
        deadline: handled ? new Date(at.getTime() + 14 * 86_400_000) : null,
        rating: state === 'rated' ? ('SATISFIED' as const) : null,
        submittedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  if ((n + size) % 20_000 === 0) console.log(`  ${n + size} problems (${seconds()} s)`);
}
await db.execute(sql`analyze`);
console.log(`${PROBLEMS} problems ready (${seconds()} s)`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function time(scope: ProblemScope, query: Record<string, string | number>) {
  const q = { page: 1, size: 20, ...query } as Parameters<typeof listIds>[2];
  const page = Number(query.page ?? 1);
  const size = Number(query.size ?? 20);
  const run = async () => {
    const { total, ids } = await listIds(db, scope, q, new Date(), size, (page - 1) * size);
    await decorate(db, ids);
    return total;
  };
  await run();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    total = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { total, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

const office = (o: typeof province): ProblemScope => ({
  kind: 'office',
  orgId: o!.orgId,
  region: o!.regionCode,
});
const scenarios: [string, ProblemScope, Record<string, string | number>][] = [
  ['province page 1', office(province), {}],
  ['province page 50', office(province), { page: 50 }],
  ['province state=assigned', office(province), { state: 'assigned' }],
  ['province category', office(province), { category: 'ENVIRONMENT' }],
  ['province keyword', office(province), { keyword: '环评' }],
  ['province overdue', office(province), { overdue: 'true' }],
  ['province to-do', office(province), { todo: 'true' }],
  ['city page 1', office(city), {}],
  ['county page 1', office(county), {}],
  ['unit page 1', { kind: 'unit', orgId: unit!.orgId }, {}],
];
const table: Record<string, unknown> = {};
for (const [name, scope, query] of scenarios) table[name] = await time(scope, query);

// The home cards (issue 16): each is one count query and one short list, run as the home runs it.
const cardOf = (name: string, o: typeof province, type: 'FINANCIAL' | 'FUNCTIONAL') => {
  const card = PROBLEM_HOME_CARDS.find((c) => c.name === name)!;
  const load = card.load({ db, clock: () => new Date() } as unknown as AppContext);
  const caller = {
    org: { id: o!.orgId, type, regionCode: o!.regionCode, level: o!.level },
  } as unknown as Caller;
  return () => load(caller);
};
for (const [name, run] of [
  ['province home card', cardOf('office', province, 'FINANCIAL')],
  ['city home card', cardOf('office', city, 'FINANCIAL')],
  ['unit home card', cardOf('unit', unit, 'FUNCTIONAL')],
] as const) {
  await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  table[name] = { total: null, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}
console.log(`\n${handle.kind} · ${PROBLEMS} problems, ${ENTERPRISES} enterprises, ${rounds} rounds (ms)`);
console.table(table);
await handle.close();
