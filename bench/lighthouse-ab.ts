// `node bench/lighthouse-ab.ts <name>=<dist> <name>=<dist> …`: Lighthouse's performance and total
// blocking time of the drawn pages (bench/lighthouse-pages.ts) for two or more builds of the web,
// each served by its own server, the builds taken in turn within a round and in the reverse order
// the next, so that a slow spell of a shared host falls on all of them. BENCH_ROUNDS rounds (6).
// Prints each run, then per build and page the median and every figure: performance, total blocking
// time and all the main thread's work. Name one build twice to see the host's noise: on 2 December
// 2026, two copies of one build read the portal home's blocking time at medians of 334 and 597 ms
// over 5–6 rounds (performance 94 and 85), its main-thread work at 2,916 and 3,184 ms. A change
// smaller than that is not seen here. Keep each <dist> inside the checkout (see drawnPages), under
// .tmp/ (say .tmp/cur/dist), which git and the linter leave alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess } from '../scripts/server-process.ts';
import { drawnPages, launchChromium, mainThreadBlocking, measurePage } from './lighthouse-pages.ts';

const builds = process.argv.slice(2).map((arg) => {
  const [name, dist] = arg.split('=');
  if (!name || !dist) throw new Error(`expected <name>=<dist>, got ${arg}`);
  return { name, dist: resolve(dist) };
});
if (builds.length < 2) throw new Error('name two builds or more: <name>=<dist> <name>=<dist>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 6);

type Served = { name: string; server: Awaited<ReturnType<typeof startServerProcess>> };
const dataDirs: string[] = [];
const servers: Served[] = [];
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
const figures = new Map<string, { performance: number[]; tbt: number[]; work: number[]; cpu: number[] }>();
// Everything started inside the try, so that a server or Chromium failing to start stops the ones
// already running.
try {
  for (const { name, dist } of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-ab-'));
    dataDirs.push(dataDir);
    servers.push({
      name,
      server: await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: dist }),
    });
  }
  chrome = await launchChromium();
  const measured = await Promise.all(
    servers.map(async (s) => ({ ...s, pages: await drawnPages(s.server.url) })),
  );
  for (let round = 0; round < rounds; round++) {
    for (const { name, server, pages } of round % 2 ? [...measured].reverse() : measured) {
      for (const [page, path] of pages) {
        const run = await measurePage(`${server.url}${path}`, chrome.port, ['performance']);
        if (!run || run.lhr.runtimeError) {
          console.log(`round ${round + 1} ${name} ${page}: not measured (${run?.lhr.runtimeError?.code})`);
          continue;
        }
        const performance = Math.round((run.lhr.categories.performance?.score ?? 0) * 100);
        const tbt = Math.round(run.lhr.audits['total-blocking-time']?.numericValue ?? 0);
        // All the main thread's work, long tasks or not: blocking time counts only what a task spends
        // over 50 ms, so a task that grows from 40 to 60 ms jumps and one from 60 to 40 vanishes.
        const work = Math.round(run.lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0);
        const index = Math.round(run.lhr.environment.benchmarkIndex);
        // The page's own blocking, from its tasks' CPU time rather than their wall time: far less
        // moved by the host's other work (see mainThreadBlocking).
        const cpu = mainThreadBlocking(run.artifacts.Trace.traceEvents)?.byCpuMs ?? Number.NaN;
        console.log(
          `round ${round + 1} ${name} ${page}: performance ${performance}, TBT ${tbt} ms, by CPU time ${cpu} ms, main thread ${work} ms, index ${index}`,
        );
        const key = `${name} · ${page}`;
        const kept = figures.get(key) ?? { performance: [], tbt: [], work: [], cpu: [] };
        kept.performance.push(performance);
        kept.tbt.push(tbt);
        kept.work.push(work);
        kept.cpu.push(cpu);
        figures.set(key, kept);
      }
    }
  }
} finally {
  chrome?.kill();
  for (const { server } of servers) await server.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [key, { performance, tbt, work, cpu }] of [...figures].sort(([a], [b]) =>
  a.localeCompare(b, 'en'),
))
  console.log(
    `${key.padEnd(28)} performance median ${median(performance)} [${performance.join(' ')}], TBT median ${median(tbt)} ms [${tbt.join(' ')}], by CPU time median ${median(cpu)} ms [${cpu.join(' ')}], main thread median ${median(work)} ms [${work.join(' ')}]`,
  );
