// axe-core (issue 15 §2) on every portal page, as an anonymous visitor, and on the console home of
// each role: prints each page's violations by impact and fails on any serious or critical one.
import { AxeBuilder } from '@axe-core/playwright';
import { PORTAL_ROUTES } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appReady, baseUrl, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

const ROLES = ['admin', 'city', 'county', 'unit', 'ent-gold', 'broker', 'investor'];
const BLOCKING = new Set(['serious', 'critical']);

type Found = { page: string; counts: Record<string, number>; blocking: string[] };

/**
 * `within`: a selector to look inside only (the shared layout once audited already). `touch`: also
 * the target-size rule (WCAG 2.2, off in axe by default, on in Lighthouse) for a phone's width.
 */
async function audit(page: Page, name: string, within?: string, touch = false): Promise<Found> {
  await page.waitForLoadState('networkidle');
  // Skeletons and spinners give way to content before axe looks.
  await page
    .locator('.ant-skeleton-active, .ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // Playwright's Page type from the test runner; playwright-core's page is the same object.
  let builder = new AxeBuilder({ page: page as never }).options({
    resultTypes: ['violations'],
    ...(touch && { rules: { 'target-size': { enabled: true } } }),
  });
  if (within) builder = builder.include(within);
  const { violations } = await builder.analyze();
  const counts: Record<string, number> = {};
  for (const v of violations)
    counts[v.impact ?? 'unknown'] = (counts[v.impact ?? 'unknown'] ?? 0) + v.nodes.length;
  const blocking = violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes[0]?.target.join(' ')}`);
  console.log(
    `axe ${name}: ${JSON.stringify(counts)}${blocking.length ? `\n  ${blocking.join('\n  ')}` : ''}`,
  );
  return { page: name, counts, blocking };
}

/** The first item of a public list, for the detail pages that show one by ?id=. */
async function firstId(list: string, field: string): Promise<string | undefined> {
  const answer = await fetch(`${baseUrl()}${list}${list.includes('?') ? '&' : '?'}page=1&size=1`);
  const { data } = (await answer.json()) as { data?: { items: Array<Record<string, string>> } };
  return data?.items[0]?.[field];
}

describe('accessibility (axe-core)', () => {
  it('no serious or critical violation on any portal page', { timeout: 150_000 }, async () => {
    const { page, refused } = await openPage('axe-portal');
    const newsId = await firstId('/console/api/portal/articles?category=NEWS', 'articleId');
    const issueId = await firstId('/console/api/portal/hot-issues', 'issueId');
    const found: Found[] = [];
    const paths = ['', ...PORTAL_ROUTES.map((r) => r.path)];
    for (const [i, path] of paths.entries()) {
      // Detail pages show one by ?id=: a hot issue's its own, the others any published article.
      const id = path === 'hotIssuesDetail' ? issueId : newsId;
      const query = /detail|details|content|college$/i.test(path) && id ? `?id=${id}` : '';
      await page.goto(`/oa/portal${path ? `/${path}` : ''}${query}`);
      // The header and footer are the same on every page: looked at in full on the first two only.
      found.push(await audit(page, `/portal/${path}${query}`, i < 2 ? undefined : '.portal-layout__body'));
    }
    // The header rearranges itself on a phone (Lighthouse's mobile width): its links once stood
    // closer than a finger's 24 px.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/oa/portal');
    await appReady(page);
    found.push(await audit(page, '/portal/ on a phone', '.portal-header', true));
    const blocking = found.flatMap((f) => f.blocking.map((b) => `${f.page}: ${b}`));
    console.log(`axe portal: ${found.length} pages, ${blocking.length} serious or critical`);
    expect(blocking).toEqual([]);
    // Each page was audited as it shows its content, not a "not found": nothing it asked was refused.
    expect(refused).toEqual([]);
  });

  it('no serious or critical violation on the sign pages, a refused sign-in and an open user menu', async () => {
    const { page } = await openPage('axe-sign');
    const found: Found[] = [];
    for (const path of ['/sign/in', '/sign/pre-up', '/sign/forget']) {
      await page.goto(`/oa${path}`);
      found.push(await audit(page, path));
    }
    await page.goto('/oa/sign/in');
    await appReady(page);
    await page.getByTestId('sign-in-submit').click();
    await page.getByTestId('sign-in-account').fill('ent-normal');
    await page.getByTestId('sign-in-password').fill('Wrong-password-1');
    await page.getByTestId('sign-in-submit').click();
    await page.getByRole('alert').waitFor();
    found.push(await audit(page, '/sign/in (refused)'));
    await signIn(page, 'city');
    await page.getByRole('button', { name: /用户菜单/ }).click();
    await page.locator('.user-menu__list').waitFor();
    found.push(await audit(page, 'console header (user menu open)', '.app-header'));
    const blocking = found.flatMap((f) => f.blocking.map((b) => `${f.page}: ${b}`));
    console.log(`axe sign: ${found.length} pages, ${blocking.length} serious or critical`);
    expect(blocking).toEqual([]);
  });

  it("no serious or critical violation on each role's console home", { timeout: 150_000 }, async () => {
    const found: Found[] = [];
    for (const role of ROLES) {
      const { page } = await openPage(`axe-${role}`);
      await signIn(page, role);
      await page.locator('.ant-layout-header, .app-header').first().waitFor();
      found.push(await audit(page, `console home (${role})`));
    }
    const blocking = found.flatMap((f) => f.blocking.map((b) => `${f.page}: ${b}`));
    console.log(`axe console: ${found.length} roles, ${blocking.length} serious or critical`);
    expect(blocking).toEqual([]);
  });
});
