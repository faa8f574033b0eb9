// Registration (issue 3 §2 and §7): a new enterprise registers with a valid credit code, uploads
// its licence, signs in and sees its registration pending; the county office approves it in the
// workflow inbox; the enterprise then signs in to the console. Then it forgets its password and
// resets it with the code an administrator reads in the outbox (no SMTP in the e2e server).
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, signIn, signInThroughForm, useBrowser } from '../support/browser.ts';
import { E2E_CAPTCHA_ANSWER } from '../support/captcha.ts';
import { confirmAction } from '../support/confirm.ts';
import { newRegistrant, registerEnterprise } from '../support/registration.ts';

useBrowser();

const registrant = newRegistrant('e2e-ent', '端到端测试', 'MA');
const { account, password, orgName, email } = registrant;
const newPassword = 'Renewed#2026';

describe('registration journey', () => {
  it('registers, waits for review, is approved by the county office, then enters the console', async () => {
    const { page, context } = await openPage('registration');
    await registerEnterprise(page, registrant);

    // Signing in again: a limited session that shows only the registration status.
    await context.clearCookies();
    await page.goto('/oa/sign/in');
    await signIn(page, account, { password });
    await page.waitForURL(/\/oa\/sign\/identifying/);
    await expect.poll(() => page.getByTestId('registration-pending').textContent()).toContain('审核中');
    expect(await page.evaluate(async () => (await fetch('/console/api/session/me')).status)).toBe(403);

    // The county office approves in its workflow inbox.
    await context.clearCookies();
    await signIn(page, 'county', { to: '/oa/workflow/enterprise/process' });
    await page.getByText(orgName).first().click();
    await page.locator('.ant-drawer').getByRole('button', { name: '审核通过' }).click();
    await confirmAction(page, '审核通过');
    await expect
      .poll(() => page.locator('.ant-message').textContent(), { timeout: 10_000 })
      .toContain('审核通过');

    // Approved: the enterprise signs in to the console.
    await context.clearCookies();
    await signInThroughForm(page, account, password);
    expect(new URL(page.url()).pathname).not.toContain('/sign/');
    const me = await page.evaluate(async () => (await fetch('/console/api/session/me')).json());
    expect(me.data.org).toMatchObject({ name: orgName, type: 'ENTERPRISE' });
    await context.close();
  });

  it('resets a forgotten password with the code an administrator reads in the outbox', async () => {
    const { page, context } = await openPage('recovery');
    await page.goto('/oa/sign/forget');
    await page.getByTestId('forget-account').fill(account);
    await page.getByTestId('forget-email').fill(email);
    await page.getByTestId('captcha-code').fill(E2E_CAPTCHA_ANSWER);
    await page.getByTestId('forget-send').click();
    await page.getByTestId('forget-code').waitFor();

    // No SMTP here: the administrator reads the code in 系统管理 → 邮件发件箱.
    const admin = await context.browser()!.newContext({ baseURL: baseUrl() });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin', { to: '/oa/management/outbox' });
    await adminPage.getByText(email).first().click();
    const body = await adminPage.getByTestId('outbox-body').first().textContent();
    const code = /验证码：(\d{6})/.exec(body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await admin.close();

    await page.getByTestId('forget-code').fill(code!);
    await page.getByTestId('forget-password').fill(newPassword);
    await page.getByTestId('forget-confirm').fill(newPassword);
    await page.getByTestId('forget-reset').click();
    await page.getByTestId('success-reset').waitFor();
    await signIn(page, account, { password: newPassword });
    expect(new URL(page.url()).pathname).not.toContain('/sign/');
    await context.close();
  });
});
