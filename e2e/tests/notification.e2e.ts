// Notification documents (issue 11 §3, §4): the province drafts a document requiring a receipt
// to the city office and the member unit, submits it and approves it in its review; both find it in
// their lists; the city opens it (read) and receipts it; the province then sees 50 % completed.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmDialog } from '../support/confirm.ts';

useBrowser();

// Unique per run, so the lists show this run's document even on a server that ran it before.
const title = `关于报送上市培育工作情况的通知（${Date.now() % 1_000_000}）`;

async function choose(page: import('playwright-core').Page, testId: string, search: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(search);
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: search });
  await option.first().click();
  await page.keyboard.press('Escape');
}

describe('notification documents', () => {
  it('province sends with a receipt asked → city and unit see it → city receipts → province sees 50 %', async () => {
    const province = await openPage('notification-province');
    await signIn(province.page, 'admin', { to: '/oa/notification/send' });
    await province.page.getByTestId('notification-doc-number').fill('金管发〔2026〕30号');
    await province.page.getByTestId('notification-title').fill(title);
    await province.page.getByTestId('rte-content').click();
    await province.page.keyboard.type('请各单位于本周内确认回执。');
    await choose(province.page, 'notification-offices', '地方金融管理局');
    await choose(province.page, 'notification-units', '市场监督管理局');
    await province.page.getByTestId('notification-save-submit').click();
    await province.page.waitForURL(/\/oa\/notification\/detail\?id=/);
    const detailUrl = province.page.url();
    await province.page.getByTestId('notification-approve').click();
    await confirmDialog(province.page);
    await expect
      .poll(() => province.page.getByTestId('notification-rate').textContent(), { timeout: 15_000 })
      .toContain('0%');

    for (const account of ['unit', 'city']) {
      const recipient = await openPage(`notification-${account}`);
      await signIn(recipient.page, account, { to: '/oa/notification/list' });
      const row = recipient.page.locator('.ant-table-row').filter({ hasText: title });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      if (account === 'city') {
        await row.getByRole('link', { name: title }).click();
        await recipient.page.getByTestId('notification-receipt').click();
        await confirmDialog(recipient.page);
        await expect
          .poll(() => recipient.page.locator('.ant-descriptions').textContent(), { timeout: 15_000 })
          .toContain('已回执');
      }
      await recipient.context.close();
    }

    await province.page.goto(detailUrl);
    await expect
      .poll(() => province.page.getByTestId('notification-rate').textContent(), { timeout: 15_000 })
      .toContain('50%');
    const table = province.page.getByTestId('notification-recipients');
    await expect.poll(() => table.textContent()).toContain('已回执');
    await expect.poll(() => table.textContent()).toContain('未读');
    await province.context.close();
  });
});
