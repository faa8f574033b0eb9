// The home cards of the green channel, research letters and notifications (issue 16), per role:
// the figures on the home equal what the card's API answers in the same session, and each figure
// opens its list filtered to exactly that many items. A screenshot of each home is kept in
// e2e/artifacts (home-collab-<account>.png) to be looked at.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

type Figure = { key: string; value: number; href: string | null };

async function cardData(page: Page, key: string): Promise<{ figures: Figure[] }> {
  return page.evaluate(async (k) => {
    const answer = await fetch(`/console/api/home/cards/${k}`);
    return (await answer.json()).data;
  }, key);
}

/** The list's total as its pager says it ("共 N 条"), or 0 when the table is empty. */
async function listTotal(page: Page): Promise<number> {
  const table = page.locator('.ant-table-wrapper').first();
  await table.waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
  const rows = await page.locator('.ant-table-row').count();
  if (rows === 0) return 0;
  const text = (await page.locator('.ant-pagination-total-text').first().textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

async function checkCards(account: string, keys: string[]) {
  const { page } = await openPage(`home-collab-${account}`);
  await signIn(page, account);
  for (const key of keys) {
    const card = page.locator(`[data-card="${key}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect.poll(() => card.locator('.ant-skeleton').count(), { timeout: 15_000 }).toBe(0);
  }
  await page.screenshot({ path: join(artifacts, `home-collab-${account}.png`), fullPage: true });

  const listed = new Set<string>();
  for (const key of keys) {
    const data = await cardData(page, key);
    const card = page.locator(`[data-card="${key}"]`);
    const allZero = data.figures.every((f) => f.value === 0);
    for (const f of data.figures) {
      const shown = card.locator(`[data-figure="${f.key}"] .home-card__value`);
      if ((await shown.count()) === 0) {
        // An empty card says so instead of a row of zeros.
        expect(allZero, `${key}.${f.key} not shown`).toBe(true);
        continue;
      }
      expect(Number(await shown.textContent()), `${key}.${f.key}`).toBe(f.value);
      if (!f.href) continue;
      await card.locator(`[data-figure="${f.key}"]`).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}`.endsWith(f.href!), { timeout: 15_000 });
      expect(await listTotal(page), `${key}.${f.key} → ${f.href}`).toBe(f.value);
      // The filtered list, to see that its form shows the filter the card linked with.
      if (f.value > 0 && !listed.has(key)) {
        listed.add(key);
        await page.screenshot({ path: join(artifacts, `home-collab-${account}-${key}.png`) });
      }
      await page.goto('/oa/');
      await card.waitFor({ timeout: 15_000 });
      await expect.poll(() => card.locator('.ant-skeleton').count(), { timeout: 15_000 }).toBe(0);
    }
  }
  return page;
}

describe('home cards of the green channel, research and notifications', () => {
  it('enterprise (ent-gold, with the green channel)', async () => {
    await checkCards('ent-gold', ['problem.mine', 'research.replies', 'notification.replies']);
  });

  it('city office', async () => {
    const page = await checkCards('city', [
      'problem.office',
      'research.outstanding',
      'notification.outstanding',
      'notification.receipts',
    ]);
    // The same home in English, to see every text of the cards in the second language.
    await page.locator('select.language-switch').selectOption('en-US');
    await page
      .locator('[data-card="problem.office"]')
      .getByText('Green channel to-do')
      .waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(artifacts, 'home-collab-city-en.png'), fullPage: true });
  });

  it('member unit', async () => {
    await checkCards('unit', ['problem.unit', 'notification.receipts']);
  });
});
