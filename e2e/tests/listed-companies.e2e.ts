// Listed-company statistics: a county user opens the national securities page — China's map, the
// province's map and the charts draw (a canvas each) with the source line visible — and the
// indicators page with this province ranked; an enterprise reads the same page on its side.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifacts, openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

describe('listed-company statistics', () => {
  it('draws the maps and charts with their source line; the indicators rank this province', async () => {
    const county = await openPage('listed-county');
    await signIn(county.page, 'county', { to: '/oa/widget/nationalSecuritiesInit' });
    for (const id of [
      'listed-china-map',
      'listed-province-map',
      'listed-by-exchange',
      'listed-by-board',
      'listed-by-year',
    ])
      await county.page.getByTestId(id).locator('canvas').waitFor();
    const source = county.page.getByTestId('dataset-source').first();
    expect(await source.textContent()).toMatch(/示例数据/);
    expect(await county.page.getByTestId('listed-national').textContent()).toContain('5469');
    expect(
      await county.page.getByTestId('listed-companies').locator('.ant-table-row').count(),
    ).toBeGreaterThan(0);
    await county.page.screenshot({ path: join(artifacts, 'listed-securities.png'), fullPage: true });

    await county.page.goto('/oa/widget/majorFinancialIndInit');
    await county.page.getByTestId('listed-fin-province').locator('canvas').waitFor();
    await county.page.getByTestId('listed-fin-trend').locator('canvas').waitFor();
    expect(await county.page.getByTestId('listed-ranks').textContent()).toMatch(/\/ \d+/);
    expect(await county.page.getByTestId('dataset-source').first().textContent()).toMatch(/示例数据/);
    await county.page.screenshot({ path: join(artifacts, 'listed-financials.png'), fullPage: true });
    await county.context.close();

    const enterprise = await openPage('listed-enterprise');
    await signIn(enterprise.page, 'ent-gold', { to: '/oa/ipoStatisticsLetter/nationalSecuritiesInit' });
    await enterprise.page.getByTestId('listed-china-map').locator('canvas').waitFor();
    await enterprise.context.close();
  });
});
