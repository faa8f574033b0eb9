// The portal journey of issue 4: the administrator writes a work-news article with an uploaded
// image and a table turned into a chart, previews and publishes it; an anonymous visitor finds it
// on the portal home, opens it and searches for it; unpublishing takes it away again.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmDialog } from '../support/confirm.ts';
import { toolbarSelectWidest } from '../support/editor.ts';
import { chooseMenuItem } from '../support/menu.ts';

useBrowser();

// A 1 × 1 PNG: real magic bytes, so the server's content check accepts it.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WORD = `端到端${Date.now().toString(36)}`;
const TITLE = `${WORD}：省上市办召开企业上市服务推进会`;

async function writeArticle(page: Page): Promise<void> {
  await page.goto('/oa/portal/management/dynamic');
  await page.getByTestId('article-new').click();
  await page.getByTestId('article-title').fill(TITLE);
  const body = page.getByTestId('rte-content');
  await body.click();
  // In the form antd shows every file input and widens every select: the editor keeps its upload
  // inputs hidden and its toolbar's selects narrow.
  expect(await page.getByTestId('rte-image-input').isVisible()).toBe(false);
  expect(await toolbarSelectWidest(page)).toBeLessThan(150);
  await page.keyboard.type(`${WORD} 会议部署了下一阶段的上市培育工作。`);
  await page
    .getByTestId('rte-image-input')
    .setInputFiles({ name: 'meeting.png', mimeType: 'image/png', buffer: PNG });
  await body.locator('img[src^="/console/api/files/"]').waitFor();
  // A 3 × 3 table with a header row and column and numbers in the body, then a bar chart of it.
  await body.press('ControlOrMeta+End');
  await page.getByRole('button', { name: '插入表格' }).click();
  await page.getByRole('button', { name: '3 行 × 3 列' }).click();
  // The caret goes into the new table's first cell; typing before it is there (a slow machine)
  // would write below the table and Tab out of the editor.
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(window.getSelection()?.anchorNode?.parentElement?.closest('table'))),
    )
    .toBe(true);
  for (const [i, cell] of ['指标', '2025', '2026', '辅导', '15', '21', '上市', '6', '9'].entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(cell);
  }
  await page.getByRole('button', { name: '插入图表' }).click();
  await chooseMenuItem(page, '柱状图');
  await body.locator('.rich-chart canvas').first().waitFor();
}

