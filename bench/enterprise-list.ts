// The region-scoped enterprise list and its Excel export at scale (issue 3 §6): p50/p95 of list
// calls with filters and paging, and the export's time and the server's peak memory, for a
// province, a city and a county office. Run bench/generate-enterprises.ts on the database first.
//
//   DATA_DIR=/tmp/bench-pglite npx node bench/enterprise-list.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx node bench/enterprise-list.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';
import { startServerProcess } from '../scripts/server-process.ts';

const rounds = Number(process.env.BENCH_ROUNDS || 20);
const password = process.env.DEMO_PASSWORD || 'Portal@2026';
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (!process.env.DATABASE_URL && !process.env.DATA_DIR) throw new Error('set DATA_DIR or DATABASE_URL');

const server = await startServerProcess(
  { DATA_DIR: process.env.DATA_DIR ?? '', DATABASE_URL: process.env.DATABASE_URL ?? '', CAPTCHA_MODE: 'off' },
  300,
);
const { url } = server;

async function signIn(account: string): Promise<string> {
  const message = encryptCredentials(
    { account, password, key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const response = await fetch(`${url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ account, message }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in ${account}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function get(path: string, cookie: string) {
  const response = await fetch(url + path, { headers: { cookie } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function timeList(path: string, cookie: string) {
  for (let i = 0; i < 2; i++) await (await get(path, cookie)).json(); // warm-up
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const body = (await (await get(path, cookie)).json()) as { data: { total: number } };
    times.push(performance.now() - start);
    total = body.data.total;
  }
  times.sort((a, b) => a - b);
  return { total, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

/** The server's resident memory (kB) from /proc, sampled while the workbook streams. */
const rssKb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
};

async function timeExport(cookie: string, query = '') {
  const before = rssKb();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssKb());
  }, 20);
  const start = performance.now();
  const response = await get(`/console/api/company/export${query}`, cookie);
  let bytes = 0;
  for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
  const ms = performance.now() - start;
  clearInterval(sampler);
  return {
    ms: Math.round(ms),
    mb: round1(bytes / 1e6),
    rssBeforeMb: round1(before / 1024),
    rssPeakMb: round1(peak / 1024),
  };
}

type Scenario = [name: string, query: string];
const figures: Record<string, unknown> = { kind, rounds, at: new Date().toISOString() };
try {
  for (const account of ['admin', 'city', 'county']) {
    const cookie = await signIn(account);
    const me = (await (await get('/console/api/session/me', cookie)).json()) as {
      data: { org: { regionCode: string } };
    };
    const dictionaries = (await (await get('/console/api/company/dictionaries', cookie)).json()) as {
      data: { regions: { code: string; parentCode: string | null }[] };
    };
    const child = dictionaries.data.regions.find((r) => r.parentCode === me.data.org.regionCode)?.code;
    const scenarios: Scenario[] = [
      ['page 1', 'page=1&size=20'],
      ['page 50', 'page=50&size=20'],
      // Two characters give pg_trgm no trigram (the index cannot narrow); four pick ~30 names.
      ['name contains', `name=${encodeURIComponent('智能')}`],
      ['name contains 4 chars', `name=${encodeURIComponent('盛泰智能')}`],
      ['grade + stage', 'grade=GOLDEN_SEED&stage=TUTORING'],
      ['industry section', 'industry=C'],
      ['strategic + board', 'strategicIndustry=1&targetBoard=STAR'],
      ['green channel', 'hasShortcut=true'],
      ...(child ? ([['region subtree', `regionCode=${child}`]] as Scenario[]) : []),
    ];
    const list: Record<string, unknown> = {};
    for (const [name, query] of scenarios)
      list[name] = await timeList(`/console/api/company/list?${query}`, cookie);
    const exported = await timeExport(cookie);
    const exportedFiltered = await timeExport(cookie, '?grade=NORMAL_SEED');
    figures[account] = { list, export: exported, exportNormalSeed: exportedFiltered };
    console.log(`\n${kind} · ${account}`);
    console.table(list);
    console.log('export (all in scope):', exported, '\nexport (grade=NORMAL_SEED):', exportedFiltered);
  }
} finally {
  await server.stop();
}
writeFileSync(
  join(import.meta.dirname, 'results', `enterprise-list-${kind}.json`),
  `${JSON.stringify(figures, null, 2)}\n`,
);
