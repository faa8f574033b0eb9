// Investment and financing matching (投融资信息, issue 12 §2): an enterprise's financing need,
// reviewed by its office and published; investors' and banks' preference profiles; the ranking
// of needs for an investor and of investors for a need; the pairs that follow an interest.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { industryCodePath } from './enterprise.ts';
import type { OrgType } from './enums.ts';
import { calendarDay, pageOf, pageQuery } from './http.ts';
import { PHONE_PATTERN, regionCodeField } from './profile.ts';

/** 股权 · 债权 · 可转债 · 其他. */
export const FINANCING_KINDS = ['EQUITY', 'DEBT', 'CONVERTIBLE', 'OTHER'] as const;
export type FinancingKind = (typeof FINANCING_KINDS)[number];
/** 种子期 · 初创期 · 成长期 · 扩张期 · 成熟期（拟上市）. */
export const FINANCING_STAGES = ['SEED', 'STARTUP', 'GROWTH', 'EXPANSION', 'MATURE'] as const;
export type FinancingStage = (typeof FINANCING_STAGES)[number];
/** 天使轮 · A · B · C · D 轮及以后 · Pre-IPO · 不适用（债权等）. */
export const FINANCING_ROUNDS = ['ANGEL', 'A', 'B', 'C', 'D_PLUS', 'PRE_IPO', 'NONE'] as const;
export type FinancingRound = (typeof FINANCING_ROUNDS)[number];
/** 所有机构（投资机构与银行）· 仅投资机构. */
export const FINANCING_VISIBILITIES = ['ALL_INSTITUTIONS', 'INVESTORS_ONLY'] as const;
export type FinancingVisibility = (typeof FINANCING_VISIBILITIES)[number];
/** 草稿 · 审核中 · 已退回 · 已发布 · 已匹配 · 已关闭. */
export const NEED_STATUSES = ['DRAFT', 'PENDING', 'REJECTED', 'PUBLISHED', 'MATCHED', 'CLOSED'] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];
/** The pair's steps after an interest, in order; CLOSED may follow any of them. */
export const MATCH_STAGES = [
  'INTEREST',
  'MEETING',
  'DUE_DILIGENCE',
  'TERM_SHEET',
  'DECISION',
  'CLOSED',
] as const;
export type MatchStage = (typeof MATCH_STAGES)[number];
/** What a match score is made of, with its weight (out of 100). */
export const MATCH_CRITERIA = { industry: 40, stage: 20, region: 20, amount: 20 } as const;
export type MatchCriterion = keyof typeof MATCH_CRITERIA;

/** Investors in the narrow sense (visibility "investors only"). */
export const INVESTOR_TYPES = ['INVESTMENT', 'FUND', 'FUND_CUSTODIAN'] as const satisfies readonly OrgType[];
/** Who keeps a preference profile and takes part in matching: investors and banks. */
export const FINANCIER_TYPES = [...INVESTOR_TYPES, 'MONETARY'] as const satisfies readonly OrgType[];

export const FINANCING_REVIEW_TITLE = '企业投融资信息审核';
/** 万元: up to 1,000 亿. */
export const FINANCING_AMOUNT_MAX = 10_000_000;

const amount = z
  .number({ error: '请填写金额（万元）' })
  .positive({ error: '金额应大于 0' })
  .max(FINANCING_AMOUNT_MAX, { error: '金额过大' })
  .refine((v) => Math.round(v * 100) === v * 100, { error: '金额最多两位小数' });

export const needInput = z.object({
  title: z.string().trim().min(2, { error: '项目名称至少 2 个字' }).max(60),
  amount,
  kind: z.enum(FINANCING_KINDS),
  useOfFunds: z.string().trim().min(1, { error: '请填写资金用途' }).max(500),
  stage: z.enum(FINANCING_STAGES),
  round: z.enum(FINANCING_ROUNDS),
  industry: industryCodePath,
  regionCode: regionCodeField,
  contactName: z.string().trim().min(1, { error: '请填写联系人' }).max(20),
  contactPhone: z.string().trim().regex(PHONE_PATTERN, { error: '请填写正确的电话号码' }),
  visibility: z.enum(FINANCING_VISIBILITIES),
  description: z.string().trim().max(2000).default(''),
});
export type NeedInput = z.input<typeof needInput>;

/** An office records a need for an enterprise of its region: published at once. */
export const needCreate = needInput.extend({ enterpriseOrgId: z.uuid().optional() });
export type NeedCreate = z.input<typeof needCreate>;
export const needUpdate = needInput.extend({ version: z.number().int().min(1) });
export type NeedUpdate = z.input<typeof needUpdate>;

export const needAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  remove: z.boolean(),
  finish: z.boolean(),
  /** An investor or bank may say it is interested (no pair yet). */
  expressInterest: z.boolean(),
});
export type NeedAbilities = z.infer<typeof needAbilities>;

