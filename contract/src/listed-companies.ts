// Listed-company statistics (issue 13): the listed companies with their market value and their
// major financial indicators, two datasets an administrator imports (templates in the server
// module's README); counts, market value and indicators aggregated from the active versions, each
// answer naming its source and as-of day; national headline totals typed from published figures.
import { z } from 'zod';
import { datasetSource } from './datasets.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import {
  IPO_BOARD_NAMES,
  IPO_BOARDS,
  type IpoBoard,
  LISTED_EXCHANGES,
  type ListedExchange,
} from './market-names.ts';

export { LISTED_EXCHANGE_NAMES, LISTED_EXCHANGES, type ListedExchange } from './market-names.ts';

/** The boards, each on one exchange: the IPO data's boards, with their names (enums `ipoBoard`). */
export const LISTED_BOARDS = IPO_BOARDS;
export type ListedBoard = IpoBoard;
export const LISTED_BOARD_NAMES = IPO_BOARD_NAMES;
export const EXCHANGE_OF_BOARD: Record<ListedBoard, ListedExchange> = {
  SSE_MAIN: 'SSE',
  STAR: 'SSE',
  SZSE_MAIN: 'SZSE',
  CHINEXT: 'SZSE',
  BSE: 'BSE',
};

/**
 * China's provincial-level divisions (GB/T 2260 codes), with the short names maps and the
 * exchanges' statistics use. A workbook may give either name; the code is stored.
 */
export const PROVINCES: readonly (readonly [code: string, name: string, short: string])[] = [
  ['110000', '北京市', '北京'],
  ['120000', '天津市', '天津'],
  ['130000', '河北省', '河北'],
  ['140000', '山西省', '山西'],
  ['150000', '内蒙古自治区', '内蒙古'],
  ['210000', '辽宁省', '辽宁'],
  ['220000', '吉林省', '吉林'],
  ['230000', '黑龙江省', '黑龙江'],
  ['310000', '上海市', '上海'],
  ['320000', '江苏省', '江苏'],
  ['330000', '浙江省', '浙江'],
  ['340000', '安徽省', '安徽'],
  ['350000', '福建省', '福建'],
  ['360000', '江西省', '江西'],
  ['370000', '山东省', '山东'],
  ['410000', '河南省', '河南'],
  ['420000', '湖北省', '湖北'],
  ['430000', '湖南省', '湖南'],
  ['440000', '广东省', '广东'],
  ['450000', '广西壮族自治区', '广西'],
  ['460000', '海南省', '海南'],
  ['500000', '重庆市', '重庆'],
  ['510000', '四川省', '四川'],
  ['520000', '贵州省', '贵州'],
  ['530000', '云南省', '云南'],
  ['540000', '西藏自治区', '西藏'],
  ['610000', '陕西省', '陕西'],
  ['620000', '甘肃省', '甘肃'],
  ['630000', '青海省', '青海'],
  ['640000', '宁夏回族自治区', '宁夏'],
  ['650000', '新疆维吾尔自治区', '新疆'],
  ['710000', '台湾省', '台湾'],
  ['810000', '香港特别行政区', '香港'],
  ['820000', '澳门特别行政区', '澳门'],
];
export const PROVINCE_NAMES: ReadonlyMap<string, string> = new Map(PROVINCES.map(([c, n]) => [c, n]));
export const PROVINCE_SHORT: ReadonlyMap<string, string> = new Map(PROVINCES.map(([c, , s]) => [c, s]));

export const LISTED_DATASETS = ['LISTED_COMPANIES', 'LISTED_FINANCIALS'] as const;
export type ListedDataset = (typeof LISTED_DATASETS)[number];

const text = (max: number) => z.string().trim().max(max);
const provinceCode = z.string().regex(/^[1-9]\d0000$/, { error: '省份代码为 6 位，以 0000 结尾' });

/** Counts and market value (亿元) of one group. */
export const tally = z.object({ key: z.string(), count: z.number().int(), value: z.number() });
export type Tally = z.infer<typeof tally>;

/** Published national totals (CAPCO), shown as real with their source and day. */
export const listedHeadline = z.object({
  label: z.string(),
  count: z.number().int().nullable(),
  marketValueYi: z.number().nullable(),
  note: z.string(),
  sourceName: z.string(),
  asOf: z.string(),
});
export type ListedHeadline = z.infer<typeof listedHeadline>;

export const securitiesQuery = z.object({
  exchange: z.enum(LISTED_EXCHANGES).optional(),
  industry: text(50).optional(),
});
export type SecuritiesQuery = z.input<typeof securitiesQuery>;