describe('portal articles', () => {
  it('published work news reaches the anonymous visitor, and unpublishing takes it away', async () => {
    const { page: admin, context: adminContext } = await openPage('portal-admin');
    await signIn(admin, 'admin');
    await writeArticle(admin);

    // Preview shows the draft as the portal will, with its picture and chart.
    await admin.getByTestId('article-save-preview').click();
    await admin.waitForURL(/\/portal\/management\/dynamic\/preview\?id=/);
    const preview = admin.getByTestId('rich-text-view');
    await expect.poll(() => admin.locator('h1').textContent()).toBe(TITLE);
    await preview.locator('img').waitFor();
    await preview.locator('.rich-chart canvas').first().waitFor();
    await expect.poll(() => admin.getByTestId('article-state').textContent()).toBe('草稿');
    await admin.getByTestId('article-publish').click();
    await confirmDialog(admin);
    await expect.poll(() => admin.getByTestId('article-state').textContent()).toBe('已发布');

    // The anonymous visitor: on the home page, in the detail, in the search.
    const { page: visitor, context: visitorContext } = await openPage('portal-visitor');
    await visitor.goto('/oa/portal');
    const link = visitor.locator('#portal-section-government').getByRole('link', { name: TITLE });
    await link.click();
    await visitor.waitForURL(/\/portal\/dynamic\/dynamicDetail\?id=/);
    const detailUrl = visitor.url();
    await expect.poll(() => visitor.locator('h1').textContent()).toBe(TITLE);
    const picture = visitor.getByTestId('rich-text-view').locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await visitor.getByTestId('rich-text-view').locator('.rich-chart canvas').first().waitFor();
    expect(await visitor.title()).toContain(TITLE);

    await visitor.goto('/oa/portal');
    // The drawn home's search form works once the app has taken the page over; an Enter before
    // that does nothing (first-screen-boot.js), and on a loaded CI machine it came before.
    await appReady(visitor);
    await visitor.getByTestId('portal-search').locator('input').fill(WORD);
    await visitor.getByTestId('portal-search').locator('input').press('Enter');
    await visitor.waitForURL(/\/portal\/search\?q=/);
    await visitor.getByRole('link', { name: TITLE }).waitFor();

    // Withdrawn: the detail says so, and the home no longer lists it.
    await admin.getByTestId('article-unpublish').click();
    await confirmDialog(admin);
    await expect.poll(() => admin.getByTestId('article-state').textContent()).toBe('已下线');
    await visitor.goto(detailUrl);
    await expect.poll(() => visitor.locator('body').textContent()).toContain('文章不存在或已下线');
    await visitor.goto('/oa/portal');
    await visitor.locator('#portal-section-government').waitFor();
    expect(await visitor.getByRole('link', { name: TITLE }).count()).toBe(0);

    await visitorContext.close();
    await adminContext.close();
  });

  it('each section tab of the header scrolls the home page to its section', async () => {
    const { page, context } = await openPage('portal-tabs');
    await page.goto('/oa/portal');
    // The page is drawn by the server; its tabs scroll once the app has taken it over.
    await appReady(page);
    await page.locator('#portal-section-government').waitFor();
    for (const [label, key] of [
      ['数据服务', 'data'],
      ['机构入驻', 'institution'],
      ['政务服务', 'government'],
    ]) {
      await page.locator('.portal-header__tabs').getByRole('button', { name: label }).click();
      // Its top in the upper half of the window (a section near the end cannot reach the header).
      const where = () =>
        page
          .locator(`#portal-section-${key}`)
          .evaluate((el) => el.getBoundingClientRect().top / window.innerHeight);
      await expect.poll(where).toBeLessThan(0.5);
      expect(await where()).toBeGreaterThanOrEqual(0);
    }
    // Every section has content from the database (no empty placeholders on the demo data).
    expect(await page.locator('.portal-home .portal-empty').count()).toBe(0);
    // The join button is drawn without antd: its label must not take the links' colour (it once
    // did, blue on blue, and read as an empty button).
    const join = page.getByRole('link', { name: '申请入驻' });
    const paint = await join.evaluate((el) => {
      const style = getComputedStyle(el);
      return { text: style.color, fill: style.backgroundColor };
    });
    expect(paint.text).not.toBe(paint.fill);
    // On a phone the home is one column no wider than the screen (a 24-track grid's gaps alone
    // once made it 584 px wide at 390).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await context.close();
  });

  it('the header shows every tab in Chinese on a 1,024 and a 1,280 px window', async () => {
    const { page, context } = await openPage('portal-header-chinese');
    const tabs = page.locator('.portal-header__tabs');
    for (const width of [1280, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/oa/portal');
      await appReady(page);
      // In one row with the title and the links, the tabs scrolled sideways with no sign of it:
      // 关于我们 was cut at 1,280 px, and at 1,024 px half the tabs could not be seen.
      expect(await tabs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const last = (await tabs.getByRole('button', { name: '关于我们' }).boundingBox())!;
      expect(last.x + last.width).toBeLessThanOrEqual(width);
      // The body starts below the taller header.
      const header = await page.locator('.portal-header').evaluate((el) => el.getBoundingClientRect().bottom);
      const hero = await page.locator('.portal-home__hero').evaluate((el) => el.getBoundingClientRect().top);
      expect(hero).toBeGreaterThanOrEqual(header);
    }
    await context.close();
  });

  it('the header shows every tab and link in English on a laptop and on a phone', async () => {
    const { page, context } = await openPage('portal-header-widths');
    await context.addInitScript(() => localStorage.setItem('PORTAL_LANGUAGE', 'en-US'));
    await page.goto('/oa/portal');
    await appReady(page);
    const tabs = page.locator('.portal-header__tabs');
    await tabs.getByRole('button', { name: 'About us' }).waitFor();
    // The English labels once ran past 1366 px and the last tabs could only be scrolled to.
    const hidden = () => tabs.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await hidden()).toBeLessThanOrEqual(0);
    // A section chosen from the taller header is not left underneath it.
    await tabs.getByRole('button', { name: 'Data services' }).click();
    const header = await page.locator('.portal-header').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = () => page.locator('#portal-section-data').evaluate((el) => el.getBoundingClientRect().top);
    await expect.poll(top).toBeLessThan(600);
    expect(await top()).toBeGreaterThanOrEqual(header);

    // On a phone each link and the language switch lie within the screen (they were cut off past
    // its edge, sign-in among them), and the tabs keep a row of their own.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const item of await page.locator('.portal-header__links > *').all()) {
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    const tabsBox = (await tabs.boundingBox())!;
    expect(tabsBox.width).toBeGreaterThanOrEqual(380);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign\/in/);
    await context.close();
  });
});
