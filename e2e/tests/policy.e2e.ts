// Policy matching: the county office matches the demo policy for golden and silver seeds to its
// region's enterprises and tells them; ent-gold opens the policy from its page (marking it read)
// and says it applied; the county's record list then shows the row read and applied. Agency search
// finds the demo broker with ent-gold among the enterprises it serves, and compares two brokers.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';
import { confirmDialog, dialogShown } from '../support/confirm.ts';

useBrowser();

const POLICY = '后备上市企业培育奖补';
const GOLD = '天衡智能装备';

describe('policy matching', () => {
  it('an office tells its fitting enterprises; ent-gold reads and applies; the records show it', async () => {
    const county = await openPage('policy-county');
    await signIn(county.page, 'county', { to: '/oa/widget/wisdomPolicyRecordList' });
    await county.page.getByRole('tab', { name: '扶持政策' }).click();
    const row = county.page.getByTestId('policy-list').locator('.ant-table-row', { hasText: POLICY });
    await row.getByRole('button', { name: '匹配企业' }).click();
    const drawer = county.page.locator('.ant-drawer');
    await drawer.locator('.ant-table-row', { hasText: GOLD }).waitFor();
    await county.page.screenshot({ path: join(artifacts, 'policy-matches.png') });
    await drawer.getByRole('button', { name: /推送全部未推送企业/ }).click();
    await confirmDialog(county.page);
    await expect
      .poll(() => drawer.locator('.ant-table-row', { hasText: GOLD }).textContent())
      .not.toContain('未推送');

    const gold = await openPage('policy-gold');
    await signIn(gold.page, 'ent-gold', { to: '/oa/notice/list' });
    await expect.poll(() => gold.page.locator('body').textContent()).toContain(`政策推送：${POLICY}`);
    await gold.page.goto('/oa/widget_ent/wisdomPolicy');
    const item = gold.page.getByTestId('my-policies').locator('.ant-list-item', { hasText: POLICY });
    await item.getByRole('button', { name: '查看' }).click();
    // Found by the policy's title, not by its button: 我已申报 becomes 已申报 once the answer is
    // in, and a locator filtered by it then matched nothing (the step waited out the test's minute;
    // read before the answer, '我已申报' itself contained '已申报', so the check proved nothing).
    const modal = gold.page.locator('.ant-modal:not(.ant-modal-confirm)', { hasText: POLICY });
    // Opened in full first: a click while a dialog still zooms in can be lost (see confirm.ts).
    await dialogShown(gold.page, '.ant-modal:not(.ant-modal-confirm)', POLICY);
    await modal.getByRole('button', { name: '我已申报' }).click();
    await confirmDialog(gold.page);
    // The time of applying shows, and the button says so and can no longer be pressed.
    await expect.poll(() => modal.textContent()).toContain('申报：');
    // Read from the button itself: on a loaded CI machine a lookup by its accessible name found
    // none for 30 s while the screenshot showed it, disabled. Likely: its loading icon (shown while
    // the answer is refetched) is taken away by a motion, and while that motion has not ended the
    // icon's label 'loading' is part of the button's name.
    const applied = modal.locator('.ant-modal-footer .ant-btn-primary');
    await expect
      .poll(() => applied.evaluate((b) => `${b.textContent}|${(b as HTMLButtonElement).disabled}`))
      .toBe('已申报|true');
    await gold.page.screenshot({ path: join(artifacts, 'policy-enterprise.png') });
    await gold.page
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();

    // Every policy whose conditions ent-gold meets, told or not: as many as the server says.
    await gold.page.getByRole('tab', { name: '本企业符合条件的' }).click();
    const fitting = gold.page.getByTestId('fitting-policies');
    await fitting.locator('.ant-list-item', { hasText: POLICY }).waitFor();
    const total = await gold.page.evaluate(async () => {
      const answer = await fetch('/console/api/policy/fitting?size=100');
      return ((await answer.json()) as { data: { total: number } }).data.total;
    });
    expect(total).toBeGreaterThan(0);
    await expect.poll(() => fitting.locator('.ant-list-item').count()).toBe(Math.min(total, 20));
    expect(gold.page.url()).toContain('tab=fitting');
    await gold.page.screenshot({ path: join(artifacts, 'policy-fitting.png') });
    await gold.context.close();

    await county.page.goto(`/oa/widget/wisdomPolicyRecordList?enterprise=${encodeURIComponent(GOLD)}`);
    const record = county.page.getByTestId('policy-records').locator('.ant-table-row', { hasText: POLICY });
    await record.waitFor();
    const text = await record.textContent();
    expect(text).toContain('已读');
    expect(text).toContain('已申报');
    await county.page.screenshot({ path: join(artifacts, 'policy-records.png') });
    await county.context.close();
  });

  it('agency search finds the demo broker with its served enterprise and compares two', async () => {
    const city = await openPage('agency-city');
    await signIn(city.page, 'city', { to: '/oa/widget/agentQuery' });
    const list = city.page.getByTestId('agency-list');
    await list.locator('.ant-table-row').first().waitFor();
    await city.page.getByTestId('agency-keyword').locator('input').fill('汇通证券');
    await city.page.getByTestId('agency-keyword').locator('input').press('Enter');
    const row = list.locator('.ant-table-row', { hasText: '汇通证券' });
    await expect.poll(() => list.locator('.ant-table-row').count()).toBe(1);
    await row.locator('a', { hasText: '汇通证券' }).click();
    const detail = city.page.getByTestId('agency-detail');
    await detail.waitFor();
    await expect.poll(() => detail.textContent()).toContain(GOLD);
    // Its national IPO cases, with the dataset's source shown and the demo data labelled.
    const ipo = city.page.getByTestId('agency-ipo');
    await expect.poll(() => ipo.textContent()).toContain('数据来源');
    expect(await ipo.textContent()).toContain('示例数据');
    expect(await ipo.locator('.ant-table-row').count()).toBeGreaterThan(0);
    await ipo.scrollIntoViewIfNeeded();
    await city.page.screenshot({ path: join(artifacts, 'agency-detail.png') });
    await city.page.locator('.ant-drawer-close').click();

    // Two brokers side by side: the demo broker and the first other one.
    await row.getByRole('checkbox').check();
    await city.page.getByTestId('agency-keyword').locator('input').fill('');
    await city.page.getByTestId('agency-keyword').locator('input').press('Enter');
    const other = list.locator('.ant-table-row').filter({ hasNotText: '汇通证券' }).first();
    await other.getByRole('checkbox').check();
    await city.page.getByRole('button', { name: /对比所选/ }).click();
    const compare = city.page.getByTestId('agency-compare');
    await expect.poll(() => compare.textContent()).toContain('汇通证券');
    await city.page.screenshot({ path: join(artifacts, 'agency-compare.png') });
    await city.context.close();
  });
});
