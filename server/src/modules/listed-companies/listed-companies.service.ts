// Listed-company statistics: the reads of every signed-in reader the menus give them to. The data is
// public market data, not a region's records, so every reader sees the whole national dataset; this
// province (config PROVINCE_CODE) is singled out by city and ranked against the others.
import type {
  companyQuery,
  FinancialsOverview,
  financialsQuery,
  IndicatorRow,
  SecuritiesOverview,
  SecuritiesQuery,
} from '@portal/contract/listed-companies';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { activeVersion, sourceOf } from '../../platform/datasets/index.ts';
import { LISTED_COMPANIES, LISTED_FINANCIALS } from './listed-companies.datasets.ts';
import {
  financialYears,
  hasIndicatorTotals,
  indicatorsOfYear,
  indicatorTrend,
  pageOfCompanies,
  securities,
  storeIndicatorTotals,
} from './listed-companies.repository.ts';
import { NATIONAL_TOTALS } from './seed/national-totals.ts';

type Deps = Pick<AppContext, 'db' | 'config'>;
const INDICATOR_KEYS = ['revenue', 'netProfit', 'roe', 'rdRatio'] as const;

/** Rank (1 = highest) of one key's value among the rows; null when it has none. */
function rankOf(rows: IndicatorRow[], key: string, measure: (typeof INDICATOR_KEYS)[number]) {
  const own = rows.find((r) => r.key === key)?.[measure];
  if (own === undefined || own === null) return null;
  return 1 + rows.filter((r) => r[measure] !== null && r[measure]! > own).length;
}

export function createListedCompanies({ db, config }: Deps) {
  const province = config.provinceCode;
  const companiesVersion = () => activeVersion(db, LISTED_COMPANIES.key);

  return {
    companiesVersion,
    async securities(q: SecuritiesQuery): Promise<SecuritiesOverview> {
      const version = await companiesVersion();
      const national = NATIONAL_TOTALS.map((n) => ({ ...n }));
      if (!version)
        return {
          source: null,
          national,
          total: { count: 0, value: 0 },
          byExchange: [],
          byBoard: [],
          byProvince: [],
          byIndustry: [],
          byYear: [],
          province: { code: province, byCity: [] },
        };
      const { byCity, ...figures } = await securities(db, version.id, q, province);
      return { source: sourceOf(version), national, ...figures, province: { code: province, byCity } };
    },
    async companies(q: z.infer<typeof companyQuery>) {
      const version = await companiesVersion();
      const { page, size, ...filter } = q;
      if (!version) return { items: [], total: 0, page, size, source: null };
      const found = await pageOfCompanies(db, version.id, filter, size, (page - 1) * size);
      return { ...found, page, size, source: sourceOf(version) };
    },
    async financials(q: z.infer<typeof financialsQuery>): Promise<FinancialsOverview> {
      const [companies, financials] = await Promise.all([
        companiesVersion(),
        activeVersion(db, LISTED_FINANCIALS.key),
      ]);
      const none: FinancialsOverview = {
        source: financials ? sourceOf(financials) : null,
        companiesSource: companies ? sourceOf(companies) : null,
        years: [],
        year: null,
        byProvince: [],
        byIndustry: [],
        trend: [],
        ranks: { province, of: 0, revenue: null, netProfit: null, roe: null, rdRatio: null },
      };
      if (!companies || !financials) return none;
      const imports = { companies: companies.id, financials: financials.id };
      const years = await financialYears(db, financials.id);
      const year = q.year ?? years.at(-1);
      if (year === undefined) return none;
      const industry = q.industry;
      const read = () =>
        Promise.all([
          indicatorsOfYear(db, imports, { year, industry }),
          indicatorTrend(db, imports, { industry }, province),
        ]);
      let [{ byProvince, byIndustry }, trend] = await read();
      // Totals are stored when a version is activated; a pair activated by two imports at once (each
      // saw the other's old version) or a database from before the totals has none yet: store them.
      if (trend.length === 0 && !(await hasIndicatorTotals(db, imports))) {
        await storeIndicatorTotals(db, imports);
        [{ byProvince, byIndustry }, trend] = await read();
      }
      return {
        ...none,
        years,
        year,
        byProvince,
        byIndustry: byIndustry.sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key)),
        trend,
        ranks: {
          province,
          of: byProvince.length,
          revenue: rankOf(byProvince, province, 'revenue'),
          netProfit: rankOf(byProvince, province, 'netProfit'),
          roe: rankOf(byProvince, province, 'roe'),
          rdRatio: rankOf(byProvince, province, 'rdRatio'),
        },
      };
    },
  };
}
export type ListedCompaniesService = ReturnType<typeof createListedCompanies>;
