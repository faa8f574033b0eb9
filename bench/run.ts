// `npm run bench`: start-up times and the cost of the signed-in hot calls against a bare Fastify
// route, measured side by side on loopback, on PGlite and on PostgreSQL (a fresh database made on
// BENCH_POSTGRES_URL's server, default postgres://postgres@127.0.0.1:5432, and dropped after;
// BENCH_POSTGRES_URL=off skips it). Figures are printed and written to bench/results/.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, type ServerProcess, startServerProcess } from '../scripts/server-process.ts';
import { signIn } from './sign-in.ts';

const seconds = Number(process.env.BENCH_SECONDS || 5);
// Rounds of each side, alternating; the figures are their medians.
const rounds = Number(process.env.BENCH_ROUNDS || 5);
// Issue 15 §1 asks for p99 under 10 ms at 50 connections.
const connections = Number(process.env.BENCH_CONNECTIONS || 50);
// Load on each side before its rounds. A second was enough to compile the code, but a server that
// has just started goes on collecting its start-up's garbage for a few seconds more: collections
// of 5–25 ms (V8's GC entries, on PGlite and on PostgreSQL) fell into the first round, whose p99
// was then the worst of the five (9 ms against 6, 7 against 4).
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS || 5);
const postgresServer = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const HOT_CALLS = ['/console/api/session/me', '/console/api/notice/count'];

async function timedStart(env: Record<string, string>) {
  const started = performance.now();
  const server = await startServerProcess(env, 180);
  return { server, ms: Math.round(performance.now() - started) };
}

/** A round as autocannon leaves it when asked not to sum it up: its latencies still as a histogram. */
type Round = { totalCompletedRequests: number; duration: number; non2xx: number };
type Summed = { latency: { p50: number; p99: number } };
// In autocannon's API, not in its type declarations: sums rounds' histograms into one result.
const sumUp = (autocannon as unknown as { aggregateResult(r: Round[], o: object): Summed }).aggregateResult;

/**
 * The CPU time a process has used so far, in microseconds (all its threads, user and kernel), read
 * from Linux's /proc; null elsewhere. /proc counts in ticks of 1/100 s (USER_HZ).
 */
function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function load(url: string, pid: number | undefined, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const options = { url, connections, duration: seconds, headers, skipAggregateResult: true };
  const cpuBefore = cpuMicros(pid);
  const round = (await autocannon(options)) as unknown as Round;
  const cpuAfter = cpuMicros(pid);
  if (round.non2xx > 0) throw new Error(`${url}: ${round.non2xx} answers were not 2xx`);
  const { p99 } = sumUp([round], { url, connections }).latency;
  const rps = Math.round(round.totalCompletedRequests / round.duration);
  const cpuUs =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / round.totalCompletedRequests;
  return { round, rps, p99, cpuUs };
}

type Load = Awaited<ReturnType<typeof load>>;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/**
 * A side's rounds as one figure: the median throughput; p50 and p99 of all the rounds' answers
 * together (a p99 of five 5-second rounds is the 99th percentile of their 25 seconds); and, for
 * the spread, each round's p99 and the worst of them.
 */
const summary = (url: string, runs: Load[]) => {
  const all = sumUp(
    runs.map((r) => r.round),
    { url, connections },
  ).latency;
  return {
    rps: median(runs.map((r) => r.rps)),
    // The server's own work per answer: unlike the throughput, it does not move with how much of
    // the two cores the load generator takes, which is most of the spread between rounds here.
    cpuPerAnswerUs: runs.every((r) => r.cpuUs !== null)
      ? Number(median(runs.map((r) => r.cpuUs!)).toFixed(1))
      : null,
    p50: all.p50,
    p99: all.p99,
    worstRoundP99: Math.max(...runs.map((r) => r.p99)),
    roundP99s: runs.map((r) => r.p99),
  };
};

