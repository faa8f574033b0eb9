// The listing ledger (issue 10 §1, §4): the city's board filters and drills down to a county and
// back, the province drills from a city; ent-gold updates its own ledger and sees the change in
// its history, picking its law firm from the institution library.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

const title = (page: import('playwright-core').Page) =>
  page.getByTestId('ledger-board').locator('.ant-card-head-title').first().textContent();
const listTotal = (page: import('playwright-core').Page) =>
  page.getByTestId('ledger-list').locator('.ant-pagination-total-text').textContent();

describe('the pipeline board', () => {
  it('the city filters by board, drills into a county and back, and lists those past a limit', async () => {
    const { page, context } = await openPage('ledger-city');
    await signIn(page, 'city', { to: '/oa/report/ledger/board' });
    await expect.poll(() => title(page), { timeout: 15_000 }).toContain('长沙市');
    const all = await listTotal(page);

    await page.getByTestId('ledger-filter-board').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '科创板' }).click();
    await page.getByTestId('ledger-filter-search').click();
    await page.waitForURL(/targetBoard=STAR/);
    await expect.poll(() => listTotal(page)).not.toBe(all);
    const boards = await page.getByTestId('ledger-list').locator('.ant-table-row').allTextContents();
    expect(boards.every((row) => row.includes('科创板'))).toBe(true);

    await page.getByTestId('ledger-filter-board').locator('.ant-select-clear').click({ force: true });
    await page.getByTestId('ledger-filter-search').click();
    const county = page.getByTestId('ledger-regions').locator('.ant-table-row button').first();
    const countyName = (await county.textContent())!.trim();
    await county.click();
    await page.waitForURL(/regionCode=\d{6}/);
    await expect.poll(() => title(page)).toContain(countyName);
    await page.getByTestId('ledger-up').click();
    await expect.poll(() => title(page)).toContain('长沙市');

    await page.getByTestId('ledger-totals').locator('.ant-card-hoverable').click();
    await page.waitForURL(/flagged=true/);
    const flagged = page.getByTestId('ledger-list').locator('.ant-table-row').first();
    await expect.poll(() => flagged.locator('.ant-tag-red, .ant-tag-orange').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the province drills from a city down to a county and opens a ledger', async () => {
    const { page, context } = await openPage('ledger-province');
    await signIn(page, 'admin', { to: '/oa/report/ledger/board' });
    await expect.poll(() => title(page), { timeout: 15_000 }).toContain('湖南省');
    await page
      .getByTestId('ledger-regions')
      .locator('.ant-table-row button')
      .filter({ hasText: '长沙市' })
      .click();
    await expect.poll(() => title(page)).toContain('长沙市');
    await page.getByTestId('ledger-regions').locator('.ant-table-row button').first().click();
    await expect.poll(async () => (await title(page))?.includes('长沙市')).toBe(false);
    await page.getByTestId('ledger-list').locator('.ant-table-row a').first().click();
    await page.waitForURL(/\/oa\/report\/ledger\/detail\?id=/);
    await expect.poll(() => page.getByTestId('ledger-head').textContent()).toContain('当前阶段');
    await context.close();
  });
});

describe('an enterprise keeps its ledger', () => {
  it('ent-gold adds a problem needing coordination, saves, and sees it in the history', async () => {
    const { page, context } = await openPage('ledger-enterprise');
    await signIn(page, 'ent-gold', { to: '/oa/report/ledger' });
    const form = page.getByTestId('ledger-form');
    await form.waitFor();
    const problem = `厂房产权证办理（${Date.now() % 100_000}）`;
    await form.getByRole('button', { name: '添加问题' }).click();
    await form.locator('input[id^="problems_"]').last().fill(problem);
    // The law firm is picked from the institution library by a part of its name.
    const lawFirm = page.getByTestId('ledger-lawFirm');
    await lawFirm.fill('');
    await lawFirm.pressSequentially('明德');
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '明德律师事务所' });
    await option.first().click();
    const picked = await lawFirm.inputValue();
    expect(picked).toContain('明德律师事务所');
    await page.getByTestId('ledger-save').click();
    await expect
      .poll(() => page.locator('.ant-message').textContent(), { timeout: 15_000 })
      .toContain('上市台账已保存');
    await expect.poll(() => page.getByTestId('ledger-history').textContent()).toContain(problem);
    await expect.poll(() => page.getByTestId('ledger-history').textContent()).toContain(picked);
    // Picked, not typed: the ledger names the library entry by its id.
    const saved = await page.evaluate(
      async () => (await (await fetch('/console/api/ledger/my')).json()).data,
    );
    expect(saved.ledger.lawFirm).toMatchObject({ id: expect.any(String), name: picked });
    await context.close();
  });
});
