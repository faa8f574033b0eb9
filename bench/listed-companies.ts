// Listed-company statistics at scale (issue 13 §3: 5,500 listed companies × 10 years of indicators;
// each screen's first answer p95 < 150 ms on PostgreSQL, < 400 ms on PGlite). Fills an in-memory
// PGlite, or the database at DATABASE_URL, with the demo generator's rows as one version of each
// dataset, then times what each screen asks first: nationalSecuritiesInit (the statistics and the
// first page of companies, together) and majorFinancialIndInit (the indicators of the latest year).
//
//   node bench/listed-companies.ts                                       (in-memory PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_listed node bench/listed-companies.ts
//   BENCH_LISTED_COMPANIES=5500 (default), BENCH_LISTED_YEARS=10, BENCH_ROUNDS=30
import { loadavg } from 'node:os';
import { companyQuery } from '@portal/contract/listed-companies';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import {
  LISTED_COMPANIES,
  LISTED_FINANCIALS,
} from '../server/src/modules/listed-companies/listed-companies.datasets.ts';
import { createListedCompanies } from '../server/src/modules/listed-companies/listed-companies.service.ts';
import { generateListed } from '../server/src/modules/listed-companies/seed/demo-listed.ts';
import { seedDataset } from '../server/src/platform/datasets/index.ts';
import { loadRegions } from '../server/src/platform/dictionaries/data/regions.ts';

const companies = Number(process.env.BENCH_LISTED_COMPANIES || 5500);
const years = Number(process.env.BENCH_LISTED_YEARS || 10);
const rounds = Number(process.env.BENCH_ROUNDS || 30);
const url = process.env.DATABASE_URL;
const PGLITE_MS = 400;
const POSTGRES_MS = 150;

const handle = await openDatabase(url ? { url } : { dataDir: null });
const { db } = handle;
await migrateDatabase(handle);

const cities = new Map<string, string[]>();
for (const r of loadRegions())
  if (r.level === 2 && r.parentCode) cities.set(r.parentCode, [...(cities.get(r.parentCode) ?? []), r.name]);
const asOf = new Date().toISOString().slice(0, 10);
const data = generateListed(companies, years, Number(asOf.slice(0, 4)) - 1, (p) => cities.get(p) ?? []);
const fillStart = performance.now();
// A version is written only into a dataset that has none: use a fresh database (a rerun on the
// same PostgreSQL database times the rows of the first run).
const options = { sourceName: '基准测试生成', asOf, synthetic: true, importedAt: new Date() };
await seedDataset(db, LISTED_COMPANIES, data.companies, options);
await seedDataset(db, LISTED_FINANCIALS, data.financials, options);
await db.execute(sql`ANALYZE listed_companies`);
await db.execute(sql`ANALYZE listed_financials`);
const fillSeconds = Math.round((performance.now() - fillStart) / 100) / 10;

const config = { ...loadConfig({ ...process.env, DATA_DIR: '/tmp/unused' }), provinceCode: '430000' };
const listed = createListedCompanies({ db, config });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const screens: [string, () => Promise<unknown>][] = [
  [
    'nationalSecuritiesInit',
    () => Promise.all([listed.securities({}), listed.companies(companyQuery.parse({}))]),
  ],
  ['  … filtered by exchange', () => listed.securities({ exchange: 'SZSE' })],
  ['  … companies page 100', () => listed.companies(companyQuery.parse({ page: 100 }))],
  ['majorFinancialIndInit', () => listed.financials({})],
  [
    '  … an earlier year, one industry',
    () => listed.financials({ year: Number(asOf.slice(0, 4)) - 5, industry: '医药' }),
  ],
];
const target = url ? POSTGRES_MS : PGLITE_MS;
console.log(
  `\nlisted companies: ${data.companies.length} companies × ${years} years (${data.financials.length} indicator rows) ` +
    `on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}, filled in ${fillSeconds} s; target p95 < ${target} ms`,
);
// The machine may be shared: figures mean little without the load they were taken under.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(`  load average ${load()}`);
let failed = false;
for (const [name, run] of screens) {
  await run(); // warm-up: the first use of a statement pays its planning
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  if (p95 > target) failed = true;
  console.log(
    `  ${name.padEnd(36)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms${p95 > target ? '  OVER' : ''}`,
  );
}
console.log(`  load average ${load()}`);
await handle.close();
if (failed) process.exitCode = 1;
