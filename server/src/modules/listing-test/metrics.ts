// The figures the rules measure, computed once from the years given (latest first, 万元). A figure
// that needs a year or an item not given is null: the checks on it fail with actual null.
import type { EvaluateInput, EvaluateYear } from '@portal/contract/listing-test';

export type Metrics = Readonly<Record<string, number | null>>;

/** A year as a profile may hold it: any item may be missing. */
export type FigureYear = { year: number } & Partial<Omit<EvaluateYear, 'year'>>;
export type Figures = Pick<EvaluateInput, 'marketValue' | 'neeqInnovationTierMonths'> & {
  years: readonly FigureYear[];
};

/** Sums of 4-decimal amounts drift in binary; rounding keeps "equal" equal at a threshold. */
const round = (x: number) => Math.round(x * 10_000) / 10_000;

/** The first n years' values of one item, or null when a year or the item is missing. */
function take(years: readonly FigureYear[], n: number, item: keyof FigureYear): number[] | null {
  if (years.length < n) return null;
  const values = years.slice(0, n).map((y) => y[item]);
  return values.every((v): v is number => typeof v === 'number') ? values : null;
}

const sum = (values: number[] | null) => (values ? round(values.reduce((a, b) => a + b, 0)) : null);
const positives = (values: number[] | null) => (values ? values.filter((v) => v > 0).length : null);

/** Percent of one total over another; null when either is missing or the base is not positive. */
function ratio(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole <= 0) return null;
  return round((part / whole) * 100);
}

export function metricsOf(input: Figures): Metrics {
  const { years } = input;
  const profit2 = take(years, 2, 'netProfit');
  const revenue2 = take(years, 2, 'revenue');
  const roe2 = take(years, 2, 'weightedRoe');
  const latest = years[0];
  const latestRevenue = latest?.revenue ?? null;
  const previousRevenue = years[1]?.revenue ?? null;
  return {
    marketValue: input.marketValue ?? null,
    neeqInnovationTierMonths: input.neeqInnovationTierMonths ?? null,
    netProfitLatest: latest?.netProfit ?? null,
    netProfitPositiveYears3y: positives(take(years, 3, 'netProfit')),
    netProfitPositiveYears2y: positives(profit2),
    netProfitTotal3y: sum(take(years, 3, 'netProfit')),
    netProfitTotal2y: sum(profit2),
    netProfitMin2y: profit2 ? Math.min(...profit2) : null,
    revenueLatest: latest?.revenue ?? null,
    revenueTotal3y: sum(take(years, 3, 'revenue')),
    revenueAverage2y: revenue2 ? round((revenue2[0]! + revenue2[1]!) / 2) : null,
    revenueGrowthLatest:
      latestRevenue !== null && previousRevenue !== null && previousRevenue > 0
        ? round(((latestRevenue - previousRevenue) / previousRevenue) * 100)
        : null,
    operatingCashFlowLatest: latest?.operatingCashFlow ?? null,
    operatingCashFlowTotal3y: sum(take(years, 3, 'operatingCashFlow')),
    rdTotal2y: sum(take(years, 2, 'rdExpense')),
    rdRatio3y: ratio(sum(take(years, 3, 'rdExpense')), sum(take(years, 3, 'revenue'))),
    rdRatio2y: ratio(sum(take(years, 2, 'rdExpense')), sum(revenue2)),
    weightedRoeLatest: latest?.weightedRoe ?? null,
    weightedRoeAverage2y: roe2 ? round((roe2[0]! + roe2[1]!) / 2) : null,
    netAssetsLatest: latest?.netAssets ?? null,
  };
}
