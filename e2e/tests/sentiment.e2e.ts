// Sentiment monitoring: an administrator adds a local test feed (served by this test — never the
// internet) and fetches it; the county office's bell shows the negative-news notice, and its
// sentiment page shows the item matched to the demo enterprise as negative, with the trend drawn.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';
import { dialogShown } from '../support/confirm.ts';

useBrowser();

const TITLE = '天衡智能装备因产品质量问题被市场监管部门立案调查（浏览器测试）';
const feed = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/rss+xml' });
  res.end(
    `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title><item><title>${TITLE}</title><description>测试订阅源中的消息。</description></item></channel></rss>`,
  );
});
let feedUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`;
});
afterAll(() => new Promise((resolve) => feed.close(resolve)));

describe('sentiment monitoring', () => {
  it('a fetched local feed item is matched to ent-gold as negative and the county is told', async () => {
    const admin = await openPage('sentiment-admin');
    await signIn(admin.page, 'admin', { to: '/oa/management/sentiment' });
    await admin.page.getByRole('button', { name: /新增来源/ }).click();
    const modal = admin.page.locator('.ant-modal');
    // Opened in full first: a click while a dialog still zooms in can be lost (see confirm.ts).
    await dialogShown(admin.page, '.ant-modal');
    await modal.getByLabel('来源名称').fill('浏览器测试订阅源');
    await modal.getByLabel('地址').fill(feedUrl);
    await modal.getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = admin.page.locator('.ant-table-row', { hasText: '浏览器测试订阅源' });
    await row.waitFor();
    await row.getByRole('button', { name: '立即抓取' }).click();
    await expect.poll(() => row.textContent()).toContain('累计 1 条');
    await admin.context.close();

    const county = await openPage('sentiment-county');
    await signIn(county.page, 'county', { to: '/oa/notice/list' });
    await expect.poll(() => county.page.locator('body').textContent()).toContain('负面舆情');
    await county.page.goto('/oa/widget/sentiment?polarity=NEGATIVE');
    const item = county.page.getByTestId('sentiment-items').locator('.ant-table-row', { hasText: TITLE });
    await item.waitFor();
    expect(await item.textContent()).toContain('负面');
    expect(await item.textContent()).toContain('天衡智能装备股份有限公司');
    await county.page.getByTestId('sentiment-trend').locator('canvas').waitFor();
    await county.page.screenshot({ path: join(artifacts, 'sentiment-county.png') });
    await county.context.close();
  });
});
