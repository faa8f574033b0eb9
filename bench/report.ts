// Periodic reports at scale (issue 10 §3): 100,000 enterprises with grades and stages spread so
// that two years of weekly, monthly and quarterly periods make a few million report rows; then a
// period's submission status (counts + first page, as GET /report/status runs it) for the
// province, a city and a county office, p50/p95; and the streamed export of the largest province
// period with the process's peak memory. Prints its figures; not a test.
//
//   DATA_DIR=/tmp/bench-report node bench/report.ts                                  (PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_report node bench/report.ts (PostgreSQL)
//   BENCH_ENTERPRISES=100000 (default) · BENCH_ROUNDS=20 · a rerun reuses what is there.
import { mkdirSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { CADENCED_KINDS, REPORT_CADENCE } from '@portal/contract/report';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { createObligations, openPeriod } from '../server/src/modules/report/report.obligations.ts';
import { periodsBetween } from '../server/src/modules/report/report.periods.ts';
import * as repo from '../server/src/modules/report/report.repository.ts';
import { regionPrefix } from '../server/src/platform/access/region-scope.ts';
import { chinaDay } from '../server/src/platform/china-time.ts';
import { seedDatabase } from '../server/src/seed/index.ts';

const total = Number(process.env.BENCH_ENTERPRISES || 100_000);
const rounds = Number(process.env.BENCH_ROUNDS || 20);
const config = loadConfig(process.env);
mkdirSync(config.dataDir ?? '.', { recursive: true });
const handle = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
const { db } = handle;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const now = new Date();
const today = chinaDay(now);
const t0 = performance.now();
const seconds = () => `${Math.round((performance.now() - t0) / 100) / 10} s`;

await migrateDatabase(handle);
await seedDatabase(handle, { ...config, seedDemo: false }, now);

// Enterprises: set-based, one organisation each, in the province's leaf regions; grades and
// stages by the number, so the obligations come out in fixed shares (golden 10 %, sci 5 %, silver
// 10 %, tutoring 8 %, in review 4 % of which half on STAR, overseas 2 %).
const prefix = regionPrefix(config.provinceCode);
/** The `n` of a count query's one row. */
const firstCount = (result: unknown): number => rows<{ n: number }>(result as never)[0]?.n ?? 0;
const present = firstCount(
  await db.execute(sql`select count(*)::int as n from enterprises where name like 'bench-report-%'`),
);
if (present < total) {
  console.log(`${handle.kind}: ${present} bench enterprises present, generating up to ${total}…`);
  await db.execute(sql`
    with leaves as (
      select code, row_number() over (order by code) - 1 as i, count(*) over () as n from regions r
      where code like ${`${prefix}%`} and level > 1 and not exists (select 1 from regions c where c.parent_code = r.code)),
    made as (
      insert into orgs (name, type, credit_code, region_code, grades, status, created_at, updated_at)
      select 'bench-report-' || g, 'ENTERPRISE', 'BR' || lpad(g::text, 16, '0'),
        (select code from leaves where i = g % n), 
        case when g % 20 < 2 then array['GOLDEN_SEED'] when g % 20 = 2 then array['SCI_SEED']
             when g % 20 in (3, 4) then array['SILVER_SEED'] else array['NORMAL_SEED'] end,
        'ACTIVE', ${now}, ${now}
      from generate_series(${present + 1}::int, ${total}::int) g, (select n from leaves limit 1) c
      returning id, name, credit_code, region_code)
    insert into enterprises (org_id, name, credit_code, region_code, stage, target_board, created_at, updated_at)
    select id, name, credit_code, region_code,
      case when substr(name, 14)::int % 25 < 2 then 'TUTORING' when substr(name, 14)::int % 25 = 2 then 'IN_REVIEW'
           else 'RESERVE' end,
      case when substr(name, 14)::int % 50 = 2 then 'STAR' when substr(name, 14)::int % 50 = 3 then 'OVERSEAS'
           else 'SSE_MAIN' end,
      ${now}, ${now}
    from made`);
  console.log(`enterprises ready (${seconds()})`);
}

// Two years of periods and their obligations; four in five past rows accepted.
const from = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
const before = firstCount(await db.execute(sql`select count(*)::int as n from reports`));
for (const kind of CADENCED_KINDS)
  for (const span of periodsBetween(REPORT_CADENCE[kind] as 'WEEKLY', from, today))
    await createObligations(db, kind, await openPeriod(db, kind, span, now), span.dueOn, now);
const after = firstCount(await db.execute(sql`select count(*)::int as n from reports`));
if (after > before) {
  await db.execute(sql`
    update reports set state = 'ACCEPTED', submitted_at = (due_on::timestamp - interval '1 day')
    where state = 'OWED' and due_on < ${today} and abs(hashtext(id::text)) % 5 <> 0`);
  await db.execute(sql`analyze reports`);
}
console.log(`${after} report rows (${after - before} new) (${seconds()})`);

// The offices: the province, the first city and its first county.
const [city] = rows<{ code: string }>(
  await db.execute(
    sql`select code from regions where code like ${`${prefix}%`} and level = 2 order by code limit 1`,
  ),
);
const [county] = rows<{ code: string }>(
  await db.execute(sql`select code from regions where parent_code = ${city!.code} order by code limit 1`),
);
const scopes = { province: `${prefix}0000`.slice(0, 6), city: city!.code, county: county!.code };
// The largest weekly period: the hardest status and export.
const [period] = rows<{ id: string; label: string; kind: string; n: number }>(
  await db.execute(sql`
    select p.id, p.label, p.kind, count(*)::int as n from report_periods p join reports r on r.period_id = p.id
    where p.kind = 'tutorial' group by p.id order by n desc, p.label desc limit 1`),
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

console.log(
  `\nsubmission status of ${period!.kind} ${period!.label} (${period!.n} rows in the province), ${rounds} rounds:`,
);
for (const [name, regionCode] of Object.entries(scopes)) {
  const viewer = { orgId: '00000000-0000-4000-8000-000000000000', type: 'FINANCIAL', regionCode };
  const filter = { periodId: period!.id };
  const once = async () => {
    const ids = await repo.pageOfIds(db, viewer, filter, today, 20, 0);
    const counts = await repo.countsOf(db, viewer, filter, today);
    await repo.decorate(db, ids, today);
    return counts.total;
  };
  await once();
  const times: number[] = [];
  let seen = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    seen = await once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(8)} ${String(seen).padStart(7)} rows   p50 ${round1(percentile(times, 50))} ms   p95 ${round1(percentile(times, 95))} ms`,
  );
}

// The province's export of that period, streamed into a counting sink.
const rss = () => process.memoryUsage().rss / 1024 / 1024;
const base = rss();
let peak = base;
const sampler = setInterval(() => {
  peak = Math.max(peak, rss());
}, 10);
const sink = new PassThrough();
let bytes = 0;
sink.on('data', (chunk: Buffer) => {
  bytes += chunk.length;
});
const book = new ExcelJS.stream.xlsx.WorkbookWriter({
  stream: sink,
  useStyles: false,
  useSharedStrings: false,
});
const sheet = book.addWorksheet('定期报告');
const start = performance.now();
let written = 0;
const viewer = {
  orgId: '00000000-0000-4000-8000-000000000000',
  type: 'FINANCIAL',
  regionCode: scopes.province,
};
for await (const batch of repo.exportBatches(db, viewer, { periodId: period!.id }, today)) {
  for (const r of batch)
    sheet
      .addRow([r.kind, r.periodLabel, r.filerName, r.regionName, r.state, r.dueOn, r.late ? '是' : '否'])
      .commit();
  written += batch.length;
}
sheet.commit();
await book.commit();
clearInterval(sampler);
console.log(
  `\nexport of the province period: ${written} rows, ${Math.round(bytes / 1024)} kB in ${Math.round(performance.now() - start)} ms; rss ${Math.round(base)} → peak ${Math.round(peak)} MB`,
);
await handle.close();
