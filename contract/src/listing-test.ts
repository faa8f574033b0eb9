// Shapes of the listing test (上市测评, issue 14 §1): an enterprise's figures measured against each
// board's market-value and financial standards as the exchanges' rules stood on a given day. The
// evaluate call is public to every signed-in user and its shape is fixed by the issue, so other
// tools can call it; the rule tables, saved tests and the offices' screening are this portal's own.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDay, pageOf, pageQuery } from './http.ts';

export const LISTING_BOARDS = ['MAIN', 'CHINEXT', 'STAR', 'BSE'] as const;
export type ListingBoard = (typeof LISTING_BOARDS)[number];

/** No rule version of the product is older than full registration (2023-02-17). */
export const EARLIEST_RULES_DAY = '2023-02-17';

/** Amounts in 万元: a billion 万元 is far beyond any issuer, and keeps sums exact in a double. */
const AMOUNT_LIMIT = 1e9;
const amount = z.number().finite().min(-AMOUNT_LIMIT).max(AMOUNT_LIMIT);
const nonNegativeAmount = z.number().finite().min(0, { error: '不能为负数' }).max(AMOUNT_LIMIT);

export const evaluateYear = z.object({
  year: z.number().int().min(1990).max(2100),
  revenue: nonNegativeAmount,
  /** Already the lower of before and after non-recurring items. */
  netProfit: amount,
  operatingCashFlow: amount.optional(),
  rdExpense: nonNegativeAmount.optional(),
  /** Percent. */
  weightedRoe: z.number().finite().min(-1000).max(1000).optional(),
  /** At the year's end. */
  netAssets: amount.optional(),
});
export type EvaluateYear = z.infer<typeof evaluateYear>;

export const evaluateInput = z.object({
  asOf: calendarDay
    .refine((d) => d >= EARLIEST_RULES_DAY, { error: `测评日期不能早于 ${EARLIEST_RULES_DAY}` })
    .optional(),
  marketValue: nonNegativeAmount.optional(),
  neeqInnovationTierMonths: z.number().int().min(0).max(1200).optional(),
  years: z
    .array(evaluateYear)
    .min(1, { error: '至少填写最近一年' })
    .max(3, { error: '最多填写最近三年' })
    // "Latest first" and "the last two/three years" only mean something for consecutive years.
    .refine((ys) => ys.every((y, i) => i === 0 || y.year === ys[i - 1]!.year - 1), {
      error: '年度须从最近一年起逐年连续',
    }),
});
export type EvaluateInput = z.infer<typeof evaluateInput>;

export const evaluationCheck = z.object({
  metric: z.string(),
  required: z.union([z.number(), z.string()]),
  actual: z.number().nullable(),
  /** null: needs judgement (a qualitative condition), neither passed nor failed. */
  passed: z.boolean().nullable(),
});
export type EvaluationCheck = z.infer<typeof evaluationCheck>;

export const evaluationStandard = z.object({
  code: z.string(),
  passed: z.boolean().nullable(),
  checks: z.array(evaluationCheck),
});
export type EvaluationStandard = z.infer<typeof evaluationStandard>;

export const evaluationBoard = z.object({
  board: z.enum(LISTING_BOARDS),
  passed: z.boolean(),
  standards: z.array(evaluationStandard),
  /**
   * Boards whose rules place some issuers in a tier (STAR's growth tier from 2025-06-18) only: the
   * tier these figures would place the issuer in if it listed there now, or null for none (or when
   * the figure it depends on is missing). Absent for other boards and older versions.
   */
  tier: z.string().nullable().optional(),
});
export type EvaluationBoard = z.infer<typeof evaluationBoard>;

export const evaluation = z.object({
  rulesVersion: z.string(),
  boards: z.array(evaluationBoard),
});
export type Evaluation = z.infer<typeof evaluation>;

// ---- rule tables (what the administrator sees; the evaluation reads the same data) ----

export const CHECK_OPS = ['gte', 'gt', 'judgement', 'inUse'] as const;
export type CheckOp = (typeof CHECK_OPS)[number];
export const METRIC_UNITS = ['WAN', 'PERCENT', 'YEARS', 'MONTHS'] as const;

export const ruleCheck = z.object({
  metric: z.string(),
  op: z.enum(CHECK_OPS),
  /** The threshold of gte/gt; null for judgement and in-use checks. */
  threshold: z.number().nullable(),
  unit: z.enum(METRIC_UNITS).nullable(),
  /** The rule's own words (Chinese), shown beside the check. */
  text: z.string(),
});
export type RuleCheck = z.infer<typeof ruleCheck>;

export const ruleStandard = z.object({
  code: z.string(),
  text: z.string(),
  checks: z.array(ruleCheck),
});
export type RuleStandard = z.infer<typeof ruleStandard>;

export const ruleDocument = z.object({
  name: z.string(),
  issuer: z.string(),
  /** Document number where it is known for certain; the date identifies it otherwise. */
  number: z.string().nullable(),
  issuedOn: z.string(),
  effectiveOn: z.string(),
});
export type RuleDocument = z.infer<typeof ruleDocument>;

/** A tier of a board that receives issuers whose figure is at most the threshold (STAR's growth tier). */
export const ruleTier = z.object({
  name: z.string(),
  text: z.string(),
  metric: z.string(),
  /** The issuer enters the tier when the metric is at most this. */
  atMost: z.number(),
});
export type RuleTier = z.infer<typeof ruleTier>;

