import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:8102';
const shots = [
  ['county', '/oa/widget/nationalSecuritiesInit', 'zh-CN', 'securities-zh'],
  ['county', '/oa/widget/majorFinancialIndInit', 'zh-CN', 'financials-zh'],
  ['ent-gold', '/oa/ipoStatisticsLetter/nationalSecuritiesInit', 'en-US', 'securities-en'],
  ['admin', '/oa/ipoStatisticsLetter/majorFinancialIndInit', 'en-US', 'financials-en'],
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const outside = [];
for (const [account, path, lang, name] of shots) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 2600 } });
  const page = await context.newPage();
  page.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:')) outside.push(r.url()); });
  await page.goto('/oa/sign/in');
  await page.evaluate(([k, l]) => localStorage.setItem(k, l), ['PORTAL_LANGUAGE', lang]);
  await page.goto('/oa/sign/in');
  await page.getByPlaceholder(/账号|Account/).fill(account);
  await page.getByPlaceholder(/密码|Password/).fill('Portal@2026');
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL((u) => !u.pathname.includes('/sign/in'), { timeout: 20000 });
  await page.goto(path);
  await page.locator('canvas').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(6000);
  await page.screenshot({ path: `/tmp/listed-${name}.png`, fullPage: true });
  await context.close();
}
await browser.close();
console.log('outside requests:', outside);
