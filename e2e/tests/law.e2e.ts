// The law library: a county clerk finds the tutoring-filing rules by searching 辅导备案, sees the
// words marked in the result and in the article of the opened document; an administrator imports a
// text file and it is found at once.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { dialogShown } from '../support/confirm.ts';

useBrowser();

describe('law library', () => {
  it('a county clerk finds 辅导备案 with the hit marked, in the list and in the article', async () => {
    const { page, context } = await openPage('law-search');
    await signIn(page, 'county', { to: '/oa/widget/lawLibrary' });
    await page.getByTestId('law-search').locator('input').fill('辅导备案');
    await page.getByTestId('law-search').getByRole('button').last().click();
    const results = page.getByTestId('law-results');
    await expect
      .poll(() => results.locator('.law-result-title').first().textContent())
      .toBe('首次公开发行股票并上市辅导监管规定');
    expect(await results.locator('mark.law-hit').first().textContent()).toBe('辅导备案');
    // The query is in the address: a reload keeps it.
    expect(new URL(page.url()).searchParams.get('q')).toBe('辅导备案');

    await results.locator('.law-result-title').first().click();
    const hit = page.getByTestId('law-article-hit').first();
    await hit.waitFor();
    expect(await hit.locator('mark').first().textContent()).toBe('辅导备案');
    expect(await page.locator('.ant-drawer').textContent()).toContain(
      '中国证券监督管理委员会公告〔2021〕23号',
    );
    await context.close();
  });

  it('an administrator imports a text file and a search finds it', async () => {
    const { page, context } = await openPage('law-import');
    await signIn(page, 'admin', { to: '/oa/portal/management/lawLibrary' });
    const file = join(tmpdir(), `law-e2e-${Date.now()}.txt`);
    writeFileSync(
      file,
      '标题：测试省支持企业上市办法（浏览器测试）\n发布机关：测试省地方金融管理局\n效力级别：地方政策\n分类：地方政策\n发布日期：2026-06-01\n时效性：现行有效\n来源：测试来源\n\n第一条 对进入辅导验收阶段的企业给予奖励。',
    );
    await page.getByRole('button', { name: /批量导入/ }).click();
    // Opened in full first: a click while a dialog still zooms in can be lost (see confirm.ts).
    await dialogShown(page, '.ant-modal');
    await page.locator('.ant-modal input[type=file]').setInputFiles(file);
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /导\s*入/ })
      .click();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.locator('.ant-table').textContent())
      .toContain('测试省支持企业上市办法（浏览器测试）');

    await page.goto(`/oa/widget/lawLibrary?q=${encodeURIComponent('辅导验收 奖励')}`);
    await expect
      .poll(() => page.getByTestId('law-results').locator('.law-result-title').first().textContent())
      .toBe('测试省支持企业上市办法（浏览器测试）');
    await context.close();
  });
});
