// The green channel (issue 11 §4): ent-gold submits a problem → the county assigns it to the member
// unit with a 5-working-day deadline → the unit proposes closing with its reply → the county closes
// it → ent-gold, from its workflow inbox, rates 不满意 → it is back with the unit under supervision
// (督办).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmDialog, dialogShown } from '../support/confirm.ts';
import { toolbarSelectWidest } from '../support/editor.ts';

useBrowser();

// Unique per run: the journey may run again on a server that kept an earlier one.
const title = `募投项目用地预审协调 ${Date.now() % 100_000}`;

/**
 * Opens a step's form, lets `fill` complete it, confirms, and waits for the form to close. The form
 * is waited on until it has opened in full: a step with nothing to fill (close) was once confirmed
 * while the form still zoomed in on a loaded CI machine, and that click was lost (see confirm.ts).
 */
async function step(page: Page, action: string, fill: (modal: ReturnType<Page['locator']>) => Promise<void>) {
  await page.getByTestId(`problem-action-${action}`).click();
  await dialogShown(page, '.ant-modal');
  await fill(page.locator('.ant-modal:visible'));
  await confirmDialog(page, { dialog: '.ant-modal' });
}

describe('green channel', () => {
  it('submit → assign (5 working days) → propose → close → 不满意 → supervised', async () => {
    const ent = await openPage('problem-enterprise');
    await signIn(ent.page, 'ent-gold', { to: '/oa/problem/edit' });
    await ent.page.getByTestId('problem-title').fill(title);
    // An enterprise uploads through the form's attachments, not into the text (EDITOR.uploadAuthority).
    const editor = ent.page.getByTestId('rich-text-editor');
    await editor.getByRole('button', { name: '插入表格' }).waitFor();
    expect(await editor.getByRole('button', { name: /^上传(图片|附件)$/ }).count()).toBe(0);
    expect(await toolbarSelectWidest(ent.page)).toBeLessThan(150);
    await ent.page.getByTestId('rte-content').click();
    await ent.page.keyboard.type('募投项目用地需在申报前完成用地预审，请协调自然资源部门。');
    await ent.page.getByTestId('problem-outcome').fill('一个月内取得预审意见');
    await ent.page.getByTestId('problem-submit').click();
    await confirmDialog(ent.page);
    await ent.page.waitForURL(/\/oa\/problem\/edit\?id=/, { timeout: 15_000 });
    const id = new URL(ent.page.url()).searchParams.get('id')!;
    await expect.poll(() => ent.page.getByTestId('problem-detail').textContent()).toContain('待受理');

    const county = await openPage('problem-county');
    await signIn(county.page, 'county', { to: `/oa/problem/assign?id=${id}` });
    // The assign page opens its form at once.
    await dialogShown(county.page, '.ant-modal');
    const assign = county.page.locator('.ant-modal:visible');
    await assign.getByTestId('problem-target').click();
    await county.page
      .locator('.ant-select-item-option')
      .filter({ hasText: '市场监督管理局' })
      .first()
      .click();
    await assign.getByTestId('problem-working-days').fill('5');
    await assign.getByTestId('problem-comment').fill('请五个工作日内办结');
    await confirmDialog(county.page, { dialog: '.ant-modal' });
    await expect.poll(() => county.page.getByTestId('problem-detail').textContent()).toContain('5 个工作日');

    const unit = await openPage('problem-unit');
    await signIn(unit.page, 'unit', { to: `/oa/problem/handle?id=${id}` });
    await step(unit.page, 'propose', async (modal) => {
      await modal.getByTestId('rte-content').click();
      await unit.page.keyboard.type('已协调出具用地预审意见。');
    });
    await expect.poll(() => unit.page.getByTestId('problem-detail').textContent()).toContain('申请办结');
    await unit.context.close();

    await county.page.goto(`/oa/problem/detail?id=${id}`);
    await step(county.page, 'close', async () => undefined);
    await expect.poll(() => county.page.getByTestId('problem-detail').textContent()).toContain('已办结');

    // The enterprise follows its problem from its inbox: the subject link lands on its one page,
    // /problem/edit (its menu has no /problem/detail).
    await ent.page.goto('/oa/workflow/problem/process');
    await ent.page.locator('.ant-table-row').filter({ hasText: title }).getByText(title).click();
    await ent.page.getByRole('button', { name: '查看审核对象' }).click();
    await ent.page.waitForURL(new RegExp(`/oa/problem/edit\\?id=${id}`), { timeout: 15_000 });
    await step(ent.page, 'rate', async (modal) => {
      await modal
        .locator('.ant-radio-wrapper')
        .filter({ hasText: /^不满意$/ })
        .click();
      await modal.getByTestId('problem-comment').fill('预审意见范围与申报不符');
    });
    const card = ent.page.getByTestId('problem-detail');
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain('督办');
    expect(await card.textContent()).toContain('办理中');

    // The county's list shows it back in hand, supervised.
    await county.page.goto(`/oa/problem/mgr/list?keyword=${encodeURIComponent(title)}`);
    const row = county.page.locator('.ant-table-row').filter({ hasText: title });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('督办');
    await county.context.close();
    await ent.context.close();
    // Nothing the enterprise's pages asked was refused: its editor once asked for the upload
    // settings only administrators may read (403 on every problem form).
    expect(ent.refused.filter((call) => call.startsWith('403'))).toEqual([]);
  }, 150_000);
});