export const needSummary = z.object({
  id: z.string(),
  title: z.string(),
  enterpriseOrgId: z.string(),
  enterpriseName: z.string(),
  amount: z.number(),
  kind: z.enum(FINANCING_KINDS),
  stage: z.enum(FINANCING_STAGES),
  round: z.enum(FINANCING_ROUNDS),
  industry: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  visibility: z.enum(FINANCING_VISIBILITIES),
  status: z.enum(NEED_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
  matchCount: z.number().int(),
});
export type NeedSummary = z.infer<typeof needSummary>;

/** Which criteria matched, and the score they add up to. */
export const matchScore = z.object({
  score: z.number().int(),
  matched: z.array(z.enum(['industry', 'stage', 'region', 'amount'])),
});
export type MatchScore = z.infer<typeof matchScore>;

export const rankedNeed = needSummary.extend(matchScore.shape).extend({
  /** The caller's own pair with this need, if any. */
  matchId: z.string().nullable(),
});
export type RankedNeed = z.infer<typeof rankedNeed>;

export const matchSummary = z.object({
  id: z.string(),
  needId: z.string(),
  needTitle: z.string(),
  enterpriseOrgId: z.string(),
  enterpriseName: z.string(),
  investorOrgId: z.string(),
  investorName: z.string(),
  stage: z.enum(MATCH_STAGES),
  initiatedBy: z.enum(['ENTERPRISE', 'INVESTOR']),
  updatedAt: z.string(),
  version: z.number().int(),
  /** The caller may record the next step (it is one of the two sides and the pair is open). */
  canAdvance: z.boolean(),
});
export type MatchSummary = z.infer<typeof matchSummary>;

export const needDetail = needSummary.extend({
  useOfFunds: z.string(),
  description: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  workflowInstanceId: z.string().nullable(),
  abilities: needAbilities,
  /** The investor's own pair with this need. */
  myMatch: matchSummary.nullable(),
  /** The investor's score for this need. */
  score: matchScore.nullable(),
});
export type NeedDetail = z.infer<typeof needDetail>;

export const needListQuery = pageQuery.extend({
  status: z.enum(NEED_STATUSES).optional(),
  kind: z.enum(FINANCING_KINDS).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type NeedListQuery = z.input<typeof needListQuery>;
export const needExportQuery = needListQuery.omit({ page: true, size: true });

const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const marketQuery = pageQuery.extend({
  kind: z.enum(FINANCING_KINDS).optional(),
  keyword: z.string().trim().max(60).optional(),
  /** 'true': only needs meeting every criterion of the caller's preference profile (score 100). */
  matching: flag,
});
export type MarketQuery = z.input<typeof marketQuery>;

export const preferenceInput = z
  .object({
    /** GB/T 4754 sections (C manufacturing…); empty: any. */
    industries: z.array(z.string().regex(/^[A-T]$/, { error: '请选择行业门类' })).max(20),
    stages: z.array(z.enum(FINANCING_STAGES)).max(FINANCING_STAGES.length),
    /** Regions of the province; a need anywhere below one matches; empty: any. */
    regionCodes: z.array(regionCodeField).max(20),
    /** Ticket size in 万元; null: no bound. */
    minAmount: z.number().min(0).max(FINANCING_AMOUNT_MAX).nullable(),
    maxAmount: z.number().min(0).max(FINANCING_AMOUNT_MAX).nullable(),
    note: z.string().trim().max(500).default(''),
  })
  .refine((p) => p.minAmount === null || p.maxAmount === null || p.minAmount <= p.maxAmount, {
    path: ['maxAmount'],
    error: '最高金额不能低于最低金额',
  });
export type PreferenceInput = z.input<typeof preferenceInput>;

export const preference = z.object({
  orgId: z.string(),
  orgName: z.string(),
  industries: z.array(z.string()),
  stages: z.array(z.enum(FINANCING_STAGES)),
  regionCodes: z.array(z.string()),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  note: z.string(),
  updatedAt: z.string().nullable(),
});
export type Preference = z.infer<typeof preference>;

export const rankedInvestor = preference.extend(matchScore.shape).extend({
  orgType: z.string(),
  matchId: z.string().nullable(),
});
export type RankedInvestor = z.infer<typeof rankedInvestor>;

export const matchCreate = z.object({
  needId: z.uuid(),
  /** The enterprise names the investor; an investor's own interest leaves it out. */
  investorOrgId: z.uuid().optional(),
  note: z.string().trim().max(500).default(''),
});
export type MatchCreate = z.input<typeof matchCreate>;

export const matchStep = z.object({
  stage: z.enum(MATCH_STAGES),
  note: z.string().trim().max(500).default(''),
  version: z.number().int().min(1),
});
export type MatchStepInput = z.input<typeof matchStep>;

export const matchStepEntry = z.object({
  stage: z.enum(MATCH_STAGES),
  note: z.string(),
  orgName: z.string(),
  at: z.string(),
});
export type MatchStepEntry = z.infer<typeof matchStepEntry>;

export const matchListQuery = pageQuery.extend({
  needId: z.uuid().optional(),
  stage: z.enum(MATCH_STAGES).optional(),
  /** Who expressed the interest that opened the pair. */
  initiatedBy: z.enum(['ENTERPRISE', 'INVESTOR']).optional(),
  /** 'true': pairs still going (not closed); 'false': closed ones. */
  open: flag,
  /** Pairs opened on or after this China day (YYYY-MM-DD). */
  since: calendarDay.optional(),
});
export type MatchListQuery = z.input<typeof matchListQuery>;

export const needFinish = z.object({
  outcome: z.enum(['MATCHED', 'CLOSED']),
  version: z.number().int().min(1),
});

export const financingStatistics = z.object({
  needsByStatus: z.record(z.enum(NEED_STATUSES), z.number().int()),
  publishedAmount: z.number(),
  matchesByStage: z.record(z.enum(MATCH_STAGES), z.number().int()),
  financiers: z.number().int(),
  roadshows: z.number().int(),
});
export type FinancingStatistics = z.infer<typeof financingStatistics>;

export const financierOption = z.object({ id: z.string(), name: z.string(), type: z.string() });

const idParams = z.object({ id: z.uuid() });
const F = '/console/api/financing';
export const financingEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: `${F}/needs/mine`,
    summary: "The enterprise's own financing needs",
    query: needListQuery,
    response: pageOf(needSummary),
  }),
  list: endpoint({
    method: 'GET',
    path: `${F}/needs`,
    summary: "Financing needs of the office's region",
    query: needListQuery,
    response: pageOf(needSummary),
  }),
  export: endpoint({
    method: 'GET',
    path: `${F}/needs/export`,
    summary: "The office's filtered list of its region's needs as an Excel workbook (streamed)",
    query: needExportQuery,
    response: null,
  }),
  market: endpoint({
    method: 'GET',
    path: `${F}/market`,
    summary: 'Published needs visible to the institution, ranked by its preferences',
    query: marketQuery,
    response: pageOf(rankedNeed),
  }),
  read: endpoint({
    method: 'GET',
    path: `${F}/needs/:id`,
    summary: 'One financing need, as the caller may see it',
    params: idParams,
    response: needDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: `${F}/needs`,
    summary: 'Draft a need (an office: record one for an enterprise of its region, published)',
    body: needCreate,
    response: needDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${F}/needs/:id`,
    summary: 'Change a draft or returned need (409 when stale)',
    params: idParams,
    body: needUpdate,
    response: needDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${F}/needs/:id`,
    summary: 'Delete a draft',
    params: idParams,
    response: z.object({ id: z.string() }),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${F}/needs/:id/submit`,
    summary: "Send the need to its office's review",
    params: idParams,
    response: needDetail,
  }),
  finish: endpoint({
    method: 'POST',
    path: `${F}/needs/:id/finish`,
    summary: 'Mark a published need matched or closed',
    params: idParams,
    body: needFinish,
    response: needDetail,
  }),
  investors: endpoint({
    method: 'GET',
    path: `${F}/needs/:id/investors`,
    summary: 'Investors and banks ranked for a need by their preferences',
    params: idParams,
    query: pageQuery,
    response: pageOf(rankedInvestor),
  }),
  preference: endpoint({
    method: 'GET',
    path: `${F}/preference`,
    summary: "The investor's or bank's own preference profile",
    response: preference,
  }),
  savePreference: endpoint({
    method: 'PUT',
    path: `${F}/preference`,
    summary: 'Save the own preference profile',
    body: preferenceInput,
    response: preference,
  }),
  financiers: endpoint({
    method: 'GET',
    path: `${F}/financiers`,
    summary: 'Investors and banks to invite (offices)',
    query: z.object({ keyword: z.string().trim().max(60).optional() }),
    response: z.array(financierOption),
  }),
  matches: endpoint({
    method: 'GET',
    path: `${F}/matches`,
    summary: "The caller's pairs (an office: its region's)",
    query: matchListQuery,
    response: pageOf(matchSummary),
  }),
  interest: endpoint({
    method: 'POST',
    path: `${F}/matches`,
    summary: 'Express interest: an investor in a need, an enterprise in an investor',
    body: matchCreate,
    response: matchSummary,
  }),
  advance: endpoint({
    method: 'POST',
    path: `${F}/matches/:id/steps`,
    summary: "Record the pair's next step (or close it); 409 when stale",
    params: idParams,
    body: matchStep,
    response: matchSummary,
  }),
  steps: endpoint({
    method: 'GET',
    path: `${F}/matches/:id/steps`,
    summary: "A pair's recorded steps",
    params: idParams,
    response: z.array(matchStepEntry),
  }),
  statistics: endpoint({
    method: 'GET',
    path: `${F}/statistics`,
    summary: "Matching statistics of the office's region",
    response: financingStatistics,
  }),
};
