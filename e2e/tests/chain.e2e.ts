// The whole chain of issue 3 §7 in one journey: a new enterprise registers (credit code with a
// valid check digit) → the county office approves the registration → the enterprise signs in,
// fills in its information, submits, is approved, edits its profile and submits again → the office
// approves → the history shows the difference → the auditor finds those steps in the audit log.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmAction } from '../support/confirm.ts';
import { newRegistrant, registerEnterprise } from '../support/registration.ts';

useBrowser();

const registrant = newRegistrant('e2e-chain', '全链路测试', 'MB');
const { account, password, orgName } = registrant;

/** Approves the item open in the drawer that holds the workflow detail. */
async function approveInDrawer(page: Page) {
  const drawer = page.locator('.ant-drawer');
  await drawer.getByRole('button', { name: '审核通过' }).click();
  await confirmAction(page, '审核通过');
  await expect.poll(() => drawer.textContent(), { timeout: 15_000 }).toContain('已通过');
}

/** Saves and submits the open form, then the county approves it from its review queue. */
async function submitAndApprove(ent: Page, county: Page) {
  await ent.getByTestId('company-save-submit').click();
  await ent.waitForURL(/\/oa\/company\/router/, { timeout: 15_000 });
  await expect
    .poll(() => ent.locator('.ant-alert').first().textContent(), { timeout: 15_000 })
    .toContain('已提交审核');
  await county.goto('/oa/company/audit');
  const row = county.locator('.ant-table-row').filter({ hasText: orgName });
  await row.getByTestId('audit-open').click();
  await approveInDrawer(county);
  await ent.reload();
}

/** The enterprise information form: what the registration did not already fill in. */
async function fillProfile(page: Page) {
  await page.locator('#basic_legalRepresentative').fill('赵六');
  await page.locator('#basic_registeredCapital').fill('8800');
  const founded = page.locator('#basic_foundedOn');
  await founded.click();
  await founded.fill('2016-05-18');
  await founded.press('Enter');
  await page.locator('#basic_address').fill('长沙市芙蓉区五一大道 100 号');
  // GB/T 4754: 制造业 → its first division.
  await page.locator('#industryCodePath').click();
  await page.locator('.ant-cascader-menu-item').filter({ hasText: '制造业' }).first().click();
  await page.locator('.ant-cascader-menu').nth(1).locator('.ant-cascader-menu-item').first().click();
  await page.locator('#basic_mainBusiness').fill('工业传感器的研发与制造');
  // The listing ledger owns the stage: the form shows it (a new enterprise: the reserve pool), disabled.
  expect(await page.locator('#listingPlan_stage').isDisabled()).toBe(true);
  await page.locator('#contacts_0_name').fill('王五');
  await page.locator('#contacts_0_mobile').fill('13700001111');
}

describe('issue 3 §7: register → approve → profile → approve → history → audit', () => {
  it('runs the whole chain for a new enterprise, and the auditor sees it', { timeout: 240_000 }, async () => {
    const ent = await openPage('chain-enterprise');
    await registerEnterprise(ent.page, registrant);

    // The county office approves the registration in its inbox.
    const county = await openPage('chain-county');
    await signIn(county.page, 'county', { to: '/oa/workflow/enterprise/process' });
    await county.page.getByText(orgName).first().click();
    await approveInDrawer(county.page);

    // The enterprise signs in to its console, fills in its information and submits it; the county
    // approves it from its review queue: version 1.
    await ent.context.clearCookies();
    await signIn(ent.page, account, { password });
    await ent.page.goto('/oa/company/create');
    await ent.page.locator('#basic_legalRepresentative').waitFor();
    expect(await ent.page.locator('#basic_name').inputValue()).toBe(orgName);
    await fillProfile(ent.page);
    await submitAndApprove(ent.page, county.page);

    // Then it edits its profile (the registered capital), submits, and the county approves again.
    await ent.page.getByTestId('company-edit').click();
    await ent.page.waitForURL(/\/oa\/company\/create/);
    const capital = ent.page.locator('#basic_registeredCapital');
    await expect.poll(() => capital.inputValue()).toBe('8800');
    await capital.fill('9900');
    await submitAndApprove(ent.page, county.page);
    await county.context.close();

    // The history shows version 2 with the difference, field by field.
    await ent.page.goto('/oa/company/history');
    const latest = ent.page.getByTestId('history-version').first();
    await expect.poll(() => latest.textContent(), { timeout: 15_000 }).toMatch(/第 2 版/);
    const change = latest.locator('.ant-table-row').filter({ hasText: '注册资本（万元）' });
    await expect.poll(() => change.textContent()).toContain('9900');
    expect(await change.textContent()).toContain('8800');
    await ent.context.close();

    // The auditor finds the enterprise's steps and the office's decisions in the audit log.
    const auditor = await openPage('chain-auditor');
    await signIn(auditor.page, 'auditor', { to: '/oa/management/audit' });
    const table = auditor.page.locator('.ant-table-tbody');
    const search = async (actor: string) => {
      await auditor.page.getByLabel('操作人').fill(actor);
      await auditor.page.getByRole('button', { name: /查\s*询/ }).click();
    };
    await search(account);
    for (const action of ['registration.created', 'registration.licence-uploaded', 'workflow.start'])
      await expect.poll(() => table.textContent(), { timeout: 15_000 }).toContain(action);
    await search('county');
    await expect.poll(() => table.textContent(), { timeout: 15_000 }).toContain('workflow.approve');
    await auditor.context.close();
  });
});