async function startBare(body: string) {
  const port = await freePort();
  const child = fork(join(import.meta.dirname, 'bare-server.ts'), {
    env: { ...process.env, PORT: String(port), BARE_BODY: body },
  });
  await new Promise((r) => child.once('message', r));
  return { url: `http://127.0.0.1:${port}/bare`, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * Each hot call against the bare route answering the same body, in alternating rounds: on a host
 * whose neighbours take CPU in bursts, one run of each side after the other compared the bursts
 * rather than the routes (the ratio went from 0.35 to 0.74 between runs here).
 */
async function hotCalls(server: ServerProcess) {
  const cookie = await signIn(server.url, 'admin');
  const figures: Record<string, unknown> = {};
  for (const path of HOT_CALLS) {
    const body = await (await fetch(server.url + path, { headers: { cookie } })).text();
    const bare = await startBare(body);
    // Warmed up each first, so that neither side is measured while its code is still compiled.
    await autocannon({ url: server.url + path, connections, duration: warmUpSeconds, headers: { cookie } });
    await autocannon({ url: bare.url, connections, duration: warmUpSeconds });
    const portal: Load[] = [];
    const yardstick: Load[] = [];
    for (let round = 0; round < rounds; round++) {
      portal.push(await load(server.url + path, server.child.pid, cookie));
      yardstick.push(await load(bare.url, bare.pid));
    }
    bare.stop();
    const [mine, theirs] = [summary(server.url + path, portal), summary(bare.url, yardstick)];
    figures[path] = {
      portal: mine,
      bare: theirs,
      ratio: Number((mine.rps / theirs.rps).toFixed(3)),
      roundRatios: portal.map((p, i) => Number((p.rps / yardstick[i]!.rps).toFixed(3))),
    };
  }
  return figures;
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const cold = await timedStart(env);
    await cold.server.stop();
    const warm = await timedStart(env);
    try {
      return { coldStartMs: cold.ms, warmStartMs: warm.ms, ...(await hotCalls(warm.server)) };
    } finally {
      await warm.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: postgresServer });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function onPostgres() {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(postgresServer);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    // PostgreSQL means a real deployment, which must name its origin: here, the loopback port.
    const port = String(await freePort());
    const started = await timedStart({
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      PORT: port,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    });
    try {
      return { coldStartMs: started.ms, ...(await hotCalls(started.server)) };
    } finally {
      await started.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(`drop database if exists ${name} with (force)`);
  }
}

type Side = ReturnType<typeof summary>;
type HotCall = { portal: Side; bare: Side; ratio: number };
const TARGET = { ratio: 0.5, p99Ms: 10 };

/**
 * The targets of issue 15 §1, met or not, per database and call, and beside them the two servers'
 * CPU per answer: both sides are bound by their own main thread here (each near 100 % of a core
 * under load), so the throughput ratio is their CPU ratio, moved by how the load generator's
 * share of the two cores varies between rounds. At 50 connections the tail
 * follows the throughput, so on a slow host the bare route itself may miss the p99: then the
 * portal cannot show it there, which is said rather than left to be worked out from the JSON.
 */
function printVerdict(all: Record<string, unknown>) {
  console.log(`Issue 15 §1: ratio ≥ ${TARGET.ratio}, p99 < ${TARGET.p99Ms} ms at ${connections} connections`);
  let bareMissed = false;
  for (const database of ['pglite', 'postgres']) {
    const calls = all[database] as Record<string, HotCall> | undefined;
    for (const path of calls ? HOT_CALLS : []) {
      const { portal, bare, ratio } = calls![path]!;
      bareMissed ||= bare.p99 >= TARGET.p99Ms;
      const ratioMet = ratio >= TARGET.ratio ? 'met' : 'NOT met';
      const p99Met = portal.p99 < TARGET.p99Ms ? 'met' : 'NOT met';
      console.log(
        `  ${database.padEnd(8)} ${path.padEnd(26)} ratio ${ratio} ${ratioMet}; p99 ${portal.p99} ms ${p99Met} (the bare route's ${bare.p99} ms)`,
      );
      if (portal.cpuPerAnswerUs !== null && bare.cpuPerAnswerUs !== null)
        console.log(
          `  ${''.padEnd(8)} ${''.padEnd(26)} server CPU per answer ${portal.cpuPerAnswerUs} µs, the bare route's ${bare.cpuPerAnswerUs} µs: ratio ${(bare.cpuPerAnswerUs / portal.cpuPerAnswerUs).toFixed(3)}`,
        );
    }
  }
  if (bareMissed)
    console.log(
      `  The bare route itself missed p99 < ${TARGET.p99Ms} ms in this run: this host is too slow to show that target.`,
    );
}

const figures: Record<string, unknown> = {
  seconds,
  rounds,
  connections,
  warmUpSeconds,
  pglite: await onPglite(),
};
if (process.env.BENCH_POSTGRES_URL !== 'off') figures.postgres = await onPostgres();
console.log(JSON.stringify(figures, null, 2));
printVerdict(figures);
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'foundation.json'),
  `${JSON.stringify(figures, null, 2)}\n`,
);
