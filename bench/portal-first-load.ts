// `npx node bench/portal-first-load.ts`: how much JavaScript and CSS a first visit downloads —
// the public portal (/oa/portal, anonymous) against the console (/oa/, signed in as admin) — on a
// freshly started server, and whether the portal fetched any console-only code. A chunk counts as
// console-only when its source map names a console module (layouts, console home, maintenance and
// workflow pages, the editor). Figures go to bench/results/portal-first-load.json.
// WEB_DIST=<dir> measures another build; otherwise web/dist is rebuilt when stale.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';
import { type BrowserContext, chromium } from 'playwright-core';
import { startServerProcess } from '../scripts/server-process.ts';
import { ensureWebBuild } from '../scripts/web-build.ts';

const CONSOLE_ONLY = [
  /\/app\/layouts\/(ConsoleLayout|MainLayout|Sidebar|Breadcrumbs|AppHeader)\.tsx$/,
  /\/app\/(home|management)\//,
  /\/app\/KeepAliveOutlet\.tsx$/,
  /\/features\/(article|management|workflow)\//,
  /\/ui\/editor\//,
  /node_modules\/(@tiptap|prosemirror-)/,
];

/**
 * `gzip`: what the body would weigh compressed, for comparison with a server that compresses;
 * `order`: when the browser asked for it, counting from the page's first request.
 */
type Fetched = { url: string; kind: 'js' | 'css' | 'other'; bytes: number; gzip: number; order: number };

// Issue 15 §2, in KB gzipped: JavaScript of the portal home, everything it fetches (HTML, JS, CSS,
// API answers, images, fonts), and the console's JavaScript before the page's own chunk.
const TARGETS = { portalJs: 250, portalAll: 350, consoleShellJs: 300 };
/**
 * The console home's own chunk: it and whatever was asked for after it (the cards' bodies, the
 * charts one of them draws) are the page's, left out of the shell figure.
 */
const CONSOLE_PAGE_CHUNK = /\/HomePage-[\w-]+\.js$/;

async function firstLoad(context: BrowserContext, path: string, ready: string): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => void requested.push(request.url()));
  page.on('response', async (response) => {
    const url = response.url();
    const kind = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : 'other';
    if (!response.ok() || url.endsWith('.map')) return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const order = requested.indexOf(url);
    fetched.push({ url, kind, bytes: body.length, gzip: gzipSync(body).length, order });
  });
  await page.goto(path);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return fetched;
}

/** The console-only modules a chunk holds, read from its source map. */
async function consoleModules(chunk: Fetched): Promise<string[]> {
  if (chunk.kind !== 'js') return [];
  const map = await fetch(`${chunk.url}.map`);
  if (!map.ok) return [];
  const { sources } = (await map.json()) as { sources: string[] };
  return sources.filter((s) => CONSOLE_ONLY.some((pattern) => pattern.test(s)));
}

async function signIn(url: string): Promise<{ name: string; value: string }> {
  const message = encryptCredentials(
    { account: 'admin', password: process.env.DEMO_PASSWORD || 'Portal@2026', key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const response = await fetch(`${url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: url },
    body: new URLSearchParams({ account: 'admin', message }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const [pair] = (response.headers.get('set-cookie') ?? '').split(';');
  const [name, ...value] = pair!.split('=');
  return { name: name!, value: value.join('=') };
}

const kb = (items: Fetched[], kind?: Fetched['kind'], size: 'bytes' | 'gzip' = 'bytes') =>
  Math.round(items.filter((f) => !kind || f.kind === kind).reduce((sum, f) => sum + f[size], 0) / 102.4) / 10;
const summary = (load: Fetched[]) => ({
  js: kb(load, 'js'),
  jsGzip: kb(load, 'js', 'gzip'),
  css: kb(load, 'css'),
  total: kb(load),
  gzip: kb(load, undefined, 'gzip'),
  files: load.length,
});

if (!process.env.WEB_DIST) ensureWebBuild();
const webDist = process.env.WEB_DIST ? resolve(process.env.WEB_DIST) : '';
const dataDir = mkdtempSync(join(tmpdir(), 'portal-first-load-'));
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: webDist });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  const portalContext = await browser.newContext({ baseURL: server.url });
  const portal = await firstLoad(portalContext, '/oa/portal', '#portal-section-government');
  const consoleContext = await browser.newContext({ baseURL: server.url });
  const cookie = await signIn(server.url);
  await consoleContext.addCookies([{ ...cookie, url: server.url }]);
  const consoleLoad = await firstLoad(consoleContext, '/oa/', '.ant-layout-header, .app-header');
  const leaks = (
    await Promise.all(portal.map(async (f) => ({ f, modules: await consoleModules(f) })))
  ).filter((l) => l.modules.length > 0);
  const figures = {
    portal: summary(portal),
    console: summary(consoleLoad),
    consoleOnlyFetchedByPortal: leaks.map((l) => ({
      chunk: l.f.url.split('/').pop(),
      modules: l.modules.map((m) => m.replace(/^.*?\/(src|node_modules)\//, '$1/')),
    })),
  };
  for (const [name, f] of [
    ['portal  /oa/portal', figures.portal],
    ['console /oa/      ', figures.console],
  ] as const) {
    console.log(
      `${name}: ${f.total} KB (JS ${f.js} KB, CSS ${f.css} KB, ${f.files} files; ${f.gzip} KB gzipped)`,
    );
  }
  const homeAsked = consoleLoad.find((f) => CONSOLE_PAGE_CHUNK.test(f.url))?.order ?? Infinity;
  const shellJs = kb(
    consoleLoad.filter((f) => f.order < homeAsked),
    'js',
    'gzip',
  );
  const checks = [
    ['portal home JS gzipped      ', figures.portal.jsGzip, TARGETS.portalJs],
    ['portal home all gzipped     ', figures.portal.gzip, TARGETS.portalAll],
    ['console shell JS gzipped    ', shellJs, TARGETS.consoleShellJs],
  ] as const;
  for (const [name, value, target] of checks) {
    console.log(`${name}: ${value} KB (target ≤ ${target} KB) ${value <= target ? 'met' : 'NOT met'}`);
  }
  console.log(
    leaks.length === 0
      ? 'console-only chunks fetched by the portal: none'
      : `console-only chunks fetched by the portal: ${JSON.stringify(figures.consoleOnlyFetchedByPortal, null, 2)}`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const [name, load] of [
      ['portal', portal],
      ['console', consoleLoad],
    ] as const) {
      for (const f of [...load].sort((a, b) => b.bytes - a.bytes)) {
        console.log(
          `  ${name} ${(f.bytes / 1024).toFixed(1).padStart(7)} KB ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gz #${f.order} ${f.url.split('/').pop()}`,
        );
      }
    }
  }
  const results = join(import.meta.dirname, 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'portal-first-load.json'),
    `${JSON.stringify({ at: new Date().toISOString(), ...figures, consoleShellJsGzip: shellJs, targets: TARGETS }, null, 2)}\n`,
  );
  if (leaks.length > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
