// The knowledge graph and hot issues: an anonymous visitor finds a node in the portal's graph,
// clicks it on the canvas and reads its article; an administrator edits a hot issue and the
// portal shows the change.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

/** The graph's legend strip and margin (web/src/features/knowledge/graphOption.ts: GRAPH_TOP, GRAPH_MARGIN). */
const GRAPH_TOP = 48;
const GRAPH_MARGIN = 16;

/** Searching a node brings it to the middle of the drawing; a click there opens its article. */
async function clickNodeFoundBySearch(page: Page, name: string): Promise<void> {
  const search = page.getByTestId('knowledge-search').locator('input');
  await search.fill(name);
  await page.locator('.ant-select-item-option', { hasText: name }).first().click();
  // The graph keeps its first layout (useGraphChart.ts), so the node lands exactly in the middle,
  // after a short zoom. On a loaded machine that zoom's last frame can come late and the drawer can
  // take a second to open: a click that opened nothing is tried again, a few times, after a pause.
  const canvas = page.getByTestId('knowledge-graph-canvas');
  const drawer = page.getByRole('dialog');
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.waitForTimeout(800);
    const box = (await canvas.boundingBox())!;
    const middle = box.y + GRAPH_TOP + (box.height - GRAPH_TOP - GRAPH_MARGIN) / 2;
    await page.mouse.click(box.x + box.width / 2, middle);
    const opened = await drawer
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (opened) return;
  }
}

describe('knowledge graph and hot issues', () => {
  it('an anonymous visitor clicks a node of the portal graph and reads its article', async () => {
    const { page, context } = await openPage('knowledge-graph');
    await page.goto('/oa/portal/knowledge');
    await page.getByTestId('knowledge-graph-canvas').locator('canvas').waitFor();
    expect(await page.title()).toContain('企业上市知识图谱');

    await clickNodeFoundBySearch(page, '科创板');
    const article = page.getByTestId('knowledge-article');
    await article.waitFor();
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toBe('科创板');
    expect(await article.textContent()).toContain('科创属性');

    // A related node opens in the same drawer.
    await article.getByRole('button', { name: '科创板上市财务标准' }).click();
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toBe('科创板上市财务标准');
    await expect.poll(() => article.textContent()).toContain('预计市值不低于40亿元');

    // The node directory opens articles without the canvas too (keyboard, screen readers).
    await page.keyboard.press('Escape');
    await page.locator('.knowledge-directory').getByRole('button', { name: '证券法', exact: true }).click();
    await expect.poll(() => page.locator('.ant-drawer-title').textContent()).toBe('证券法');
    await context.close();
  });

  it('an administrator edits a hot issue and the portal shows the change', async () => {
    const stamp = Date.now().toString(36);
    const question = `企业存在对赌协议，申报前需要清理吗？（${stamp}）`;
    const addition = `平台补充说明 ${stamp}`;

    const admin = await openPage('hot-issue-admin');
    await signIn(admin.page, 'admin', { to: '/oa/portal/management/hotProblem' });
    await admin.page.getByPlaceholder('问题或解答').fill('对赌');
    await admin.page.getByRole('button', { name: '查 询' }).click();
    const row = admin.page.locator('.ant-table-row:visible', { hasText: '对赌协议' });
    await row.getByRole('button', { name: '编辑' }).click();
    const field = admin.page.getByTestId('hot-issue-question');
    await expect.poll(() => field.inputValue()).toContain('对赌协议');
    await field.fill(question);
    const editor = admin.page.getByTestId('rte-content');
    await editor.click();
    await admin.page.keyboard.press('Control+End');
    await admin.page.keyboard.press('Enter');
    await admin.page.keyboard.type(addition);
    await admin.page.getByTestId('hot-issue-save').click();
    await admin.page.waitForURL(/\/oa\/portal\/management\/hotProblem$/);
    await admin.context.close();

    const visitor = await openPage('hot-issue-visitor');
    await visitor.page.goto('/oa/portal/hotIssues');
    await visitor.page.getByTestId('hot-issue-search').locator('input').fill(stamp);
    await visitor.page.getByTestId('hot-issue-search').locator('input').press('Enter');
    const link = visitor.page.locator('.hot-issues__item a', { hasText: stamp });
    await link.click();
    const answer = visitor.page.getByTestId('hot-issue-answer');
    await answer.waitFor();
    expect(await answer.locator('h1').textContent()).toBe(question);
    expect(await answer.textContent()).toContain(addition);
    expect(new URL(visitor.page.url()).pathname).toBe('/oa/portal/hotIssuesDetail');
    await visitor.context.close();
  });
});
