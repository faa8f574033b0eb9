// The foundation's journeys: deep link through sign-in, the bell falling as a notice is read,
// error pages, sign-out, and a failed sign-in.
import { describe, expect, it } from 'vitest';
import { appReady, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

describe('foundation journeys', () => {
  it('a deep link while signed out lands on sign-in and returns after sign-in', async () => {
    const { page, context } = await openPage('deep-link');
    await page.goto('/oa/notice/list?read=unread');
    await page.waitForURL(/\/oa\/sign\/in\?redirect=/);
    await signIn(page, 'city');
    await page.waitForURL(/\/oa\/notice\/list/);
    expect(new URL(page.url()).pathname).toBe('/oa/notice/list');
    await context.close();
  });

  it('the bell count falls when a notice is read', async () => {
    const { page, context } = await openPage('bell');
    await signIn(page, 'ent-gold');
    const bell = page.locator('.app-header__bell');
    await expect.poll(async () => bell.getAttribute('aria-label')).toMatch(/^[1-9]\d* 条未读通知$/);
    const before = Number((await bell.getAttribute('aria-label'))!.split(' ')[0]);
    await page.goto('/oa/notice/list');
    await page.locator('.ant-list-item, .ant-table-row').first().waitFor();
    await page.locator('.ant-list-item, .ant-table-row').first().locator('a, button').first().click();
    await expect
      .poll(async () => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(`${before - 1} 条未读通知`);
    await context.close();
  });

  it('a wrong password is refused with a clear message and no session', async () => {
    const { page, context } = await openPage('wrong-password');
    await page.goto('/oa/sign/in');
    await appReady(page);
    await page.getByTestId('sign-in-account').fill('ent-normal');
    await page.getByTestId('sign-in-password').fill('Wrong-password-1');
    await page.getByTestId('sign-in-submit').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('账号或密码错误');
    expect(new URL(page.url()).pathname).toBe('/oa/sign/in');
    await context.close();
  });

  it('error pages show the messages of the specification', async () => {
    const { page, context } = await openPage('error-pages');
    const messages: Record<string, string> = {
      '401': '抱歉，您需要登录后才能访问',
      '403': '抱歉，您无权访问该资源',
      '404': '哎呀，您访问的页面不存在',
      '500': '抱歉，服务出错了，请联系管理员',
    };
    for (const [status, text] of Object.entries(messages)) {
      await page.goto(`/oa/error/${status}`);
      await expect.poll(() => page.locator('body').textContent()).toContain(text);
    }
    await signIn(page, 'ent-na', { to: '/oa/no/such/page' });
    await expect.poll(() => page.locator('body').textContent()).toContain(messages['404']);
    await context.close();
  });

  it('sign-out ends the session: protected pages send the visitor back to sign-in', async () => {
    const { page, context } = await openPage('sign-out');
    await signIn(page, 'broker');
    // Loading the address (as a link from elsewhere would) asks first and changes nothing yet.
    await page.goto('/oa/sign/out');
    await page.getByText('确定要退出登录吗？').waitFor();
    const before = await page.evaluate(async () => (await fetch('/console/master/session/status')).json());
    expect(before).toEqual({ data: { session: 'AUTHORIZED' } });
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/oa\/sign\/in/);
    const status = await page.evaluate(async () => (await fetch('/console/master/session/status')).json());
    expect(status).toEqual({ data: { session: 'ANONYMOUS' } });
    await page.goto('/oa/profile/attribute');
    await page.waitForURL(/\/oa\/sign\/in\?redirect=/);
    // The menu's 退出 is an in-app navigation: it signs out at once, with no question.
    await signIn(page, 'broker', { to: '/oa/company/government' });
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.locator('.user-menu__list').getByRole('link', { name: '退出' }).click();
    await page.waitForURL(/\/oa\/sign\/in/);
    const after = await page.evaluate(async () => (await fetch('/console/master/session/status')).json());
    expect(after).toEqual({ data: { session: 'ANONYMOUS' } });
    await context.close();
  });

  it('the portal header hides register and sign-in for a signed-in visitor, even in a new tab', async () => {
    const { page, context } = await openPage('portal-links');
    await page.goto('/oa/portal');
    const links = page.locator('.portal-header__links');
    await expect.poll(() => links.textContent()).toContain('注册');
    await signIn(page, 'ent-gold');
    const fresh = await context.newPage();
    await fresh.goto('/oa/portal');
    await expect.poll(() => fresh.locator('.portal-header__links').textContent()).toContain('政务OA');
    await expect.poll(() => fresh.locator('.portal-header__links').textContent()).not.toContain('注册');
    expect(await fresh.locator('.portal-header__links').textContent()).not.toContain('登录');
    await context.close();
  });
});
