// What bench/lighthouse.ts and bench/lighthouse-ab.ts share: the Chromium Lighthouse drives, and the
// three pages of issue 15 §2 as a server answers them, each checked to be drawn, and one run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The Debian Chromium, headless, as Lighthouse drives it. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
}

/**
 * The portal home, a news detail and the sign-in page of the server at `url`, as [name, path]. They
 * are meant to be measured as the server draws them. One answered undrawn (a WEB_DIST outside the
 * checkout, whose server-side part cannot load React, or a drawing that failed) is a different page,
 * slower to show: measuring it would compare the wrong thing, so this throws instead.
 */
export async function drawnPages(url: string): Promise<ReadonlyArray<readonly [string, string]>> {
  const news = await fetch(`${url}/console/api/portal/articles?category=NEWS&page=1&size=1`);
  const { data } = (await news.json()) as { data?: { items: Array<{ articleId: string }> } };
  const newsId = data?.items[0]?.articleId;
  const pages = [
    ['portal home', '/oa/portal'],
    ['news detail', newsId ? `/oa/portal/news-details?id=${newsId}` : '/oa/portal/news-details'],
    ['sign-in', '/oa/sign/in'],
  ] as const;
  for (const [, path] of pages) {
    const page = await (await fetch(`${url}${path}`)).text();
    if (!page.includes('id="first-screen-state"'))
      throw new Error(`${path} was answered undrawn; see the server's log`);
  }
  return pages;
}

/** One Lighthouse run of `url` (the default configuration: the mobile preset) in the Chromium at `port`. */
export async function measurePage(url: string, port: number, categories: string[]) {
  const measure = () =>
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
  const run = await measure();
  // Its trace is now and then incomplete (NO_NAVSTART), and it asks to be run again: once.
  return run?.lhr.runtimeError ? await measure() : run;
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
};

/**
 * The page's main-thread blocking after its first paint, from the trace of a Lighthouse run, in two
 * readings: by the tasks' wall time and by their CPU time, each times the mobile preset's 4× CPU
 * slowdown less 50 ms a task. Lighthouse's own blocking time starts from the wall times. On a host of
 * two cores the page's renderer waits for a core much of the time (Chromium's other processes,
 * Lighthouse itself, the server): the longer tasks after the first paint took 2.3–4.4 times their
 * CPU time in all (7 December 2026, README "Benchmarks"), and then the wall reading is mostly that
 * wait. The CPU reading is what the page's own work would block, which is what the score is meant
 * to judge.
 */
export function mainThreadBlocking(
  events: readonly TraceEvent[],
): { byWallMs: number; byCpuMs: number } | null {
  // The first paint is marked on the page's renderer main thread.
  const paint = events.find((e) => e.name === 'firstContentfulPaint');
  if (!paint) return null;
  const blocking = (micros: number) => Math.max(0, (micros / 1000) * 4 - 50);
  let byWallMs = 0;
  let byCpuMs = 0;
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.pid !== paint.pid || e.tid !== paint.tid) continue;
    if (e.ts < paint.ts) continue;
    byWallMs += blocking(e.dur ?? 0);
    byCpuMs += blocking(e.tdur ?? 0);
  }
  return { byWallMs: Math.round(byWallMs), byCpuMs: Math.round(byCpuMs) };
}