export const securitiesOverview = z.object({
  source: datasetSource.nullable(),
  national: z.array(listedHeadline),
  total: tally.omit({ key: true }),
  byExchange: z.array(tally),
  byBoard: z.array(tally),
  /** Keys are province codes (6 digits). */
  byProvince: z.array(tally),
  byIndustry: z.array(tally),
  /** By listing year: companies listed that year (still listed at the as-of day) and their value now. */
  byYear: z.array(tally),
  /** This province (config PROVINCE_CODE) by city. */
  province: z.object({ code: z.string(), byCity: z.array(tally) }),
});
export type SecuritiesOverview = z.infer<typeof securitiesOverview>;

export const companyFilter = z.object({
  keyword: text(50).optional(),
  exchange: z.enum(LISTED_EXCHANGES).optional(),
  board: z.enum(LISTED_BOARDS).optional(),
  province: provinceCode.optional(),
  industry: text(50).optional(),
});
export const companyQuery = pageQuery.extend(companyFilter.shape);
export type CompanyQuery = z.input<typeof companyQuery>;
export const listedCompanyRow = z.object({
  stockCode: z.string(),
  name: z.string(),
  exchange: z.enum(LISTED_EXCHANGES),
  board: z.enum(LISTED_BOARDS),
  province: z.string(),
  city: z.string(),
  industry: z.string(),
  listedOn: z.string(),
  marketValue: z.number(),
});
export type ListedCompanyRow = z.infer<typeof listedCompanyRow>;
export const companyPage = pageOf(listedCompanyRow).extend({ source: datasetSource.nullable() });

/** The indicators compared; amounts in 亿元, ratios in %. */
export const INDICATORS = ['revenue', 'netProfit', 'roe', 'rdRatio'] as const;
export type Indicator = (typeof INDICATORS)[number];

export const financialsQuery = z.object({
  /** Defaults to the latest year of the dataset. */
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  industry: text(50).optional(),
});
export type FinancialsQuery = z.input<typeof financialsQuery>;

/** One group's indicators: sums of revenue and net profit, mean ROE, R&D ratio weighted by revenue. */
export const indicatorRow = z.object({
  key: z.string(),
  companies: z.number().int(),
  revenue: z.number(),
  netProfit: z.number(),
  roe: z.number().nullable(),
  rdRatio: z.number().nullable(),
});
export type IndicatorRow = z.infer<typeof indicatorRow>;

export const financialsOverview = z.object({
  source: datasetSource.nullable(),
  /** The companies' dataset the provinces and industries are read from. */
  companiesSource: datasetSource.nullable(),
  years: z.array(z.number().int()),
  year: z.number().int().nullable(),
  byProvince: z.array(indicatorRow),
  byIndustry: z.array(indicatorRow),
  /** This province per year beside all companies, for the trend. */
  trend: z.array(z.object({ year: z.number().int(), ours: indicatorRow, all: indicatorRow })),
  /** This province's rank among the provinces for each indicator in the year (1 = highest). */
  ranks: z.object({
    province: z.string(),
    of: z.number().int(),
    revenue: z.number().int().nullable(),
    netProfit: z.number().int().nullable(),
    roe: z.number().int().nullable(),
    rdRatio: z.number().int().nullable(),
  }),
});
export type FinancialsOverview = z.infer<typeof financialsOverview>;

const BASE = '/console/api/listed-companies';
export const listedCompaniesEndpoints = {
  securities: endpoint({
    method: 'GET',
    path: `${BASE}/securities`,
    summary:
      'Listed companies counted, with market value, by exchange, board, province, industry, year and city',
    query: securitiesQuery,
    response: securitiesOverview,
  }),
  exportSecurities: endpoint({
    method: 'GET',
    path: `${BASE}/securities/export`,
    summary: 'The listed-company statistics as one Excel workbook, each sheet with its source line',
    query: securitiesQuery,
    response: null,
  }),
  companies: endpoint({
    method: 'GET',
    path: `${BASE}/companies`,
    summary: 'Listed companies of the active dataset, paged, searchable and filtered',
    query: companyQuery,
    response: companyPage,
  }),
  exportCompanies: endpoint({
    method: 'GET',
    path: `${BASE}/companies/export`,
    summary: 'The filtered listed companies as an Excel workbook',
    query: companyFilter,
    response: null,
  }),
  financials: endpoint({
    method: 'GET',
    path: `${BASE}/financials`,
    summary: 'Major financial indicators by province and industry per year, this province ranked',
    query: financialsQuery,
    response: financialsOverview,
  }),
  exportFinancials: endpoint({
    method: 'GET',
    path: `${BASE}/financials/export`,
    summary: 'The financial indicators by province and industry as an Excel workbook',
    query: financialsQuery,
    response: null,
  }),
};
