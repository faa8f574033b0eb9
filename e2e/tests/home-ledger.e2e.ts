// The ledger, listing-test and sentiment home cards (issue 16) in Chromium: each role's home shows
// the figures the API answers at that moment, and a figure opens the page showing exactly as many.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

/** A console API's data, fetched inside the page with the page's own session. */
const apiData = (page: Page, url: string) =>
  page.evaluate(async (u) => (await (await fetch(u)).json()).data, url);
const cardOf = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);
const figureValue = async (page: Page, key: string, figure: string) =>
  Number(await cardOf(page, key).locator(`[data-figure="${figure}"] .home-card__value`).textContent());
const totalOf = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);

async function openHome(page: Page, account: string, keys: string[]) {
  await signIn(page, account);
  for (const key of keys)
    await cardOf(page, key)
      .locator('.home-card__figures, .ant-empty, .home-card__summary')
      .first()
      .waitFor({ timeout: 20_000 });
}

async function photograph(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `home-${name}.png`), fullPage: true });
}

describe('the ledger, listing-test and sentiment cards', () => {
  it("ent-gold sees its stage, next step and limit, and its listing test's boards", async () => {
    const { page, context } = await openPage('home-ent-gold');
    await openHome(page, 'ent-gold', ['ledger.road', 'listing-test.result']);
    const road = await apiData(page, '/console/api/home/cards/ledger.road');
    const my = await apiData(page, '/console/api/ledger/my');
    expect(await figureValue(page, 'ledger.road', 'flags')).toBe(my.flags.length);
    const next = cardOf(page, 'ledger.road').locator('[data-item="next"]');
    expect(await next.textContent()).toContain(road.items[1].date);
    expect(await cardOf(page, 'ledger.road').locator('.home-card__summary').textContent()).toMatch(
      /\d{4}-\d{2}-\d{2}/,
    );

    const test = await apiData(page, '/console/api/home/cards/listing-test.result');
    expect(await cardOf(page, 'listing-test.result').locator('[data-item]').count()).toBe(4);
    expect(await figureValue(page, 'listing-test.result', 'passes')).toBe(test.figures[0].value);
    await photograph(page, 'ent-gold');

    await cardOf(page, 'ledger.road').locator('[data-figure="flags"]').click();
    await page.waitForURL(/\/oa\/report\/ledger$/);
    await page.getByTestId('ledger-head').waitFor();
    const tags = page.getByTestId('ledger-head').locator('.ant-tag-red, .ant-tag-orange');
    expect(await tags.count()).toBe(my.flags.length);
    await context.close();
  });

  it('the city office sees its pipeline and negative news, and a figure opens exactly those', async () => {
    const { page, context } = await openPage('home-city');
    await openHome(page, 'city', ['ledger.pipeline', 'sentiment.negative']);
    await page.getByTestId('pipeline-chart').locator('canvas').waitFor();
    const flagged = await figureValue(page, 'ledger.pipeline', 'flagged');
    const listed = await apiData(page, '/console/api/ledger/list?flagged=true&size=1');
    expect(flagged).toBe(listed.total);
    expect(flagged).toBeGreaterThan(0);

    const negative = await apiData(page, '/console/api/home/cards/sentiment.negative');
    const href: string = negative.figures[0].href;
    const feed = await apiData(page, `/console/api/sentiment/items?${href.split('?')[1]}&size=1`);
    expect(negative.figures[0].value).toBe(feed.total);
    if (feed.total > 0) expect(await figureValue(page, 'sentiment.negative', 'thisWeek')).toBe(feed.total);
    else await cardOf(page, 'sentiment.negative').locator('.ant-empty').waitFor();
    await photograph(page, 'city');

    await cardOf(page, 'ledger.pipeline').locator('[data-figure="flagged"]').click();
    await page.waitForURL(/flagged=true/);
    const total = page.getByTestId('ledger-list').locator('.ant-pagination-total-text');
    await expect.poll(async () => totalOf(await total.textContent()), { timeout: 15_000 }).toBe(flagged);

    // A stage's row — its label included, however short its bar — opens the board at that stage.
    const pipeline = await apiData(page, '/console/api/home/cards/ledger.pipeline');
    await page.goto('/oa/');
    const canvas = cardOf(page, 'ledger.pipeline').getByTestId('pipeline-chart');
    await canvas.locator('canvas').waitFor({ timeout: 20_000 });
    const row = 1; // REFORM: rows are 17 px high below a 4 px margin
    await canvas.click({ position: { x: 12, y: 4 + 17 * row + 8 } });
    await page.waitForURL(/stage=REFORM/);
    expect(new URL(page.url()).searchParams.get('status')).toBe('ACTIVE');
    await expect
      .poll(async () => totalOf(await total.textContent()), { timeout: 15_000 })
      .toBe(pipeline.figures.find((f: { key: string }) => f.key === 'REFORM').value);

    await page.goto(`/oa${href}`);
    const feedTotal = page.locator('.ant-pagination-total-text');
    if (feed.total > 0)
      await expect
        .poll(async () => totalOf(await feedTotal.textContent()), { timeout: 15_000 })
        .toBe(feed.total);
    await context.close();
  });

  it("the broker sees its clients' stages and opens their list", async () => {
    const { page, context } = await openPage('home-broker');
    await openHome(page, 'broker', ['ledger.clients']);
    const clients = await apiData(page, '/console/api/ledger/clients?size=1');
    const shown = await figureValue(page, 'ledger.clients', 'total');
    expect(shown).toBe(clients.total);
    expect(shown).toBeGreaterThan(0);
    await photograph(page, 'broker');

    const stage = cardOf(page, 'ledger.clients').locator('.home-card__figure').nth(1);
    const stageCount = Number(await stage.locator('.home-card__value').textContent());
    await stage.click();
    await page.waitForURL(/\/oa\/intermediary\/clients\?stage=/);
    const list = page.getByTestId('ledger-clients');
    await expect
      .poll(async () => list.locator('.ant-table-row').count(), { timeout: 15_000 })
      .toBe(Math.min(stageCount, 10));
    await expect
      .poll(async () => totalOf(await list.locator('.ant-pagination-total-text').textContent()))
      .toBe(stageCount);
    // The table fades in from its loading state: photograph it once it has.
    const container = list.locator('.ant-spin-container');
    await expect.poll(() => container.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await photograph(page, 'broker-clients');

    // The same home in English: the cards' texts and the stage names come from the en-US bundles.
    await page.evaluate(() => localStorage.setItem('PORTAL_LANGUAGE', 'en-US'));
    await page.goto('/oa/');
    await cardOf(page, 'ledger.clients').locator('.home-card__figures').waitFor({ timeout: 20_000 });
    await expect
      .poll(() => cardOf(page, 'ledger.clients').locator('.ant-card-head-title').textContent())
      .toBe("Clients' listing stages");
    await photograph(page, 'broker-en');
    await context.close();
  });
});
