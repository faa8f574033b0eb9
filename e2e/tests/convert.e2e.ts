// One-step conversions (issue 11 §2, issue 14 §3): the county opens ent-gold's demo visit record and
// turns a problem found into a green-channel problem, which its problem list then shows; and it
// notes the demo negative sentiment item about 天衡智能装备 on the ledger, which the ledger's detail
// page then shows among its problems needing coordination.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { dialogShown } from '../support/confirm.ts';

useBrowser();

const PROBLEM = '新建厂房不动产权证尚未办理';
const NEWS = '行政处罚决定书';

/** The demo visit record about ent-gold (the one whose problems found include PROBLEM). */
async function demoRecordId(page: Page): Promise<string> {
  return page.evaluate(async (text) => {
    const list = await (await fetch('/console/api/research/records?size=100')).json();
    for (const r of list.data.items) {
      const one = await (await fetch(`/console/api/research/records/${r.id}`)).json();
      if (one.data.problems.some((p: { text: string }) => p.text === text)) return r.id as string;
    }
    throw new Error('no demo visit record');
  }, PROBLEM);
}

describe('one-step conversions', () => {
  it('the county turns a problem found on a visit record into a green-channel problem', async () => {
    const { page, context } = await openPage('convert-record');
    await signIn(page, 'county');
    const id = await demoRecordId(page);
    await page.goto(`/oa/research/record/detail?id=${id}`);
    const item = page.locator('.ant-list-item').filter({ hasText: PROBLEM });
    await item.getByRole('button', { name: '转为绿色通道问题' }).click();
    const modal = page.locator('.ant-modal');
    // Opened in full first: a click while a dialog still zooms in can be lost (see confirm.ts).
    await dialogShown(page, '.ant-modal');
    await expect.poll(() => modal.locator('textarea').inputValue()).toBe(PROBLEM);
    await modal.getByTestId('convert-category').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: '土地' })
      .click();
    await modal.getByRole('button', { name: '转为问题' }).click();
    // The button becomes the link to the new problem.
    const link = item.getByRole('link', { name: '已转为绿色通道问题' });
    await link.waitFor({ timeout: 15_000 });
    await page.goto('/oa/problem/mgr/list');
    const row = page.locator('.ant-table-row').filter({ hasText: PROBLEM });
    await expect.poll(() => row.first().textContent(), { timeout: 15_000 }).toContain('已受理');
    await context.close();
  });

  it('the county notes a negative sentiment item on the ledger', async () => {
    const { page, context } = await openPage('convert-sentiment');
    await signIn(page, 'county', { to: '/oa/widget/sentiment?polarity=NEGATIVE' });
    const row = page.locator('.ant-table-row').filter({ hasText: NEWS }).first();
    await row.getByRole('button', { name: '记入上市台账' }).click();
    const modal = page.locator('.ant-modal');
    // Opened in full first: a click while a dialog still zooms in can be lost (see confirm.ts).
    await dialogShown(page, '.ant-modal');
    await modal.getByRole('button', { name: '记入台账' }).click();
    const link = row.getByRole('link', { name: '已记入上市台账' });
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await page.waitForURL(/\/report\/ledger\/detail/);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...document.querySelectorAll('input')].map((i) => (i as HTMLInputElement).value).join('|'),
          ),
        { timeout: 15_000 },
      )
      .toContain(NEWS);
    await context.close();
  });
});
