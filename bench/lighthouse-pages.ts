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
