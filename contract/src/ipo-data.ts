// IPO data services (issue 13): IPO cases and the review queue, imported by administrators from
// workbooks as versioned datasets; statistics aggregated from them, each answer naming its source
// and as-of date; national headline figures typed from published statistics.
import { z } from 'zod';
import { type DatasetSource, datasetSource } from './datasets.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { IPO_BOARDS, IPO_STATUSES } from './market-names.ts';

export {
  IPO_BOARD_NAMES,
  IPO_BOARDS,
  IPO_STATUS_NAMES,
  IPO_STATUSES,
  type IpoBoard,
  type IpoStatus,
} from './market-names.ts';

/** The datasets an administrator imports (platform datasets; templates in the module README). */
export const IPO_DATASETS = ['IPO_CASES', 'IPO_LETTERS'] as const;
export type IpoDataset = (typeof IPO_DATASETS)[number];

/** Where the figures come from: the dataset's active version. */
export const ipoDataSource = datasetSource;
export type IpoDataSource = DatasetSource;

const text = (max: number) => z.string().trim().max(max);

export const ipoCaseFilter = z.object({
  keyword: text(50).optional(),
  industry: text(50).optional(),
  sponsor: text(50).optional(),
  province: text(20).optional(),
  board: z.enum(IPO_BOARDS).optional(),
  status: z.enum(IPO_STATUSES).optional(),
  /** newCase: the most recently accepted first. */
  order: z.enum(['accepted', 'updated']).optional(),
});
export const ipoCaseQuery = pageQuery.extend(ipoCaseFilter.shape);
export type IpoCaseQuery = z.input<typeof ipoCaseQuery>;

export const ipoCaseRow = z.object({
  caseId: z.string(),
  companyName: z.string(),
  board: z.enum(IPO_BOARDS),
  province: z.string(),
  industry: z.string(),
  sponsor: z.string(),
  status: z.enum(IPO_STATUSES),
  acceptedOn: z.string(),
  fundsRaised: z.number().nullable(),
  /** One of this province's enterprises (same credit code or name): its ledger opens from here. */
  enterpriseId: z.string().nullable(),
});
export type IpoCaseRow = z.infer<typeof ipoCaseRow>;
export const ipoCasePage = pageOf(ipoCaseRow).extend({ source: ipoDataSource.nullable() });

export const ipoCaseDetail = ipoCaseRow.extend({
  creditCode: z.string().nullable(),
  lawFirm: z.string(),
  accountant: z.string(),
  questions: z.array(z.string()),
  timeline: z.array(z.object({ day: z.string(), event: z.string() })),
  source: ipoDataSource,
});
export type IpoCaseDetail = z.infer<typeof ipoCaseDetail>;

const tally = z.object({ key: z.string(), count: z.number().int(), funds: z.number() });
export const ipoOverviewQuery = z.object({
  year: z.coerce.number().int().min(1990).max(2100).optional(),
  board: z.enum(IPO_BOARDS).optional(),
});
export const nationalHeadline = z.object({
  year: z.number().int(),
  ipoCount: z.number().int(),
  fundsRaisedYi: z.number(),
  note: z.string(),
  sourceName: z.string(),
  asOf: z.string(),
});
export type NationalHeadline = z.infer<typeof nationalHeadline>;
export const ipoOverview = z.object({
  source: ipoDataSource.nullable(),
  national: z.array(nationalHeadline),
  /** Listings and funds raised (亿元), by listing year, month of the chosen year, board, province, industry. */
  byYear: z.array(tally),
  byMonth: z.array(tally),
  byBoard: z.array(tally),
  byProvince: z.array(tally),
  byIndustry: z.array(tally),
  /** The review queue (cases neither listed nor terminated, plus terminations) by board and province. */
  queueByBoard: z.array(
    z.object({ board: z.enum(IPO_BOARDS), status: z.enum(IPO_STATUSES), count: z.number().int() }),
  ),
  queueByProvince: z.array(z.object({ key: z.string(), count: z.number().int() })),
  /** This province's enterprises among the cases. */
  ours: z.array(ipoCaseRow),
  year: z.number().int().nullable(),
});
export type IpoOverview = z.infer<typeof ipoOverview>;

/** How an inquiry question is classified. */
export const LETTER_CATEGORIES = ['FINANCIAL', 'LEGAL', 'BUSINESS', 'INDUSTRY'] as const;
export type LetterCategory = (typeof LETTER_CATEGORIES)[number];
export const LETTER_CATEGORY_NAMES: Record<LetterCategory, string> = {
  FINANCIAL: '财务',
  LEGAL: '法律',
  BUSINESS: '业务',
  INDUSTRY: '行业',
};

export const letterQuery = pageQuery.extend({
  /** Chinese full text over the questions (segmented words and bigrams). */
  keyword: text(50).optional(),
  company: text(100).optional(),
  category: z.enum(LETTER_CATEGORIES).optional(),
  board: z.enum(IPO_BOARDS).optional(),
  round: z.coerce.number().int().min(1).max(20).optional(),
});
export type LetterQuery = z.input<typeof letterQuery>;
export const letterQuestion = z.object({
  questionId: z.string(),
  companyName: z.string(),
  board: z.enum(IPO_BOARDS),
  round: z.number().int(),
  letterDate: z.string(),
  number: z.number().int(),
  category: z.enum(LETTER_CATEGORIES),
  question: z.string(),
});
export type LetterQuestion = z.infer<typeof letterQuestion>;
export const letterPage = pageOf(letterQuestion).extend({
  source: ipoDataSource.nullable(),
  byCategory: z.array(z.object({ category: z.enum(LETTER_CATEGORIES), count: z.number().int() })),
});

const caseParams = z.object({ caseId: z.uuid() });

const BASE = '/console/api/ipo-data';
export const ipoDataEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: `${BASE}/overview`,
    summary: 'IPO statistics from the active dataset, with national headline figures and their sources',
    query: ipoOverviewQuery,
    response: ipoOverview,
  }),
  cases: endpoint({
    method: 'GET',
    path: `${BASE}/cases`,
    summary: 'IPO cases, searchable by industry, board, sponsor and outcome',
    query: ipoCaseQuery,
    response: ipoCasePage,
  }),
  exportCases: endpoint({
    method: 'GET',
    path: `${BASE}/cases/export`,
    summary: 'The filtered IPO cases as an Excel workbook',
    query: ipoCaseFilter,
    response: null,
  }),
  case: endpoint({
    method: 'GET',
    path: `${BASE}/cases/:caseId`,
    summary: 'One IPO case: intermediaries, timeline, committee questions, outcome',
    params: caseParams,
    response: ipoCaseDetail,
  }),
  exportOverview: endpoint({
    method: 'GET',
    path: `${BASE}/overview/export`,
    summary: 'The statistics tables as one Excel workbook, each sheet with its source line',
    query: ipoOverviewQuery,
    response: null,
  }),
  exportLetters: endpoint({
    method: 'GET',
    path: `${BASE}/letters/export`,
    summary: 'The filtered inquiry-letter questions as an Excel workbook',
    query: letterQuery.omit({ page: true, size: true }),
    response: null,
  }),
  letters: endpoint({
    method: 'GET',
    path: `${BASE}/letters`,
    summary: 'Inquiry-letter questions by company and round, classified and searchable in Chinese',
    query: letterQuery,
    response: letterPage,
  }),
};
