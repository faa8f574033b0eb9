// A profile's financial years as the listing test reads them: the latest three consecutive years,
// latest first, amounts as numbers, net profit the lower of before and after non-recurring items
// (the lower of the two the profile holds; the one given when only one is).
import type { FinancialYear } from '@portal/contract';
import type { FigureYear } from './metrics.ts';

const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v));

export function figureYearOf(y: FinancialYear): FigureYear {
  const profits = [num(y.netProfit), num(y.netProfitDeducted)].filter((v): v is number => v !== undefined);
  return {
    year: y.year,
    revenue: num(y.revenue),
    netProfit: profits.length > 0 ? Math.min(...profits) : undefined,
    operatingCashFlow: num(y.operatingCashFlow),
    rdExpense: num(y.rdExpense),
    netAssets: num(y.netAssets),
  };
}

export function profileYears(financials: readonly FinancialYear[] | null): FigureYear[] {
  const sorted = [...(financials ?? [])].sort((a, b) => b.year - a.year);
  const years: FigureYear[] = [];
  for (const y of sorted) {
    if (years.length === 3) break;
    // "The last two/three years" are consecutive: a gap ends the run.
    if (years.length > 0 && y.year !== years.at(-1)!.year - 1) break;
    years.push(figureYearOf(y));
  }
  return years;
}
