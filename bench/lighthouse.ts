// `node bench/lighthouse.ts`: Lighthouse (mobile preset, the Debian Chromium headless) on the portal
// home, a news detail and the sign-in page of a freshly started server (issue 15 §2). Prints
// performance, accessibility and best practices against the targets and what failed on each page;
// figures go to bench/results/lighthouse.json. Loopback without throttling of the server itself, so
// performance here is the page's own cost under Lighthouse's simulated slow 4G and CPU.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServerProcess } from '../scripts/server-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';
import { drawnPages, launchChromium, mainThreadBlocking, measurePage } from './lighthouse-pages.ts';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95 } as const;
type Category = keyof typeof TARGETS;

if (!process.env.WEB_DIST) ensureWebBuild();
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : '';
const dataDir = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: webDist });
const chrome = await launchChromium();
try {
  const pages = await drawnPages(server.url);
  const results: Record<string, Record<string, number>> = {};
  for (const [name, path] of pages) {
    // The default configuration is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
    const run = await measurePage(`${server.url}${path}`, chrome.port, Object.keys(TARGETS));
    if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
    const { categories, audits, runtimeError } = run.lhr;
    if (runtimeError)
      console.log(`  Lighthouse could not measure ${path}: ${runtimeError.code} ${runtimeError.message}`);
    const scores = Object.fromEntries(
      (Object.keys(TARGETS) as Category[]).map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
    );
    // Lighthouse's own reading of the host's speed (its CPU slowdown multiplies the host's): the
    // same page scored 77–100 between hosts here, so a score means little without it.
    const speed = Math.round(run.lhr.environment.benchmarkIndex);
    const mainThread = mainThreadBlocking(run.artifacts.Trace.traceEvents);
    results[name] = {
      ...scores,
      benchmarkIndex: speed,
      ...(mainThread && { blockingByWallMs: mainThread.byWallMs, blockingByCpuMs: mainThread.byCpuMs }),
    };
    const line = (Object.keys(TARGETS) as Category[])
      .map((c) => `${c} ${scores[c]} (≥ ${TARGETS[c]}${scores[c]! >= TARGETS[c] ? '' : ' NOT met'})`)
      .join(', ');
    console.log(`${name.padEnd(12)} ${path}: ${line}`);
    console.log(
      `  FCP ${audits['first-contentful-paint']?.displayValue}, LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}, CLS ${audits['cumulative-layout-shift']?.displayValue}; host benchmark index ${speed}`,
    );
    if (mainThread)
      console.log(
        `  main thread after the first paint, ×4 less 50 ms a task: ${mainThread.byWallMs} ms by its tasks' wall time, ${mainThread.byCpuMs} ms by their CPU time (see mainThreadBlocking)`,
      );
    // What cost points: every audit of the three categories that did not pass, with its title.
    const failed = (Object.keys(TARGETS) as Category[]).flatMap((c) =>
      (categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => `${c}: ${a!.id} (${a!.score}) ${a!.displayValue ?? ''}`.trim()),
    );
    for (const f of failed) console.log(`    - ${f}`);
  }
  const dir = join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'lighthouse.json'),
    `${JSON.stringify({ at: new Date().toISOString(), targets: TARGETS, results }, null, 2)}\n`,
  );
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
