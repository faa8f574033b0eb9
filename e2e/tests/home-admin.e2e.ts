// The home cards of the administrator and of the city office (issue 16): the figures the home shows
// are those the API answers at that moment, each equals the total of the list behind its link, and
// a click opens that list filtered to exactly that many rows. Screenshots of both homes are saved
// under e2e/artifacts for a person to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

type Figure = { key: string; value: number; href: string | null };
type Item = { id: string; href: string | null; note?: { args?: Record<string, number> } | null };
type CardData = { figures: Figure[]; items: Item[]; more: string | null };

/** An API call from inside the page, with its session; the `data` of the answer. */
async function call<T>(page: Page, url: string, method = 'GET', body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ({ url, method, body }) => {
      const r = await fetch(url, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, json: await r.json() };
    },
    { url, method, body },
  );
  if (answer.status !== 200)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.json)}`);
  return answer.json.data as T;
}

/** The list API behind a console page's address, with the same filters. */
function listCallOf(href: string): { url: string; array?: boolean } {
  const [path, query = ''] = href.split('?') as [string, string?];
  const q = new URLSearchParams(query);
  const groups: Record<string, string> = {
    '/workflow/enterprise/process': 'enterprise',
    '/workflow/problem/process': 'problem',
    '/workflow/research/process': 'research',
    '/workflow/investmentFinancing/process': 'investmentFinancing',
    '/workflow/research/record/process': 'researchRecord',
    '/workflow/training/process': 'training',
    '/workflow/notification/process': 'notification',
    '/workflow/intermediary/process': 'intermediary',
  };
  if (path === '/govt/index/home') return { url: `/console/api/workflow/todo?${q}` };
  if (groups[path]) return { url: `/console/api/workflow/todo?group=${groups[path]}&${q}` };
  const institutions = path.match(/^\/(\w+)\/list$/);
  if (institutions) return { url: `/console/api/institution/list?groups=${institutions[1]}&${q}` };
  if (path === '/management/loginLocks') return { url: '/console/api/management/login-locks' };
  if (path === '/management/user/list') return { url: `/console/api/management/users?kind=government&${q}` };
  if (path === '/management/user/enterprise/list')
    return { url: `/console/api/management/users?kind=enterprise&${q}` };
  if (path === '/management/outbox') return { url: `/console/api/management/outbox?${q}` };
  if (path === '/management/jobs') return { url: `/console/api/management/jobs?${q}`, array: true };
  throw new Error(`no list known behind ${href}`);
}

async function listTotal(page: Page, href: string): Promise<number> {
  const { url, array } = listCallOf(href);
  const data = await call<{ total: number } | unknown[]>(page, url);
  return array ? (data as unknown[]).length : (data as { total: number }).total;
}

/** Waits for a card to be drawn (no skeleton) and reads its linked figures from the page. */
async function shownFigures(page: Page, key: string): Promise<Record<string, number>> {
  const card = page.locator(`[data-card="${key}"]`);
  await card.waitFor();
  await expect.poll(() => card.locator('.ant-skeleton').count(), { timeout: 15_000 }).toBe(0);
  const out: Record<string, number> = {};
  for (const figure of await card.locator('[data-figure]').all()) {
    const name = (await figure.getAttribute('data-figure'))!;
    out[name] = Number(await figure.locator('.home-card__value').textContent());
  }
  return out;
}

/** The card as the home shows it equals the API's answer, and each figure its list's total. */
async function checkCard(page: Page, key: string): Promise<CardData> {
  const shown = await shownFigures(page, key);
  const data = await call<CardData>(page, `/console/api/home/cards/${key}`);
  const empty = data.items.length === 0 && data.figures.every((f) => f.value === 0);
  if (empty) expect(await page.locator(`[data-card="${key}"] .ant-empty`).count(), key).toBe(1);
  else expect(shown, key).toEqual(Object.fromEntries(data.figures.map((f) => [f.key, f.value])));
  for (const f of data.figures)
    if (f.href) expect(await listTotal(page, f.href), `${key} ${f.key}`).toBe(f.value);
  return data;
}

/** Rows of the list page now open: its pager's total when it shows one, else its rows. */
async function rowsShown(page: Page): Promise<number> {
  await page.locator('.ant-table').first().waitFor({ timeout: 15_000 });
  await expect.poll(() => page.locator('.ant-spin-spinning').count(), { timeout: 15_000 }).toBe(0);
  const total = page.locator('.ant-pagination-total-text');
  if ((await total.count()) > 0) return Number((await total.first().textContent())!.match(/\d+/)![0]);
  return page.locator('.ant-table-row').count();
}

async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
}

describe('the administrator’s home', () => {
  it('shows the admin cards with the counts of the lists they open', async () => {
    const { page } = await openPage('home-admin');
    await signIn(page, 'admin');
    // A disabled account of the administrator's own office, so the disabled figure has one to open.
    const me = await call<{ org: { id: string } }>(page, '/console/api/session/me');
    const account = `home-e2e-${Date.now() % 1_000_000}`;
    const created = await call<{ user: { id: string } }>(page, '/console/api/management/users', 'POST', {
      account,
      name: '首页测试用户',
      orgId: me.org.id,
    });
    await call(page, `/console/api/management/users/${created.user.id}/status`, 'PUT', {
      status: 'DISABLED',
    });

    await page.goto('/oa/');
    for (const key of ['workflow.waiting', 'registration.waiting', 'institution.reviews', 'outbox.held'])
      await checkCard(page, key);
    const jobs = await checkCard(page, 'health.jobs');
    const locked = await checkCard(page, 'user-admin.locked');
    const disabled = locked.figures.find((f) => f.key === 'disabledGovernment')!;
    expect(disabled.value).toBeGreaterThanOrEqual(1);
    await screenshot(page, 'home-admin-home');

    // The disabled figure opens the government users filtered to disabled: exactly that many.
    await page.locator('[data-card="user-admin.locked"] [data-figure="disabledGovernment"]').click();
    await page.waitForURL(/\/oa\/management\/user\/list\?status=DISABLED/);
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBe(disabled.value);
    await expect.poll(() => page.locator('.ant-table-row').filter({ hasText: account }).count()).toBe(1);

    // The held mail opens the outbox filtered to held, the filter in its form, kept on reload.
    await page.goto('/oa/');
    const held = (await checkCard(page, 'outbox.held')).figures.find((f) => f.key === 'held')!;
    const heldFigure = page.locator('[data-card="outbox.held"] [data-figure="held"]');
    if ((await heldFigure.count()) > 0) await heldFigure.click();
    else await page.goto('/oa/management/outbox?status=HELD');
    await page.waitForURL(/\/oa\/management\/outbox\?status=HELD/);
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBe(held.value);
    await page.reload();
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBe(held.value);
    await expect
      .poll(async () => (await page.locator('.ant-card .ant-select').allTextContents()).join(' '))
      .toContain('待转交');

    // The failed-jobs card opens the job page filtered to failures (none failed is an answer too).
    await page.goto(`/oa${jobs.figures[0]!.href}`);
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBe(jobs.figures[0]!.value);
    await expect.poll(() => page.getByTestId('jobs-failed-only').isChecked()).toBe(true);
    await page.getByTestId('jobs-failed-only').click();
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBeGreaterThan(0);
    await screenshot(page, 'home-admin-jobs');

    // The cards in English too (no key shown raw), then back to Chinese for the journeys after.
    await page.goto('/oa/');
    await page.locator('header select').first().selectOption('en-US');
    await expect
      .poll(() => page.locator('[data-card="health.jobs"] .ant-card-head-title').textContent())
      .toBe('Background jobs');
    await shownFigures(page, 'user-admin.locked');
    expect(await page.locator('.home-card').allTextContents()).not.toContainEqual(
      expect.stringMatching(/home\.\w+\./),
    );
    await screenshot(page, 'home-admin-en');
    await page.locator('header select').first().selectOption('zh-CN');

    await call(page, `/console/api/management/users/${created.user.id}/status`, 'PUT', { status: 'ACTIVE' });
  }, 150_000);
});

describe('the city office’s home', () => {
  it('shows the steps waiting per process, each opening its inbox with exactly those', async () => {
    // An institution's information sent for review goes to the office of its city.
    const lawfirm = await openPage('home-city-lawfirm');
    await signIn(lawfirm.page, 'lawfirm');
    const mine = await call<{ current: { data: { basic: { employees: number } } } }>(
      lawfirm.page,
      '/console/api/institution/my',
    );
    mine.current.data.basic.employees += 1;
    await call(lawfirm.page, '/console/api/institution/my/draft', 'PUT', mine.current.data).catch(() => null);
    // On a server that ran this journey before, the review is already there.
    await call(lawfirm.page, '/console/api/institution/my/submit', 'POST').catch(() => null);
    await lawfirm.context.close();

    const { page } = await openPage('home-city');
    await signIn(page, 'city');
    const data = await checkCard(page, 'workflow.waiting');
    const todo = await call<{ total: number }>(page, '/console/api/workflow/todo?size=1');
    expect(data.figures[0]!.value).toBe(todo.total);
    expect(data.items.length).toBeGreaterThan(0);
    await checkCard(page, 'institution.reviews');
    await screenshot(page, 'home-city-home');

    // The line of the institution review opens the intermediary inbox filtered to that process.
    const line = data.items.find((i) => i.id === 'institution-review')!;
    expect(await listTotal(page, line.href!)).toBe(line.note!.args!.waiting);
    await page.locator('[data-card="workflow.waiting"] [data-item="institution-review"] a').click();
    await page.waitForURL(/\/oa\/workflow\/intermediary\/process\?process=institution-review/);
    await expect.poll(() => rowsShown(page), { timeout: 15_000 }).toBe(line.note!.args!.waiting);
  });
});
