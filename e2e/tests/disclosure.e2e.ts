// Disclosure: a county user opens 披露情况 (this province's counts and latest announcements), then
// searches all announcements in Chinese and sees the hit marked in the result and the source line
// saying the demo rows are 示例数据.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

describe('Disclosure', () => {
  it('a county user sees the province head page and finds an announcement by a Chinese word', async () => {
    const county = await openPage('disclosure-county');
    await signIn(county.page, 'county', { to: '/oa/widget/companyDisclosureInit' });
    const head = county.page.getByTestId('disclosure-head');
    await head.locator('.ant-statistic').waitFor();
    expect(await head.textContent()).toContain('定期报告');
    await county.page.getByTestId('announcements').locator('.ant-table-row').first().waitFor();
    await county.page.screenshot({ path: join(artifacts, 'disclosure-head.png'), fullPage: true });

    await county.page.goto('/oa/widget/ipoStatistics/announcement');
    const box = county.page.getByTestId('announcement-search').locator('input');
    await box.fill('停牌');
    await box.press('Enter');
    const hit = county.page.getByTestId('announcements').locator('mark', { hasText: '停牌' }).first();
    await hit.waitFor();
    expect(new URL(county.page.url()).searchParams.get('q')).toBe('停牌');
    const rows = county.page.getByTestId('announcements').locator('.ant-table-row');
    for (const text of await rows.allTextContents()) expect(text).toContain('停牌');
    const body = await county.page.locator('body').textContent();
    expect(body).toMatch(/数据来源：.+截至 \d{4}-\d{2}-\d{2}/);
    expect(body).toContain('示例数据');
    await county.page.screenshot({ path: join(artifacts, 'disclosure-search.png'), fullPage: true });
    await county.context.close();
  });
});
