// Mergers and reorganisation (并购重组, issue 13): M&A deals, trade targets (assets and equity
// offered for sale) and reorganisation cases, each a dataset an administrator imports from a
// workbook; every answer names the active version's source and as-of day.
import { z } from 'zod';
import { datasetSource } from './datasets.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';

/** How a deal is structured (the exchanges' and CSRC's usual categories). */
export const DEAL_TYPES = [
  'SHARE_PURCHASE',
  'CASH_ACQUISITION',
  'ABSORPTION',
  'MAJOR_SALE',
  'OTHER',
] as const;
export type DealType = (typeof DEAL_TYPES)[number];
/** The names the import reads and the export writes. */
export const DEAL_TYPE_NAMES: Record<DealType, string> = {
  SHARE_PURCHASE: '发行股份购买资产',
  CASH_ACQUISITION: '现金收购',
  ABSORPTION: '吸收合并',
  MAJOR_SALE: '重大资产出售',
  OTHER: '其他',
};

export const PAYMENTS = ['CASH', 'SHARES', 'MIXED'] as const;
export type Payment = (typeof PAYMENTS)[number];
export const PAYMENT_NAMES: Record<Payment, string> = { CASH: '现金', SHARES: '股份', MIXED: '混合' };

/** Where a deal stands in its review, in order, then completed or terminated. */
export const DEAL_STATUSES = [
  'BOARD_PLAN',
  'SHAREHOLDERS_APPROVED',
  'EXCHANGE_REVIEW',
  'CSRC_REGISTRATION',
  'COMPLETED',
  'TERMINATED',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];
export const DEAL_STATUS_NAMES: Record<DealStatus, string> = {
  BOARD_PLAN: '董事会预案',
  SHAREHOLDERS_APPROVED: '股东大会通过',
  EXCHANGE_REVIEW: '交易所审核',
  CSRC_REGISTRATION: '证监会注册',
  COMPLETED: '已完成',
  TERMINATED: '终止',
};

/** What a trade target offers. */
export const TARGET_TYPES = ['EQUITY', 'ASSET', 'IP', 'DEBT', 'OTHER'] as const;
export type TargetType = (typeof TARGET_TYPES)[number];
export const TARGET_TYPE_NAMES: Record<TargetType, string> = {
  EQUITY: '股权',
  ASSET: '实物资产',
  IP: '知识产权',
  DEBT: '债权',
  OTHER: '其他',
};

export const TARGET_STATUSES = ['LISTED', 'NEGOTIATING', 'SOLD', 'WITHDRAWN'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];
export const TARGET_STATUS_NAMES: Record<TargetStatus, string> = {
  LISTED: '挂牌中',
  NEGOTIATING: '意向洽谈',
  SOLD: '已成交',
  WITHDRAWN: '已撤牌',
};

/** The datasets (templates in server/src/modules/reorganization/README.md). */
export const REORG_DATASETS = ['MA_DEALS', 'MA_TARGETS', 'MA_CASES'] as const;
export type ReorgDataset = (typeof REORG_DATASETS)[number];

/** Where the figures come from: the dataset's active version (platform datasets). */
const reorgSource = datasetSource;

const text = (max: number) => z.string().trim().max(max);
/** The filters every list shares; `year` is the year a deal was announced or a target listed. */
const commonFilter = {
  keyword: text(50).optional(),
  industry: text(50).optional(),
  province: text(20).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional(),
};

export const dealFilter = z.object({
  ...commonFilter,
  type: z.enum(DEAL_TYPES).optional(),
  status: z.enum(DEAL_STATUSES).optional(),
  payment: z.enum(PAYMENTS).optional(),
});
export type DealFilter = z.infer<typeof dealFilter>;
export const dealQuery = pageQuery.extend(dealFilter.shape);
export type DealQuery = z.input<typeof dealQuery>;

export const dealRow = z.object({
  dealId: z.string(),
  companyName: z.string(),
  stockCode: z.string(),
  targetName: z.string(),
  type: z.enum(DEAL_TYPES),
  counterparties: z.string(),
  /** 亿元, two decimals; null when not disclosed. */
  price: z.number().nullable(),
  payment: z.enum(PAYMENTS),
  industry: z.string(),
  province: z.string(),
  announcedOn: z.string(),
  status: z.enum(DEAL_STATUSES),
  completedOn: z.string().nullable(),
  terminatedOn: z.string().nullable(),
  /** In the province the portal serves. */
  ours: z.boolean(),
});
export type DealRow = z.infer<typeof dealRow>;
export const dealPage = pageOf(dealRow).extend({ source: reorgSource.nullable() });

