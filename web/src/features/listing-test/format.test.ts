import { describe, expect, it } from 'vitest';
import { toInput } from './FiguresForm';
import { formatValue, gapOf } from './format';

describe('listing test figures on the page', () => {
  it('sends empty optional cells as absent and keeps the years latest first', () => {
    const input = toInput({
      marketValue: null,
      neeqInnovationTierMonths: 12,
      years: [
        { year: 2025, revenue: 100, netProfit: -5, rdExpense: null },
        { year: 2024, revenue: 90, netProfit: 3, weightedRoe: 8 },
      ],
    });
    expect(input).toEqual({
      asOf: undefined,
      marketValue: undefined,
      neeqInnovationTierMonths: 12,
      years: [
        {
          year: 2025,
          revenue: 100,
          netProfit: -5,
          operatingCashFlow: undefined,
          rdExpense: undefined,
          weightedRoe: undefined,
          netAssets: undefined,
        },
        {
          year: 2024,
          revenue: 90,
          netProfit: 3,
          operatingCashFlow: undefined,
          rdExpense: undefined,
          weightedRoe: 8,
          netAssets: undefined,
        },
      ],
    });
  });

  it('measures a failed check’s gap, and none for a judgement or a missing figure', () => {
    expect(gapOf({ metric: 'netProfitLatest', required: 10_000, actual: 8_650, passed: false })).toBe(1_350);
    expect(gapOf({ metric: 'netProfitLatest', required: 10_000, actual: 12_000, passed: true })).toBeNull();
    expect(gapOf({ metric: 'revenueTotal3y', required: 10_000, actual: null, passed: false })).toBeNull();
    expect(gapOf({ metric: 'qualitativeStar5', required: '…', actual: null, passed: null })).toBeNull();
    expect(formatValue(15, 'PERCENT')).toBe('15.00%');
    expect(formatValue(20_000, 'WAN')).toBe('20,000');
  });
});