export const ruleBoard = z.object({
  board: z.enum(LISTING_BOARDS),
  tier: ruleTier.optional(),
  documents: z.array(ruleDocument),
  /** Conditions every standard of the board needs (BSE: innovation tier, net assets). */
  conditions: z.array(ruleCheck),
  standards: z.array(ruleStandard),
  notes: z.array(z.string()),
});
export type RuleBoard = z.infer<typeof ruleBoard>;

export const rulesVersion = z.object({
  version: z.string(),
  effectiveFrom: z.string(),
  /** The day the next version took over; null for the one in force. */
  effectiveTo: z.string().nullable(),
  summary: z.string(),
  boards: z.array(ruleBoard),
});
export type RulesVersion = z.infer<typeof rulesVersion>;

// ---- saved tests (an enterprise's history) ----

export const savedTestInput = z.object({
  input: evaluateInput,
  /** Where the figures came from: typed in, or the current profile's financials. */
  source: z.enum(['MANUAL', 'PROFILE']),
});
export type SavedTestInput = z.infer<typeof savedTestInput>;

export const savedTestSummary = z.object({
  id: z.string(),
  asOf: z.string(),
  rulesVersion: z.string(),
  source: z.enum(['MANUAL', 'PROFILE']),
  /** Boards with at least one standard passed. */
  boards: z.array(z.enum(LISTING_BOARDS)),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type SavedTestSummary = z.infer<typeof savedTestSummary>;
export const savedTestPage = pageOf(savedTestSummary);

export const savedTestDetail = savedTestSummary.extend({
  input: evaluateInput,
  result: evaluation,
});
export type SavedTestDetail = z.infer<typeof savedTestDetail>;
export const savedTestParams = z.object({ testId: z.uuid() });

/** The figures of the enterprise's current (approved) profile, ready for the evaluate call. */
export const profileFigures = z.object({
  /** Null when the enterprise has no approved profile yet. */
  profileVersion: z.number().int().nullable(),
  years: z.array(
    evaluateYear.extend({
      revenue: z.number().nullable(),
      netProfit: z.number().nullable(),
    }),
  ),
});
export type ProfileFigures = z.infer<typeof profileFigures>;

// ---- the offices' screening ----

/** MEETS: a standard passed; CLOSE: some standard's every check within 10 % of its threshold. */
export const SCREENING_STATUSES = ['MEETS', 'CLOSE', 'NEITHER'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];
export const CLOSE_MARGIN = 0.1;

export const screeningQuery = pageQuery.extend({
  keyword: z.string().trim().max(60).optional(),
  board: z.enum(LISTING_BOARDS).optional(),
  status: z.enum(SCREENING_STATUSES).optional(),
  regionCode: z
    .string()
    .regex(/^\d{6}$/, { error: '区域代码为 6 位数字' })
    .optional(),
});
export type ScreeningQuery = z.infer<typeof screeningQuery>;

export const screeningBoard = z.object({
  board: z.enum(LISTING_BOARDS),
  status: z.enum(SCREENING_STATUSES),
  /** Standards passed, or (when close) the standards within reach. */
  standards: z.array(z.string()),
});

export const screeningRow = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  latestYear: z.number().int().nullable(),
  boards: z.array(screeningBoard),
});
export type ScreeningRow = z.infer<typeof screeningRow>;
export const screeningPage = pageOf(screeningRow).extend({
  rulesVersion: z.string(),
  counts: z.object({ meets: z.number().int(), close: z.number().int() }),
});
export type ScreeningPage = z.infer<typeof screeningPage>;

const BASE = '/console/api/listing-test';
export const listingTestEndpoints = {
  evaluate: endpoint({
    method: 'POST',
    path: `${BASE}/evaluate`,
    summary: "Evaluate figures (万元, latest year first) against every board's standards as in force on asOf",
    body: evaluateInput,
    response: evaluation,
  }),
  rules: endpoint({
    method: 'GET',
    path: `${BASE}/rules`,
    summary: 'Every version of the rule tables with its documents, standards and checks',
    response: z.array(rulesVersion),
  }),
  profileFigures: endpoint({
    method: 'GET',
    path: `${BASE}/profile-figures`,
    summary: "The enterprise's last three years from its current profile (lower net profit taken)",
    response: profileFigures,
  }),
  tests: endpoint({
    method: 'GET',
    path: `${BASE}/tests`,
    summary: "The enterprise's saved tests, newest first",
    query: pageQuery,
    response: savedTestPage,
  }),
  test: endpoint({
    method: 'GET',
    path: `${BASE}/tests/:testId`,
    summary: 'One saved test with its figures and result',
    params: savedTestParams,
    response: savedTestDetail,
  }),
  save: endpoint({
    method: 'POST',
    path: `${BASE}/tests`,
    summary: "Evaluate and keep the test in the enterprise's history",
    body: savedTestInput,
    response: savedTestDetail,
  }),
  screening: endpoint({
    method: 'GET',
    path: `${BASE}/screening`,
    summary: "The office's enterprises measured from their profiles: who meets or nearly meets which board",
    query: screeningQuery,
    response: screeningPage,
  }),
  screeningExport: endpoint({
    method: 'GET',
    path: `${BASE}/screening/export`,
    summary: 'The screening list as an Excel workbook',
    query: screeningQuery.omit({ page: true, size: true }),
    response: null,
  }),
};