export const targetFilter = z.object({
  ...commonFilter,
  type: z.enum(TARGET_TYPES).optional(),
  status: z.enum(TARGET_STATUSES).optional(),
});
export type TargetFilter = z.infer<typeof targetFilter>;
export const targetQuery = pageQuery.extend(targetFilter.shape);
export type TargetQuery = z.input<typeof targetQuery>;

export const targetRow = z.object({
  targetId: z.string(),
  name: z.string(),
  type: z.enum(TARGET_TYPES),
  industry: z.string(),
  province: z.string(),
  seller: z.string(),
  /** 亿元; null when negotiable (面议). */
  askingPrice: z.number().nullable(),
  status: z.enum(TARGET_STATUSES),
  listedOn: z.string(),
  contactOffice: z.string(),
  ours: z.boolean(),
});
export type TargetRow = z.infer<typeof targetRow>;
export const targetPage = pageOf(targetRow).extend({ source: reorgSource.nullable() });

export const caseFilter = z.object({
  ...commonFilter,
  type: z.enum(DEAL_TYPES).optional(),
  status: z.enum(DEAL_STATUSES).optional(),
});
export type CaseFilter = z.infer<typeof caseFilter>;
export const caseQuery = pageQuery.extend(caseFilter.shape);
export type CaseQuery = z.input<typeof caseQuery>;

export const caseRow = z.object({
  caseId: z.string(),
  title: z.string(),
  companyName: z.string(),
  stockCode: z.string(),
  targetName: z.string(),
  type: z.enum(DEAL_TYPES),
  industry: z.string(),
  province: z.string(),
  price: z.number().nullable(),
  payment: z.enum(PAYMENTS),
  announcedOn: z.string(),
  status: z.enum(DEAL_STATUSES),
  ours: z.boolean(),
});
export type CaseRow = z.infer<typeof caseRow>;
export const casePage = pageOf(caseRow).extend({ source: reorgSource.nullable() });

export const caseDetail = caseRow.extend({
  background: z.string(),
  plan: z.string(),
  /** The review's questions (问询/反馈), one per item. */
  questions: z.array(z.string()),
  outcome: z.string(),
  lessons: z.string(),
  source: reorgSource,
});
export type CaseDetail = z.infer<typeof caseDetail>;

const tally = z.object({ key: z.string(), count: z.number().int(), amount: z.number() });
export type Tally = z.infer<typeof tally>;
export const overviewQuery = z.object({
  year: z.coerce.number().int().min(1990).max(2100).optional(),
});
export const reorgOverview = z.object({
  source: reorgSource.nullable(),
  /** The served province's short name (湖南), as the datasets write provinces. */
  province: z.string(),
  year: z.number().int().nullable(),
  total: tally,
  /** Deals (count, price in 亿元) by announcement year, type, status and province. */
  byYear: z.array(tally),
  byType: z.array(tally),
  byStatus: z.array(tally),
  byProvince: z.array(tally),
  /** This province's most recent deals. */
  ours: z.array(dealRow),
  oursTotal: tally,
});
export type ReorgOverview = z.infer<typeof reorgOverview>;

const BASE = '/console/api/reorganization';
export const reorganizationEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: `${BASE}/overview`,
    summary: 'M&A deals by year, type, status and province, this province first, with the source',
    query: overviewQuery,
    response: reorgOverview,
  }),
  deals: endpoint({
    method: 'GET',
    path: `${BASE}/deals`,
    summary: 'M&A deals: parties, type, price, payment, review status (paged, filtered)',
    query: dealQuery,
    response: dealPage,
  }),
  exportDeals: endpoint({
    method: 'GET',
    path: `${BASE}/deals/export`,
    summary: 'The filtered M&A deals as an Excel workbook',
    query: dealFilter,
    response: null,
  }),
  targets: endpoint({
    method: 'GET',
    path: `${BASE}/targets`,
    summary: 'Trade targets: assets and equity offered for sale (paged, filtered)',
    query: targetQuery,
    response: targetPage,
  }),
  exportTargets: endpoint({
    method: 'GET',
    path: `${BASE}/targets/export`,
    summary: 'The filtered trade targets as an Excel workbook',
    query: targetFilter,
    response: null,
  }),
  cases: endpoint({
    method: 'GET',
    path: `${BASE}/cases`,
    summary: 'Reorganisation cases (paged, filtered)',
    query: caseQuery,
    response: casePage,
  }),
  exportCases: endpoint({
    method: 'GET',
    path: `${BASE}/cases/export`,
    summary: 'The filtered reorganisation cases as an Excel workbook',
    query: caseFilter,
    response: null,
  }),
  case: endpoint({
    method: 'GET',
    path: `${BASE}/cases/:caseId`,
    summary: 'One reorganisation case: background, plan, review questions, outcome, lessons',
    params: z.object({ caseId: z.uuid() }),
    response: caseDetail,
  }),
};
