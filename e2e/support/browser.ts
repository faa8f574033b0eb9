// One Chromium per test file, a fresh context (cookies, sessionStorage) per journey, and a
// screenshot in e2e/artifacts when a journey fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'Portal@2026';
export const artifacts = join(import.meta.dirname, '..', 'artifacts');

let browser: Browser;

export function useBrowser(): void {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A fresh context and page; on failure the page is photographed under the test's name. */
export async function openPage(
  name: string,
  /** Another server than the run's shared one (a journey that needs its own configuration). */
  options: { baseURL?: string; javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: 1366, height: 860 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const page = await context.newPage();
  onTestFailed(async () => {
    // A journey closes the pages it is done with; only those still open show where it stopped.
    if (page.isClosed()) return;
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, `${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
  });
  return { page, context };
}

/**
 * Waits until the app has taken the page over. The portal's first screens arrive drawn by the
 * server and can be read at once, but their buttons and forms work only from then on.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/** Signs in through the real sign-in form and waits for the console to load. */
export async function signIn(page: Page, account: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/sign/in')) await page.goto('/oa/sign/in');
  await appReady(page);
  await page.getByTestId('sign-in-account').fill(account);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL((url) => !url.pathname.includes('/sign/in'), { timeout: 20_000 });
}
