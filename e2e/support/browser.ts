// One Chromium per test file, a fresh context (cookies, sessionStorage) per journey, and a
// screenshot in e2e/artifacts when a journey fails.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';
import { loginForm } from '../../scripts/login-form.ts';

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

/** The server each context was opened on, for requests made outside its pages. */
const servers = new WeakMap<BrowserContext, string>();

/** This worker's own server (support/global-setup.ts starts one per worker). */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  // Vitest numbers its workers 1 to maxWorkers (VITEST_POOL_ID): two files running at once never
  // share a number, so never a server.
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  return urls[worker % urls.length] as string;
}

/** A fresh context and page; on failure the page is photographed under the test's name. */
export async function openPage(
  name: string,
  /** Another server than the run's shared one (a journey that needs its own configuration). */
  options: { baseURL?: string; javaScriptEnabled?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {},
): Promise<{ page: Page; context: BrowserContext; refused: readonly string[] }> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: 1366, height: 860 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  servers.set(context, options.baseURL ?? baseUrl());
  const page = await context.newPage();
  const { trail, refused } = recordTrail(page);
  // E2E_TRAIL_ALL=1 prints every page's trail as it closes, passed or not: a run of it found pages
  // asking for what their user may not read (a 403 no journey failed on).
  if (process.env.E2E_TRAIL_ALL) {
    page.on('close', () => trail.length && console.error(`[${name}]\n  ${trail.join('\n  ')}`));
  }
  onTestFailed(async () => {
    // A journey closes the pages it is done with; only those still open show where it stopped.
    if (page.isClosed()) return;
    mkdirSync(artifacts, { recursive: true });
    await page.screenshot({ path: join(artifacts, `${name.replace(/[^\w-]+/g, '_')}.png`), fullPage: true });
    await reportWhereItStopped(name, page, trail);
  });
  return { page, context, refused };
}

/**
 * `trail`: the page's last refused calls, errors and console errors, newest last. A journey that
 * fails only on the CI machine leaves nothing there but the log: these, printed on failure, say
 * whether a click was lost or a call refused. `refused`: every refused call ("403 GET /path"), for
 * a journey that asserts its pages ask for nothing their user may not have.
 */
function recordTrail(page: Page): { trail: string[]; refused: string[] } {
  const trail: string[] = [];
  const refused: string[] = [];
  const add = (line: string) => {
    trail.push(`${new Date().toISOString().slice(11, 23)} ${line.slice(0, 300)}`);
    if (trail.length > 12) trail.shift();
  };
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const call = `${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`;
    refused.push(call);
    add(call);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('console', (message) => {
    // A refused call's own console line says no more than its response line above.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      add(`console: ${message.text()}`);
    }
  });
  return { trail, refused };
}

/** Prints the address, the messages on screen (toasts, alerts, field errors) and the trail. */
async function reportWhereItStopped(name: string, page: Page, trail: string[]): Promise<void> {
  const shown = await page
    .locator('.ant-message-notice, .ant-notification-notice, .ant-alert, .ant-form-item-explain-error')
    .allTextContents()
    .catch(() => []);
  const lines = [
    `[${name}] stopped at ${page.url()}`,
    `  on screen: ${shown.length ? shown.map((s) => s.trim()).join(' | ') : '(no message)'}`,
    ...(trail.length ? trail.map((l) => `  ${l}`) : ['  (no refused call, no error)']),
  ];
  console.error(lines.join('\n'));
}

/**
 * Waits until the app has taken the page over. The portal's first screens arrive drawn by the
 * server and can be read at once, but their buttons and forms work only from then on.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/**
 * Signs in for a journey that is about something else: the sign-in form's own request
 * (scripts/login-form.ts), then a full load of `to` (the console home, where the form goes).
 * A page already at the form is signed in through it. Driving the form every time cost each
 * sign-in a drawn page and the app's take-over, and most journeys then left the home at once for
 * their own page: about a second each, over a hundred times a run. The form itself has journeys of
 * its own (signInThroughForm).
 */
export async function signIn(
  page: Page,
  account: string,
  options: { password?: string; to?: string } = {},
): Promise<void> {
  const { password = DEMO_PASSWORD, to } = options;
  if (page.url().includes('/sign/in')) {
    await signInThroughForm(page, account, password);
    if (to) await page.goto(to);
    return;
  }
  const origin = new URL(servers.get(page.context()) ?? baseUrl()).origin;
  // The context's own request client: the session cookie it is answered with is the page's.
  const answer = await page.request.post(`${origin}/console/login?ajax=true`, {
    form: loginForm(account, password),
    headers: { origin },
  });
  if (!answer.ok())
    throw new Error(`sign-in of ${account} refused: ${answer.status()} ${await answer.text()}`);
  await page.goto(to ?? `${origin}/oa/`);
}

/** Signs in through the real sign-in form and waits until it has left the sign-in page. */
export async function signInThroughForm(
  page: Page,
  account: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  if (!page.url().includes('/sign/in')) await page.goto('/oa/sign/in');
  await appReady(page);
  await page.getByTestId('sign-in-account').fill(account);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await page.waitForURL((url) => !url.pathname.includes('/sign/in'), { timeout: 20_000 });
}
