// The sample date picker behaves as spec §9 says: Chinese, Monday first, 5-minute steps, today and
// clear buttons, and it closes by itself once a date and time are chosen.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

describe('sample date picker', () => {
  it('closes after choosing a day and a minute, with Monday first and 5-minute steps', async () => {
    const { page, context } = await openPage('sample-date-picker');
    await signIn(page, 'admin', { to: '/oa/sample/datePicker' });
    const dateTime = page.locator('.ant-picker input').nth(1);
    await dateTime.click();
    const open = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await open.waitFor();
    expect((await open.locator('thead th').allTextContents()).map((t) => t.trim())).toEqual([
      '一',
      '二',
      '三',
      '四',
      '五',
      '六',
      '日',
    ]);
    const minutes = open.locator('.ant-picker-time-panel-column').nth(1).locator('li');
    expect((await minutes.allTextContents()).slice(0, 4)).toEqual(['00', '05', '10', '15']);
    expect(await open.textContent()).toContain('今天');
    expect(await open.textContent()).toContain('清除');
    await open.locator('td.ant-picker-cell-in-view').nth(10).click();
    await minutes.nth(3).click();
    await expect.poll(() => open.count()).toBe(0);
    expect(await dateTime.inputValue()).toMatch(/^\d{4}-\d{2}-11 \d{2}:15$/);
    await context.close();
  });
});
