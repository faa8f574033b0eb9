// Research letters and visit records (issue 11 §2, §4). An office drafts a letter to two
// enterprises, submits it and approves it in its review (which sends it); ent-gold answers; the
// office sees one reply and one outstanding. The demo county covers one enterprise only, so the
// city office (whose region holds both ent-gold and ent-normal) sends the letter. Then the county
// writes a visit record about ent-gold and approves it in its review, and ent-gold reads it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmAction, confirmDialog } from '../support/confirm.ts';

useBrowser();

// Unique per run, so that a server that ran this journey before holds no twin.
const run = String(Date.now() % 1_000_000);

/**
 * Chooses today in a DateField (the picker's footer button), once the panel has slid in: on a
 * loaded CI machine a click during the slide was lost and the form said 请填写走访日期 (the same
 * lost click as a menu's, see support/menu.ts).
 */
async function today(page: Page, id: string) {
  await page.locator(`#${id}`).click();
  await page
    .locator(
      '.ant-picker-dropdown:visible:not(.ant-slide-up-appear):not(.ant-slide-up-enter) .date-field__footer button',
    )
    .first()
    .click();
  await expect.poll(() => page.locator(`#${id}`).inputValue()).not.toBe('');
}

/** Types the China day a week from now into a date field. */
async function inAWeek(page: Page, id: string) {
  const day = new Date(Date.now() + 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** Picks an enterprise by a part of its name in an EnterprisePicker. */
async function pick(page: Page, testId: string, name: string) {
  await page.getByTestId(testId).locator('input').fill(name);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: name })
    .first()
    .click();
}

/** Approves the review shown on the page (WorkflowDetail's action and its confirmation). */
async function approve(page: Page) {
  await page.getByRole('button', { name: '审核通过' }).first().click();
  await confirmAction(page, '审核通过');
}

describe('research', () => {
  it('the city sends a letter to two enterprises, one answers, the city sees one reply and one outstanding', async () => {
    const office = await openPage('research-office');
    await signIn(office.page, 'city', { to: '/oa/research/list' });
    await office.page.getByTestId('letter-add').click();
    await office.page.getByTestId('letter-number').fill(`测试调〔${run}〕1号`);
    // A week ahead in China's calendar: "today" in the browser's zone may already be yesterday there.
    await inAWeek(office.page, 'letter-deadline');
    await office.page.getByTestId('letter-subject').fill(`上市意向调研 ${run}`);
    await pick(office.page, 'letter-recipients', '天衡');
    await pick(office.page, 'letter-recipients', '瑞丰');
    await office.page.getByPlaceholder('问题').first().fill('是否计划三年内申报上市');
    await office.page.getByTestId('letter-save').click();
    await office.page.waitForURL(/\/oa\/research\/detail\?id=/);
    await office.page.getByTestId('letter-submit').click();
    await confirmDialog(office.page, { dialog: '.ant-modal', button: /确\s*定/ });
    await approve(office.page);
    await expect
      .poll(() => office.page.locator('.ant-descriptions').first().textContent(), { timeout: 15_000 })
      .toContain('已发送');
    const letterUrl = office.page.url();

    const ent = await openPage('research-enterprise');
    await signIn(ent.page, 'ent-gold', { to: '/oa/research/list' });
    await ent.page.getByRole('link', { name: `上市意向调研 ${run}` }).click();
    await ent.page.locator('textarea').first().fill('计划于明年启动辅导备案。');
    await ent.page.getByTestId('answer-submit').click();
    await confirmDialog(ent.page, { dialog: '.ant-modal', button: /确\s*定/ });
    await expect
      .poll(() => ent.page.locator('.ant-alert').first().textContent(), { timeout: 15_000 })
      .toContain('提交回复');
    await ent.context.close();

    await office.page.goto(letterUrl);
    const replies = office.page.locator('.ant-card').filter({ hasText: '回复汇总' });
    await expect
      .poll(() => replies.getByTestId('reply-state').allTextContents(), { timeout: 15_000 })
      .toEqual(['已回复', '未读']);
    expect(await replies.textContent()).toContain('计划于明年启动辅导备案。');
    expect(await office.page.locator('.ant-descriptions').first().textContent()).toContain('已回复 1 / 2');
    await office.context.close();
  });

  it('the county writes a visit record, approves it in review, and ent-gold reads it', async () => {
    const county = await openPage('research-record');
    await signIn(county.page, 'county', { to: '/oa/research/record/list' });
    await county.page.getByTestId('record-add').click();
    await pick(county.page, 'record-enterprise', '天衡');
    await today(county.page, 'record-visit-date');
    await county.page.getByTestId('record-visitors').fill(`陈志远 ${run}`);
    await county.page.getByTestId('record-notes').fill('座谈了解企业上市筹备情况。');
    await county.page.getByTestId('record-add-problem').click();
    await county.page.getByPlaceholder('问题描述').fill('募投项目环评尚未批复');
    await county.page.getByTestId('record-save').click();
    await county.page.waitForURL(/\/oa\/research\/record\/detail\?id=/);
    await county.page.getByTestId('record-submit').click();
    await confirmDialog(county.page);
    await approve(county.page);
    await expect
      .poll(() => county.page.locator('.ant-descriptions').first().textContent(), { timeout: 15_000 })
      .toContain('已通过');
    await county.context.close();

    const ent = await openPage('research-record-enterprise');
    await signIn(ent.page, 'ent-gold', { to: '/oa/research/record/list' });
    const row = ent.page.locator('.ant-table-row').filter({ hasText: `陈志远 ${run}` });
    await row.getByRole('link').first().click();
    await expect
      .poll(() => ent.page.locator('.ant-list').textContent(), { timeout: 15_000 })
      .toContain('募投项目环评尚未批复');
    await ent.context.close();
  });
});
