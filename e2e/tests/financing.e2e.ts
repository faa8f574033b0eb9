// Investment and financing matching (issue 12 §4): ent-gold publishes a financing need, the county
// approves it in its inbox, the demo investor finds it ranked first for its preferences (every
// criterion matched) and expresses interest, and ent-gold sees the pair on its need.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmAction, confirmDialog, dialogShown } from '../support/confirm.ts';

useBrowser();

// Unique per run, so that a server that ran this journey before still finds this need.
const title = `伺服压力机三期-${Date.now() % 100_000}`;

describe('financing need → review → ranked for the investor → interest', () => {
  it('runs the whole journey', { timeout: 180_000 }, async () => {
    const ent = await openPage('financing-enterprise');
    await signIn(ent.page, 'ent-gold', { to: '/oa/investmentFinancing/informationNewAdd' });
    const page = ent.page;
    await page.locator('#title').fill(title);
    await page.locator('#amount').fill('5000');
    await page.locator('#stage').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '成长期' }).click();
    await page.locator('#industry').click();
    const industries = page.locator('.need-industry-popup');
    await industries.locator('.ant-cascader-menu-item').filter({ hasText: '制造业' }).first().click();
    await page
      .locator('.ant-cascader-menu')
      .nth(1)
      .locator('.ant-cascader-menu-item')
      .filter({ hasText: '通用设备' })
      .click();
    // The province itself: the investor's preferences cover all of it.
    await page.locator('#regionCode').click();
    await page.locator('.need-region-popup .ant-cascader-menu-item').first().click();
    await page.keyboard.press('Escape');
    await page.locator('#useOfFunds').fill('新建装配线与研发投入');
    await page.locator('#contactName').fill('周海涛');
    await page.locator('#contactPhone').fill('13800000006');
    await page.getByTestId('need-save').click();
    await page.waitForURL(/informationEdit\?id=/, { timeout: 15_000 });
    const needUrl = page.url();
    await page.getByTestId('need-submit').click();
    await expect
      .poll(() => page.locator('.ant-card-head').first().textContent(), { timeout: 15_000 })
      .toContain('审核中');

    const county = await openPage('financing-county');
    await signIn(county.page, 'county', { to: '/oa/workflow/investmentFinancing/process' });
    await county.page.getByText(title).first().click();
    const drawer = county.page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await confirmAction(county.page, '审核通过');
    await expect.poll(() => drawer.textContent(), { timeout: 15_000 }).toContain('已发布');
    await county.context.close();

    const investor = await openPage('financing-investor');
    await signIn(investor.page, 'investor', { to: '/oa/investmentFinancing/informationList' });
    const first = investor.page.locator('.ant-table-row').first();
    await expect.poll(() => first.textContent(), { timeout: 15_000 }).toContain(title);
    expect(await first.getByTestId('match-score').textContent()).toContain('100');
    await first.getByRole('link', { name: '查看' }).click();
    await investor.page.getByTestId('need-interest').click();
    // Filled and sent once the form has opened in full: a 确定 clicked while it zoomed in was lost.
    await dialogShown(investor.page, '.ant-modal');
    await investor.page.locator('.ant-modal textarea').fill('希望约见详谈');
    await confirmDialog(investor.page, { dialog: '.ant-modal' });
    await expect
      .poll(() => investor.page.locator('[data-testid=pairs]:visible').textContent(), { timeout: 15_000 })
      .toContain('意向');
    await investor.context.close();

    await page.goto(needUrl);
    const pairs = page.locator('[data-testid=pairs]:visible');
    await expect.poll(() => pairs.textContent(), { timeout: 15_000 }).toContain('高新创业投资');
    expect(await pairs.textContent()).toContain('意向');
    await ent.context.close();
  });
});
