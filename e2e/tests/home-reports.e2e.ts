// The home cards of reports, training and financing (issue 16), per role: the figures on the home
// are the ones the API answers at that moment, and a figure's link opens its list filtered to
// exactly that many items. The home of each role is photographed (e2e/artifacts/home-*.png).
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

type Figure = { key: string; value: number; href: string | null };

const cardOf = (page: Page, key: string) => page.locator(`[data-card="${key}"]`);

/** The card's data as the API answers it now, in the page's own session. */
const apiFigures = (page: Page, key: string): Promise<Figure[]> =>
  page.evaluate(async (k) => (await (await fetch(`/console/api/home/cards/${k}`)).json()).data.figures, key);

/** The figures the card shows (none while the card says it is empty). */
async function shownFigures(page: Page, key: string): Promise<Record<string, number>> {
  const card = cardOf(page, key);
  await card.locator('.home-card__figure, .ant-empty').first().waitFor({ timeout: 20_000 });
  const out: Record<string, number> = {};
  for (const figure of await card.locator('.home-card__figure').all())
    out[(await figure.getAttribute('data-figure'))!] = Number(
      await figure.locator('.home-card__value').textContent(),
    );
  return out;
}

/** The card shows what the API answers (an empty card: every figure zero). */
async function expectCardMatchesApi(page: Page, key: string): Promise<Figure[]> {
  const shown = await shownFigures(page, key);
  const figures = await apiFigures(page, key);
  if (Object.keys(shown).length === 0) expect(figures.every((f) => f.value === 0)).toBe(true);
  else expect(shown).toEqual(Object.fromEntries(figures.map((f) => [f.key, f.value])));
  return figures;
}

const totalIn = async (page: Page, scope: string) => {
  const text = await page.locator(`${scope} .ant-pagination-total-text`).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN);
};

/**
 * Clicks the figure on the home and checks the list opened shows exactly that many items: its
 * total, or no rows at all for a zero. A card with nothing to count shows its empty text instead
 * of zeros: its link is then opened as the API gives it.
 */
async function clickAndCount(page: Page, card: string, figure: Figure, scope: string) {
  await page.goto('/oa/');
  const shown = cardOf(page, card).locator(`[data-figure="${figure.key}"]`);
  await cardOf(page, card).locator('.home-card__figure, .ant-empty').first().waitFor({ timeout: 20_000 });
  if ((await shown.count()) > 0) await shown.click();
  else await page.goto(`/oa${figure.href}`);
  await page.waitForURL((url) => `${url.pathname}${url.search}`.endsWith(figure.href!.replace(/^\//, '')));
  if (figure.value === 0)
    await expect.poll(() => page.locator(`${scope} .ant-table-row`).count(), { timeout: 15_000 }).toBe(0);
  else await expect.poll(() => totalIn(page, scope), { timeout: 15_000 }).toBe(figure.value);
}

async function home(name: string, account: string) {
  const { page, context } = await openPage(name);
  await signIn(page, account);
  return { page, context };
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });

/** The first figure with something to count, else the first. */
const pick = (figures: Figure[], ...keys: string[]) =>
  keys.map((k) => figures.find((f) => f.key === k && f.value > 0)).find(Boolean) ??
  figures.find((f) => f.key === keys[0])!;

describe('the home cards of reports, training and financing', () => {
  it('ent-gold: reports due, trainings enrolled, interest received', { timeout: 120_000 }, async () => {
    const { page, context } = await home('home-reports-enterprise', 'ent-gold');
    const due = await expectCardMatchesApi(page, 'report.due');
    const enrolled = await expectCardMatchesApi(page, 'training.enrolled');
    const interest = await expectCardMatchesApi(page, 'financing.interest');
    await cardOf(page, 'report.due').locator('.home-card__item').first().waitFor();
    await shot(page, 'home-ent-gold');

    await clickAndCount(page, 'report.due', pick(due, 'overdue', 'due', 'returned'), '');
    await clickAndCount(page, 'training.enrolled', pick(enrolled, 'upcoming'), '');
    await clickAndCount(page, 'financing.interest', pick(interest, 'open', 'new'), '[data-testid="pairs"]');
    await context.close();
  });

  it('the city office: reports missing by county, overdue, awaiting its review', {
    timeout: 120_000,
  }, async () => {
    const { page, context } = await home('home-reports-city', 'city');
    const missing = await expectCardMatchesApi(page, 'report.missing');
    await shot(page, 'home-city');
    await clickAndCount(page, 'report.missing', pick(missing, 'missing'), '');
    await clickAndCount(page, 'report.missing', pick(missing, 'overdue'), '');
    // A county's line opens the list of that county: as many as the line says.
    await page.goto('/oa/');
    const line = cardOf(page, 'report.missing').locator('.home-card__item a').first();
    const n = Number(/·\s*(\d+)/.exec((await line.textContent()) ?? '')?.[1]);
    await line.click();
    await page.waitForURL(/regionCode=\d{6}/);
    await expect.poll(() => totalIn(page, ''), { timeout: 15_000 }).toBe(n);
    await shot(page, 'home-city-list');
    await context.close();
  });

  it('the investor: matching needs and its pairs', { timeout: 120_000 }, async () => {
    const { page, context } = await home('home-reports-investor', 'investor');
    const matches = await expectCardMatchesApi(page, 'financing.matches');
    await shot(page, 'home-investor');
    await clickAndCount(page, 'financing.matches', pick(matches, 'matching'), '[data-testid="market"]');
    await clickAndCount(page, 'financing.matches', pick(matches, 'pairs'), '[data-testid="pairs"]');
    await context.close();
  });
});
