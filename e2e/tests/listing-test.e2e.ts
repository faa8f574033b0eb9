// The listing test (issue 14 §6): ent-gold takes its three years from its approved profile into
// the listing test, sees each board measured and which boards it may aim at, and keeps the test
// in its history; the county office finds ent-gold meeting ChiNext in its screening.
import { describe, expect, it } from 'vitest';
import { openPage, signIn, useBrowser } from '../support/browser.ts';

useBrowser();

describe('listing test', () => {
  it('ent-gold takes its figures from its profile and sees which boards it may aim at', async () => {
    const { page, context } = await openPage('listing-test');
    await signIn(page, 'ent-gold', { to: '/oa/marketIntelligenceTesting' });
    await page.getByTestId('from-profile').click();
    // The profile's latest year, with the lower of the two net profits (8650 < 9200).
    await expect.poll(() => page.getByLabel('营业收入 1').inputValue(), { timeout: 15_000 }).toBe('68500');
    expect(await page.getByLabel('净利润（孰低） 1').inputValue()).toBe('8650');
    await page.getByTestId('evaluate').click();
    const aim = page.getByTestId('listing-aim');
    await expect.poll(() => aim.textContent(), { timeout: 15_000 }).toContain('可考虑申报的板块：创业板');
    // Main board standard 1 misses the latest year's 1亿 by 1,350万.
    expect(await page.getByTestId('board-MAIN').textContent()).toContain('差 1,350');
    // STAR's fifth standard needs judgement and is not counted as met.
    expect(await page.getByTestId('board-STAR').textContent()).toContain('需人工判断');

    await page.getByTestId('save-test').click();
    const history = page.getByTestId('saved-tests');
    await expect.poll(() => history.textContent(), { timeout: 15_000 }).toContain('企业档案');
    expect(await history.textContent()).toContain('创业板');
    await context.close();
  });

  it("the county's screening shows ent-gold meeting ChiNext", async () => {
    const { page, context } = await openPage('listing-screening');
    await signIn(page, 'county', { to: '/oa/widget/listingTestScreening' });
    const row = page.locator('.ant-table-row').filter({ hasText: '天衡智能' });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('CHINEXT-1');
    await context.close();
  });
});
