// Signing up through the real pages (issue 3 §2): the form with a valid credit code, the licence
// upload and the confirmation. Shared by the registration and the whole-chain journeys.
import { creditCodeCheckChar, orgCodeCheckChar } from '@portal/contract';
import type { Page } from 'playwright-core';
import { E2E_CAPTCHA_ANSWER } from './captcha.ts';
import { confirmDialog } from './confirm.ts';

/** A 统一社会信用代码 with valid check characters (GB 11714 inside, GB 32100 at the end). */
export function creditCode(regionCode: string, body: string): string {
  const first17 = `91${regionCode}${body}${orgCodeCheckChar(body)}`;
  return first17 + creditCodeCheckChar(first17);
}

// A 1×1 PNG: the server checks the licence's magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

async function chooseRegion(page: Page, city: string, county: string) {
  await page.locator('.ant-cascader').click();
  await page.locator('.ant-cascader-menu-item').filter({ hasText: city }).click();
  await page
    .locator('.ant-cascader-menu')
    .nth(1)
    .locator('.ant-cascader-menu-item')
    .filter({ hasText: county })
    .click();
  await page.keyboard.press('Escape');
}

export type Registrant = {
  account: string;
  password: string;
  orgName: string;
  email: string;
  /** The 8 characters of the organisation code inside the credit code. */
  codeBody: string;
};

/**
 * A registrant unique to this run; `letters` (two) keep journeys that start in the same
 * millisecond apart in the credit code too.
 */
export function newRegistrant(prefix: string, orgLabel: string, letters: string): Registrant {
  const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
  return {
    account: `${prefix}-${suffix}`,
    password: 'Listing#2026',
    orgName: `湖南${orgLabel}${suffix}科技有限公司`,
    email: `${prefix}-${suffix}@example.com`,
    codeBody: `${letters}${suffix}`,
  };
}

/**
 * From the sign-in page: chooses "enterprise", fills the form for 长沙市芙蓉区 (the demo county
 * office's region), uploads the licence and confirms; ends on the success page.
 */
export async function registerEnterprise(page: Page, who: Registrant): Promise<void> {
  await page.goto('/oa/sign/in');
  await page.getByRole('link', { name: '注册' }).first().click();
  await page.getByTestId('identity-ENTERPRISE').click();
  await page.getByTestId('reg-account').fill(who.account);
  await page.getByTestId('reg-password').fill(who.password);
  await page.getByTestId('reg-confirmPassword').fill(who.password);
  await page.getByTestId('reg-orgName').fill(who.orgName);
  await page.getByTestId('reg-creditCode').fill(creditCode('430102', who.codeBody));
  await chooseRegion(page, '长沙市', '芙蓉区');
  await page.getByTestId('reg-contactName').fill('王五');
  await page.getByTestId('reg-mobile').fill('13700001111');
  await page.getByTestId('reg-email').fill(who.email);
  await page.getByTestId('captcha-code').fill(E2E_CAPTCHA_ANSWER);
  await page.getByTestId('reg-submit').click();

  await page.waitForURL(/\/oa\/sign\/identifying/);
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: '营业执照.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('licence-preview').waitFor();
  await page.getByTestId('registration-submit').click();
  await confirmDialog(page);
  await page.getByTestId('success-registered').waitFor();
}
