// Periodic reports (issue 10 §4): ent-gold fills and submits its golden monthly; the county
// returns it with a reason; ent-gold corrects and resubmits; the county accepts; the city's
// summary rolls it up and goes to the province, which sees it. The city finds a late enterprise
// flagged and reminds it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmDialog, dialogShown } from '../support/confirm.ts';

useBrowser();

const REASON = '营业收入与纳税数据不一致，请核对';

/**
 * Narrows a report list to ent-gold by name, as a clerk would: many enterprises' rows share one
 * due date, and their order among it is the ids', so the first page need not hold ent-gold's.
 */
async function searchGold(page: Page) {
  await page.getByPlaceholder('单位名称或标题').fill('天衡智能');
  await page.getByRole('button', { name: /查\s*询/ }).click();
}

async function openGoldenOfCounty(page: Page) {
  await page.goto('/oa/report/golden/list');
  await searchGold(page);
  const row = page.locator('.ant-table-row').filter({ hasText: '天衡智能' }).first();
  await row.getByRole('link', { name: '查看' }).click();
  await page.waitForURL(/\/oa\/report\/golden\/edit\?id=/);
}

describe('periodic reports', () => {
  it('golden monthly: submit → returned → resubmit → accepted → city summary → province', async () => {
    const ent = await openPage('report-enterprise');
    await signIn(ent.page, 'ent-gold', { to: '/oa/report/list' });
    // In a month's first days last month's report is still open beside this month's (and a late
    // one may be too). The list puts the newest period first: the one the city's newest summary,
    // opened below, rolls up.
    await ent.page
      .locator('.ant-table-row')
      .filter({ hasText: '金种子月报' })
      .first()
      .getByRole('link', { name: '金种子月报' })
      .click();
    await ent.page.waitForURL(/\/oa\/report\/golden\/add\?id=/);
    const reportUrl = ent.page.url().replace('/add?', '/edit?');
    // Pre-filled from last month's report.
    await expect
      .poll(() => ent.page.locator('#progress').inputValue(), { timeout: 15_000 })
      .toContain('按计划');
    await ent.page.locator('#revenue').fill('1500');
    await ent.page.getByRole('button', { name: /提\s*交/ }).click();
    await confirmDialog(ent.page);
    await ent.page.waitForURL(/\/oa\/report\/list/);

    const county = await openPage('report-county');
    await signIn(county.page, 'county');
    await openGoldenOfCounty(county.page);
    await county.page.getByRole('button', { name: /退\s*回/ }).click();
    // Filled and sent once the form has opened in full: a 确定 clicked while it zoomed in was lost.
    await dialogShown(county.page, '.ant-modal');
    await county.page.getByPlaceholder('退回原因').fill(REASON);
    await confirmDialog(county.page, { dialog: '.ant-modal', button: /确\s*定|OK/ });
    await expect
      .poll(() => county.page.locator('.ant-descriptions').textContent(), { timeout: 15_000 })
      .toContain('已退回');

    await ent.page.goto(reportUrl);
    await expect
      .poll(() => ent.page.locator('.ant-alert-warning').textContent(), { timeout: 15_000 })
      .toContain(REASON);
    await ent.page.locator('#revenue').fill('1480');
    await ent.page.getByRole('button', { name: /提\s*交/ }).click();
    await confirmDialog(ent.page);
    await ent.page.waitForURL(/\/oa\/report\/list/);
    await ent.context.close();

    await openGoldenOfCounty(county.page);
    await county.page.getByRole('button', { name: '审核通过' }).click();
    await confirmDialog(county.page);
    await expect
      .poll(() => county.page.locator('.ant-descriptions').textContent(), { timeout: 15_000 })
      .toContain('已通过');
    await county.context.close();

    const city = await openPage('report-city');
    await signIn(city.page, 'city', { to: '/oa/report/summary/list' });
    await city.page.locator('.ant-table-row').first().getByRole('link', { name: '查看' }).click();
    await city.page.waitForURL(/\/oa\/report\/summary\/edit\?id=/);
    const rollup = city.page.locator('.ant-card').filter({ hasText: '已通过的企业报告' }).last();
    await expect.poll(() => rollup.textContent(), { timeout: 15_000 }).toContain('天衡智能');
    await city.page.locator('#overview').fill('本月辖区金种子企业报告全部按期通过审核。');
    await city.page.getByRole('button', { name: /提\s*交/ }).click();
    await confirmDialog(city.page);
    await city.page.waitForURL(/\/oa\/report\/summary\/list/);

    const province = await openPage('report-province');
    await signIn(province.page, 'admin', { to: '/oa/report/summary/list' });
    const cityRow = province.page.locator('.ant-table-row').filter({ hasText: '待审核' }).first();
    await cityRow.getByRole('link', { name: '查看' }).click();
    const provinceRollup = province.page.locator('.ant-card').filter({ hasText: '已通过的企业报告' }).last();
    await expect.poll(() => provinceRollup.textContent(), { timeout: 15_000 }).toContain('天衡智能');
    await expect.poll(() => province.page.locator('textarea#overview').inputValue()).toContain('按期通过');
    await province.context.close();

    // The city finds the late enterprise flagged and reminds it.
    await city.page.goto('/oa/report/history');
    await city.page.locator('.ant-form-item').filter({ hasText: '逾期' }).locator('.ant-select').click();
    await city.page.locator('.ant-select-item-option').filter({ hasText: '仅逾期' }).click();
    await searchGold(city.page);
    const late = city.page.locator('.ant-table-row').filter({ hasText: '天衡智能' }).first();
    await expect.poll(() => late.textContent(), { timeout: 15_000 }).toContain('逾期');
    await late.getByRole('link', { name: '查看' }).click();
    await city.page.getByRole('button', { name: /^催\s*报$/ }).click();
    await expect
      .poll(() => city.page.locator('.ant-message').textContent(), { timeout: 15_000 })
      .toContain('已催报 1 个单位');
    await city.context.close();
    // Four people's turns on one page each: more than the default minute on a loaded machine.
  }, 150_000);
});
