// The first screens the server draws (issue 15 §2, server platform/http/first-screen.ts): the
// portal home, a news detail and sign-in can be read before any script has run, and the browser
// then draws the same page over them without the page giving way to the loading line in between,
// without asking again for a news detail (which would count a second view) and without an error.
import { describe, expect, it } from 'vitest';
import { appReady, baseUrl, openPage, useBrowser } from '../support/browser.ts';

useBrowser();

async function firstNews(): Promise<{ id: string; title: string }> {
  const answer = await fetch(`${baseUrl()}/console/api/portal/articles?category=NEWS&page=1&size=1`);
  const item = ((await answer.json()) as { data: { items: Array<{ articleId: string; title: string }> } })
    .data.items[0]!;
  return { id: item.articleId, title: item.title };
}

describe('first screens drawn by the server', () => {
  it('are there without scripts: the home with its news, a news detail, the sign-in form', async () => {
    const news = await firstNews();
    const { page, context } = await openPage('first-screen-no-script', { javaScriptEnabled: false });
    await page.goto('/oa/portal');
    expect(await page.locator('.portal-home__hero h1').textContent()).toBeTruthy();
    expect(await page.locator('.portal-home').getByText(news.title).count()).toBeGreaterThan(0);
    expect(await page.locator('.full-page-loading').count()).toBe(0);

    await page.goto(`/oa/portal/news-details?id=${news.id}`);
    expect(await page.locator('h1').textContent()).toBe(news.title);
    expect(await page.getByTestId('rich-text-view').textContent()).toBeTruthy();

    await page.goto('/oa/sign/in');
    expect(await page.getByTestId('sign-in-account').count()).toBe(1);
    expect(await page.getByTestId('sign-in-submit').count()).toBe(1);
    // A missing article is left to the browser, whose page says so (drawn as an error, it would be
    // thrown away by the browser, which is not handed failures).
    await page.goto('/oa/portal/news-details?id=00000000-0000-4000-8000-000000000000');
    expect(await page.locator('.full-page-loading').count()).toBe(1);
    // A protected address is not drawn: the loading line, then the browser's sign-in redirect.
    await page.goto('/oa/company/government');
    expect(await page.locator('.full-page-loading').count()).toBe(1);
    await context.close();
  });

  it('are drawn over by the browser without a flash, a second view or an error', async () => {
    const news = await firstNews();
    const { page, context } = await openPage('first-screen-script');
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    const detailCalls: string[] = [];
    page.on('request', (r) => r.url().includes(`/portal/articles/`) && detailCalls.push(r.url()));
    const homeCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/console/api/portal/home') && homeCalls.push(r.url()));
    // Counts the moments the drawn page (its h1) is gone once it was there: the loading line
    // drawn over it while the scripts load would be one.
    await page.addInitScript(() => {
      const w = window as unknown as { gaps: number };
      let had = false;
      w.gaps = 0;
      new MutationObserver(() => {
        const drawn = document.querySelector('#root h1') !== null;
        if (had && !drawn) w.gaps += 1;
        had ||= drawn;
      }).observe(document, { childList: true, subtree: true });
    });
    const load = async (path: string) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      return page.evaluate(() => (window as unknown as { gaps: number }).gaps);
    };
    const views = async () => {
      const meta = await page.locator('.portal-article__meta').textContent();
      return Number(/(\d+)/.exec(meta?.split('浏览')[1] ?? '')?.[1]);
    };

    expect(await load(`/oa/portal/news-details?id=${news.id}`)).toBe(0);
    expect(await page.locator('h1').textContent()).toBe(news.title);
    expect(detailCalls).toEqual([]);
    const seen = await views();
    expect(await load('/oa/portal')).toBe(0);
    // The home came with its answers: the browser does not ask for them again.
    expect(homeCalls).toEqual([]);
    expect(await load('/oa/sign/in')).toBe(0);
    // The browser's own drawing is in: the sign-in form takes typing.
    await page.getByTestId('sign-in-account').fill('admin');
    expect(await page.getByTestId('sign-in-account').inputValue()).toBe('admin');
    // One load, one view: the next load of the detail shows one more than the first did.
    expect(await load(`/oa/portal/news-details?id=${news.id}`)).toBe(0);
    expect(await views()).toBe(seen + 1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hold back a drawn form until the app has taken it over: it is not sent as an address', async () => {
    const { page, context } = await openPage('first-screen-early-submit');
    // The app's scripts never arrive: the drawn page is all there is.
    await page.route('**/oa/assets/*.js', (route) => route.abort());
    await page.goto('/oa/sign/in');
    await page.getByTestId('sign-in-account').fill('admin');
    await page.getByTestId('sign-in-password').fill('Secret-2026');
    // A mark on this document: a native submission would load another one without it.
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    await page.getByTestId('sign-in-submit').click();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/oa/sign/in`);
    expect(await page.getByTestId('sign-in-account').inputValue()).toBe('admin');
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    await context.close();

    // Without scripts at all the form is the browser's: sent, its password is not in the address.
    const bare = await openPage('first-screen-no-script-submit', { javaScriptEnabled: false });
    await bare.page.goto('/oa/sign/in');
    await bare.page.getByTestId('sign-in-account').fill('admin');
    await bare.page.getByTestId('sign-in-password').fill('Secret-2026');
    await Promise.all([
      bare.page.waitForEvent('framenavigated'),
      bare.page.getByTestId('sign-in-submit').click(),
    ]);
    expect(bare.page.url()).not.toContain('Secret');
    expect(bare.page.url()).toBe(`${baseUrl()}/oa/sign/in`);
    // Sent back to the drawn page, which says why nothing happened (once a bare 404 answer). Read
    // from the document: a browser without scripts shows <noscript>, this emulation does not.
    expect(await bare.page.locator('noscript').textContent()).toContain('本平台需要启用 JavaScript');
    expect(await bare.page.getByTestId('sign-in-account').count()).toBe(1);
    await bare.context.close();
  });

  it('keep where the visitor scrolled while the app was taking over, so a link under the pointer still opens', async () => {
    const { page, context } = await openPage('first-screen-early-scroll');
    // The app's scripts are held back until the visitor has scrolled the drawn home.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/oa/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/oa/portal', { waitUntil: 'domcontentloaded' });
    const link = page.locator('#portal-section-government a[href*="dynamicDetail"]').first();
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => window.scrollY);

    release();
    await appReady(page);
    // Taking the page over used to scroll it back to the top, away from the link under the pointer.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await link.click();
    await page.waitForURL(/\/portal\/dynamic\/dynamicDetail\?id=/);
    // A change of address within the app still starts at the top (once the new page has drawn:
    // the address changes first).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });

  it('fetch no zod: the schemas stay with the server and the pages that check a form', async () => {
    const news = await firstNews();
    const { page, context } = await openPage('first-screen-no-zod');
    const scripts: string[] = [];
    page.on(
      'response',
      (r) => r.url().endsWith('.js') && r.url().includes('/oa/assets/') && scripts.push(r.url()),
    );
    for (const path of ['/oa/portal', `/oa/portal/news-details?id=${news.id}`, '/oa/sign/in']) {
      scripts.length = 0;
      await page.goto(path);
      await appReady(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.length, path).toBeGreaterThan(3);
      const withZod: string[] = [];
      // Every zod schema keeps its internals under `_zod`, a property name no minifier renames.
      for (const script of scripts)
        if ((await (await fetch(script)).text()).includes('._zod')) withZod.push(script);
      expect(withZod, path).toEqual([]);
    }
    await context.close();
  });

  it('show each link in its own colour once the app has taken over, load after load', async () => {
    // A link of a home section not yet laid out (content-visibility) faded from the browser's own
    // blue when Chromium first styled it, and the fade ended with the link still blue to a reader
    // of its style: 申请入驻 blue on its blue button. It came on about a third of the loads (a link
    // now fades on hover only, app.css), so the home is loaded eight times, each in a fresh context.
    for (let load = 1; load <= 8; load++) {
      const { page, context } = await openPage(`first-screen-link-colours-${load}`);
      await page.goto('/oa/portal');
      await appReady(page);
      const colours = await page.evaluate(() => {
        const links = [...document.querySelectorAll('.portal-layout a')];
        return {
          join: getComputedStyle(document.querySelector('.portal-button')!).color,
          // The browser's own link blue is none of the portal's colours.
          browserBlue: links.filter((a) => getComputedStyle(a).color === 'rgb(0, 0, 238)').length,
        };
      });
      expect(colours, `load ${load}`).toEqual({ join: 'rgb(255, 255, 255)', browserBlue: 0 });
      await context.close();
    }
  });
});
