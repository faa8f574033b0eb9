// Research letters at a province's scale (issue 11 §2, item 8 of its brief): 100,000 enterprises,
// 5,000 letters of 200 recipients each plus one letter to every enterprise (about 1.1 million
// recipient rows); p50/p95 of the queries behind a province office's letter list (with the reply
// counts of the page), the replies of the big letter (pages, state filters), and an enterprise's
// own letters. The rows are written with SQL (no users, versions or workflow), on a database of
// its own; the queries are the module's repository functions, exactly as the routes call them.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_research npx node bench/research.ts
//   (the database must exist; a rerun reuses the generated rows)
import { count, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { orgs, users } from '../server/src/db/schema/index.ts';
import * as repo from '../server/src/modules/research/research.repository.ts';
import { researchLetters, researchRecipients } from '../server/src/modules/research/research.schema.ts';
import { regionPrefix, regionWithin } from '../server/src/platform/access/region-scope.ts';
import { seedDatabase } from '../server/src/seed/index.ts';

const ENTERPRISES = 100_000;
const LETTERS = 5_000;
const PER_LETTER = 200;
const rounds = Number(process.env.BENCH_ROUNDS || 30);

const config = loadConfig(process.env);
if (!config.databaseUrl) throw new Error('set DATABASE_URL (PostgreSQL) to a database of its own');
const handle = await openDatabase({ url: config.databaseUrl });
const { db } = handle;
await migrateDatabase(handle);
await seedDatabase(handle, { ...config, seedDemo: true }, new Date());

const [admin] = await db
  .select({ orgId: orgs.id, regionCode: orgs.regionCode })
  .from(users)
  .innerJoin(orgs, eq(orgs.id, users.orgId))
  .where(eq(users.account, 'admin'));
if (!admin?.regionCode) throw new Error('the demo province office is missing');
const prefix = regionPrefix(admin.regionCode);

const [have] = await db.select({ n: count() }).from(orgs).where(sql`${orgs.name} like 'bench-research-%'`);
if ((have?.n ?? 0) < ENTERPRISES) {
  const started = performance.now();
  console.log('generating enterprises, letters and recipients…');
  // Enterprises spread over the province's leaf regions, a third of them golden seeds.
  await db.execute(sql`
    with leaves as (
      select code, row_number() over (order by code) - 1 as i, count(*) over () as n from regions r
      where code like ${`${prefix}%`} and level > 1
        and not exists (select 1 from regions c where c.parent_code = r.code))
    insert into orgs (name, type, region_code, grades, status, created_at, updated_at)
    select 'bench-research-' || g, 'ENTERPRISE', l.code,
      case when g % 3 = 0 then array['GOLDEN_SEED'] else array['NORMAL_SEED'] end, 'ACTIVE', now(), now()
    from generate_series(1, ${ENTERPRISES}) g
    join leaves l on l.i = g % l.n`);
  await db.execute(sql`
    insert into research_letters (number, issuing_org_id, issuing_region_code, subject, questions,
      recipients, deadline, status, sent_at, created_at, updated_at)
    select '基准调〔2026〕' || g || '号', ${admin.orgId}::uuid, ${admin.regionCode}, '基准调研 ' || g,
      '[{"key":"q1","kind":"TEXT","title":"问题","required":false,"options":[]}]'::jsonb,
      '{"mode":"FILTER"}'::jsonb, current_date + (g % 30 - 10), 'SENT',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${LETTERS + 1}) g`);
  // Each letter reaches PER_LETTER enterprises; the newest reaches them all. A third replied.
  await db.execute(sql`
    with e as (select id, region_code, row_number() over (order by id) as i from orgs
               where name like 'bench-research-%'),
         l as (select id, row_number() over (order by created_at) as i from research_letters
               where number like '基准调%')
    insert into research_recipients (letter_id, org_id, region_code, answers, read_at, replied_at, created_at)
    select l.id, e.id, e.region_code,
      case when (e.i + l.i) % 3 = 0 then '{"q1":"已回复"}'::jsonb else '{}'::jsonb end,
      case when (e.i + l.i) % 2 = 0 then now() end,
      case when (e.i + l.i) % 3 = 0 then now() end, now()
    from l join e on (l.i = ${LETTERS + 1}) or (e.i % ${ENTERPRISES / PER_LETTER} = l.i % ${ENTERPRISES / PER_LETTER})`);
  // The counters the module keeps with each send, reading and reply.
  await db.execute(sql`
    update research_letters l set recipient_count = c.total, read_count = c.read, replied_count = c.replied
    from (select letter_id, count(*) as total, count(read_at) as read, count(replied_at) as replied
          from research_recipients group by letter_id) c
    where c.letter_id = l.id`);
  // What autovacuum does in a running database: statistics, and the visibility map that lets an
  // index-only scan skip the table.
  await db.execute(sql`vacuum analyze`);
  console.log(`generated in ${Math.round((performance.now() - started) / 1000)} s`);
}

const [recipientCount] = await db.select({ n: count() }).from(researchRecipients);
const [big] = await db
  .select()
  .from(researchLetters)
  .where(sql`${researchLetters.number} like '基准调%'`)
  .orderBy(sql`${researchLetters.recipientCount} desc`)
  .limit(1);
const [someone] = await db
  .select({ id: orgs.id })
  .from(orgs)
  .where(sql`${orgs.name} = 'bench-research-4242'`);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;
async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

const today = new Date().toISOString().slice(0, 10);
const province = regionWithin(researchLetters.issuingRegionCode, admin.regionCode);
/** The letter list as the route builds it: a page of ids, then the rows (counts are on them). */
const letterPage =
  (page: number, filter: { keyword?: string; status?: 'SENT' } = {}) =>
  async () => {
    const { rows } = await repo.listLetters(db, province, filter, today, 20, (page - 1) * 20);
    for (const r of rows) repo.countsOf(r.letter, today);
  };
const replies = (page: number, state?: 'REPLIED' | 'OVERDUE' | 'SENT') => () =>
  repo.listReplies(db, big!, { state, today }, 20, (page - 1) * 20);

const figures = {
  'letters page 1 (+ counts)': await time(letterPage(1)),
  'letters page 100 (+ counts)': await time(letterPage(100)),
  'letters keyword': await time(letterPage(1, { keyword: '基准调研 42' })),
  'replies of a 100,000-recipient letter, page 1': await time(replies(1)),
  'replies page 2,000': await time(replies(2000)),
  'replies state=REPLIED': await time(replies(1, 'REPLIED')),
  'replies state=OVERDUE (past deadline)': await time(replies(1, 'OVERDUE')),
  'one enterprise inbox': await time(() => repo.myLetters(db, someone!.id, undefined, today, 20, 0)),
};
console.log(
  `PostgreSQL · ${ENTERPRISES} enterprises · ${recipientCount?.n} recipients · ${rounds} rounds (ms)`,
);
console.table(figures);
await handle.close();
