// Enterprise information (issue 3 §3, §7): ent-gold edits its profile and submits it; the county
// office approves it from its review queue (/company/audit, the workflow detail in a drawer); the
// new version shows in the history with the difference. A county office cannot open an
// enterprise of its city outside the county, nor an office of another city one of this city.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, signInThroughForm, useBrowser } from '../support/browser.ts';
import { confirmAction } from '../support/confirm.ts';
import { creditCode } from '../support/registration.ts';

useBrowser();

// Unique per run, so that the edit is a change even on a server that ran this journey before.
const capital = String(20_000 + (Date.now() % 70_000));

describe('enterprise information review', () => {
  it('edit → submit → the county approves → history shows the difference', async () => {
    const ent = await openPage('enterprise-edit');
    await signIn(ent.page, 'ent-gold', { to: '/oa/company/router' });
    await ent.page.getByTestId('company-edit').click();
    await ent.page.waitForURL(/\/oa\/company\/create/);
    const field = ent.page.locator('#basic_registeredCapital');
    await field.waitFor();
    const before = await field.inputValue();
    await field.fill(capital);
    await ent.page.getByTestId('company-save-submit').click();
    await ent.page.waitForURL(/\/oa\/company\/router/);
    await expect
      .poll(() => ent.page.locator('.ant-alert').first().textContent(), { timeout: 15_000 })
      .toContain('已提交审核');
    // The pending changes are listed for the enterprise too.
    await expect.poll(() => ent.page.locator('.company-changes').textContent()).toContain(capital);

    const office = await openPage('enterprise-approve');
    await signIn(office.page, 'county', { to: '/oa/company/audit' });
    const row = office.page.locator('.ant-table-row').filter({ hasText: '天衡智能' });
    await row.getByTestId('audit-open').click();
    const drawer = office.page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await confirmAction(office.page, '审核通过');
    await expect.poll(() => drawer.textContent(), { timeout: 15_000 }).toContain('已通过');
    await office.context.close();

    await ent.page.goto('/oa/company/history');
    const latest = ent.page.getByTestId('history-version').first();
    await expect.poll(() => latest.textContent(), { timeout: 15_000 }).toMatch(/第 \d+ 版/);
    const change = latest.locator('.ant-table-row').filter({ hasText: '注册资本（万元）' });
    await expect.poll(() => change.textContent()).toContain(capital);
    expect(await change.textContent()).toContain(before.replace(/\.0+$/, ''));
    await ent.context.close();
  });

  it('a county office cannot open an enterprise of the city outside its county', async () => {
    const city = await openPage('enterprise-scope-city');
    await signIn(city.page, 'city', { to: '/oa/company/list?name=瑞丰' });
    const link = city.page.locator('.ant-table-row a').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    await city.context.close();

    const county = await openPage('enterprise-scope-county');
    await signIn(county.page, 'county', { to: href! });
    await expect
      .poll(() => county.page.locator('body').textContent(), { timeout: 15_000 })
      .toContain('企业不存在或不在您的管辖范围内');
    await county.context.close();
  });

  it('a financial office of another city cannot open an enterprise of this city', async () => {
    // The administrator sets up 株洲's office and a user of it (the demo data has one city only).
    const admin = await openPage('enterprise-scope-admin');
    await signIn(admin.page, 'admin');
    const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
    const created = await admin.page.evaluate(
      async ({ stamp, code }) => {
        const post = async (url: string, body: unknown) =>
          (await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((r) => r.json())) as { data: Record<string, unknown> };
        const org = await post('/console/api/management/orgs', {
          name: `株洲市地方金融管理局${stamp}`,
          type: 'FINANCIAL',
          level: 2,
          regionCode: '430200',
          creditCode: code,
        });
        const user = await post('/console/api/management/users', {
          account: `zz-${stamp}`,
          name: '株洲办事员',
          orgId: (org.data as { id: string }).id,
        });
        return user.data as { temporaryPassword: string };
      },
      { stamp, code: creditCode('430200', `MC${stamp}`) },
    );
    await admin.page.goto('/oa/company/list?name=天衡');
    const link = admin.page.locator('.ant-table-row a').first();
    await link.waitFor();
    const href = await link.getAttribute('href');
    await admin.context.close();

    // The 株洲 user signs in, sets its own password, and tries the Changsha enterprise.
    const other = await openPage('enterprise-scope-other-city');
    await signInThroughForm(other.page, `zz-${stamp}`, created.temporaryPassword);
    await other.page.waitForURL(/\/oa\/profile\/attribute\?tab=password/);
    await other.page.getByLabel('当前密码').fill(created.temporaryPassword);
    await other.page.getByLabel('新密码', { exact: true }).fill('Zhuzhou-2026-pw');
    await other.page.getByLabel('确认新密码').fill('Zhuzhou-2026-pw');
    await other.page.getByRole('button', { name: '修改密码' }).click();
    await expect.poll(() => other.page.locator('body').textContent()).toContain('密码已修改');
    await other.page.goto(href!);
    await expect
      .poll(() => other.page.locator('body').textContent(), { timeout: 15_000 })
      .toContain('企业不存在或不在您的管辖范围内');
    // Nor is it in the office's list.
    await other.page.goto('/oa/company/list?name=天衡');
    await expect.poll(() => other.page.locator('.ant-table .ant-empty').count(), { timeout: 15_000 }).toBe(1);
    expect(await other.page.locator('.ant-table').textContent()).not.toContain('天衡');
    await other.context.close();
  });
});
