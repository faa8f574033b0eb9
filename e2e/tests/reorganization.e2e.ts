// Mergers and reorganisation: a county user opens the overview (charts drawn, source line shown),
// filters the deals by type and opens a case; the administrator imports a deals workbook and the
// list shows the new source line.
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

const SOURCE = '浏览器测试并购来源';
const COMPANY = '浏览器测试重组股份有限公司';

async function dealsWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('并购重组交易');
  sheet.addRow([
    '上市公司',
    '证券代码',
    '交易标的',
    '交易类型',
    '支付方式',
    '省份',
    '首次公告日',
    '审核状态',
  ]);
  sheet.addRow([
    COMPANY,
    '688999',
    '浏览器标的有限公司 100% 股权',
    '现金收购',
    '现金',
    '湖南',
    '2025-06-30',
    '交易所审核',
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('mergers and reorganisation', () => {
  it('county reads the overview, filters deals by type and opens a case', async () => {
    const county = await openPage('reorg-county');
    await signIn(county.page, 'county', { to: '/oa/widget/reorganizationList' });
    await county.page.getByTestId('reorg-by-year').locator('canvas').waitFor();
    await county.page.getByTestId('reorg-by-province').locator('canvas').waitFor();
    expect(await county.page.getByTestId('reorg-source').first().textContent()).toMatch(
      /数据来源：.*示例数据/,
    );
    expect(await county.page.getByTestId('reorg-ours').locator('.ant-table-row').count()).toBeGreaterThan(0);
    await county.page.screenshot({ path: join(artifacts, 'reorg-overview.png'), fullPage: true });

    await county.page.goto('/oa/widget/reorganization/mergers');
    const table = county.page.getByTestId('reorg-deals');
    await table.locator('.ant-table-row').first().waitFor();
    await county.page.getByTestId('reorg-filter-type').click();
    await county.page.locator('.ant-select-item-option', { hasText: '吸收合并' }).click();
    await county.page.waitForURL(/type=ABSORPTION/);
    await expect
      .poll(async () => {
        const types = await table.locator('.ant-table-row td:nth-child(3)').allTextContents();
        return types.length > 0 && types.every((x) => x === '吸收合并');
      })
      .toBe(true);

    await county.page.goto('/oa/widget/reorganization/case');
    const first = county.page.getByTestId('reorg-cases').locator('.ant-table-row a').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await county.page.getByTestId('reorg-case').waitFor();
    expect(await county.page.locator('.ant-card-head-title', { hasText: title }).count()).toBeGreaterThan(0);
    expect(await county.page.getByTestId('reorg-case').textContent()).toContain('审核关注问题');
    await county.page.screenshot({ path: join(artifacts, 'reorg-case.png'), fullPage: true });
    await county.context.close();
  });

  it('admin imports a deals workbook; the list shows the new source line', async () => {
    const admin = await openPage('reorg-admin');
    await signIn(admin.page, 'admin', { to: '/oa/widget/reorganization/mergers' });
    await importThroughDialog(admin.page, await dealsWorkbook());
    await admin.page.goto('/oa/widget/reorganization/mergers');
    await admin.page.getByTestId('reorg-deals').locator('.ant-table-row', { hasText: COMPANY }).waitFor();
    expect(await admin.page.getByTestId('reorg-source').first().textContent()).toContain(
      `数据来源：${SOURCE}`,
    );
    await admin.page.screenshot({ path: join(artifacts, 'reorg-imported.png'), fullPage: true });
    await admin.context.close();
  });
});

/** The datasets dialog (web/src/ui/datasets): the deals tab, its source named, the workbook uploaded. */
async function importThroughDialog(page: Page, content: Buffer) {
  await page.getByTestId('reorg-imports').first().click();
  const panel = page.getByTestId('dataset-panel-MA_DEALS');
  await panel.getByLabel('数据来源').fill(SOURCE);
  await panel.locator('input[type=file]').setInputFiles({
    name: 'deals.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await panel.getByTestId('dataset-import-submit').click();
  const active = panel.getByTestId('dataset-versions').locator('.ant-table-row', { hasText: SOURCE });
  await active.waitFor();
  expect(await active.textContent()).toContain('当前版本');
  await page.keyboard.press('Escape');
}
