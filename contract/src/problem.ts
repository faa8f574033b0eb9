// Shapes of the green channel (绿色通道, issue 11 §1): an enterprise's problem on its way to listing,
// accepted by its financial office, assigned (交办) to a member unit with a deadline in working
// days, handled, closed (办结) and rated; 不满意 reopens it under supervision (督办).
import { z } from 'zod';
import { conversionSource } from './conversion.ts';
import { endpoint } from './endpoint.ts';
import { calendarDay, pageOf, pageQuery } from './http.ts';
import { RICH_TEXT_HTML_MAX } from './knowledge.ts';
import { workflowAvailableAction, workflowHistoryEntry } from './workflow.ts';

/** 土地房产权属, 社保税务证明, 环保审批, 历史沿革股权, 合规证明, 融资, 其他. */
export const PROBLEM_CATEGORIES = [
  'LAND_TITLE',
  'SOCIAL_TAX',
  'ENVIRONMENT',
  'EQUITY_HISTORY',
  'COMPLIANCE',
  'FINANCING',
  'OTHER',
] as const;
export type ProblemCategory = (typeof PROBLEM_CATEGORIES)[number];

/** draft has no workflow instance yet; the others are the states of problem/process. */
export const PROBLEM_STATES = [
  'draft',
  'submitted',
  'returned',
  'declined',
  'accepted',
  'assigned',
  'extending',
  'proposed',
  'closed',
  'rated',
] as const;
export type ProblemState = (typeof PROBLEM_STATES)[number];

export const PROBLEM_RATINGS = ['SATISFIED', 'BASICALLY_SATISFIED', 'UNSATISFIED'] as const;
export type ProblemRating = (typeof PROBLEM_RATINGS)[number];

/** Submitted and not finished: what the enterprise still waits on (drafts and ends left out). */
export const PROBLEM_OPEN_STATES = [
  'submitted',
  'returned',
  'accepted',
  'assigned',
  'extending',
  'proposed',
] as const satisfies readonly ProblemState[];
/** In hand at a member unit: the states a deadline runs in. */
export const PROBLEM_HANDLING_STATES = ['assigned', 'extending'] as const satisfies readonly ProblemState[];
/** The list's phase filter (home cards link to it). */
export const PROBLEM_PHASES = ['open', 'handling'] as const;
export type ProblemPhase = (typeof PROBLEM_PHASES)[number];

/** 0 none · 1 催办 (deadline passed) · 2 yellow card · 3 red card. */
export const ESCALATION_LEVELS = [0, 1, 2, 3] as const;
export type EscalationLevel = (typeof ESCALATION_LEVELS)[number];
/** Working days past the deadline at which the yellow and the red card are shown. */
export const YELLOW_CARD_AFTER = 3;
export const RED_CARD_AFTER = 5;

/** Approvals and certificates within 10 working days (DOMAIN §4): the default handling time. */
export const PROBLEM_DEFAULT_WORKING_DAYS = 10;
export const PROBLEM_MAX_WORKING_DAYS = 60;
export const PROBLEM_TITLE_MAX = 100;
export const PROBLEM_TEXT_MAX = 2000;
export const PROBLEM_ATTACHMENTS_MAX = 10;
export const PROBLEM_CO_UNITS_MAX = 5;

const ref = z.object({ id: z.string(), name: z.string() });
const attachmentRef = z.object({ id: z.uuid(), name: z.string().max(255).optional() });

export const problemInput = z.object({
  category: z.enum(PROBLEM_CATEGORIES),
  title: z.string().trim().min(1, '请填写问题标题').max(PROBLEM_TITLE_MAX),
  /** Rich text, sanitised on the way in and out. */
  description: z
    .string()
    .max(RICH_TEXT_HTML_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', { message: '请描述问题' }),
  expectedOutcome: z.string().trim().max(PROBLEM_TEXT_MAX).default(''),
  attachments: z.array(attachmentRef).max(PROBLEM_ATTACHMENTS_MAX).default([]),
});
export type ProblemInput = z.input<typeof problemInput>;

/**
 * An office files a problem on behalf of an enterprise of its region, converted from a visit
 * record's problem found or a sentiment item; it starts accepted by that office.
 */
export const problemConvertInput = z.object({
  enterpriseId: z.uuid(),
  category: z.enum(PROBLEM_CATEGORIES),
  title: z.string().trim().min(1, '请填写问题标题').max(PROBLEM_TITLE_MAX),
  description: z
    .string()
    .max(RICH_TEXT_HTML_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', { message: '请描述问题' }),
  source: conversionSource,
});
export type ProblemConvertInput = z.input<typeof problemConvertInput>;

export const problemUpdate = problemInput.extend({ version: z.number().int().min(1) });
export type ProblemUpdate = z.input<typeof problemUpdate>;

export const problemSummary = z.object({
  id: z.string(),
  category: z.enum(PROBLEM_CATEGORIES),
  title: z.string(),
  state: z.enum(PROBLEM_STATES),
  enterprise: ref,
  office: ref.nullable(),
  leadUnit: ref.nullable(),
  /** The instance's current holder (office, unit or the enterprise itself). */
  assignee: ref.nullable(),
  /** End of the last working day allowed, ISO; null before assignment. */
  deadline: z.string().nullable(),
  overdue: z.boolean(),
  escalation: z.number().int().min(0).max(3),
  supervised: z.boolean(),
  rating: z.enum(PROBLEM_RATINGS).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ProblemSummary = z.infer<typeof problemSummary>;
/** A list counts at most this many (then says "10,000+"): an exact count of a province is a scan. */
export const PROBLEM_COUNT_CAP = 10_000;
export const problemPage = pageOf(problemSummary).extend({
  /** More than PROBLEM_COUNT_CAP match; total is the cap. */
  capped: z.boolean(),
});

/** A co-handling unit's progress note (协办进展): the lead unit, the office and the unit read it. */
export const problemNote = z.object({
  id: z.string(),
  org: ref,
  author: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type ProblemNote = z.infer<typeof problemNote>;
export const problemNoteInput = z.object({
  content: z.string().trim().min(1).max(PROBLEM_TEXT_MAX),
});
export type ProblemNoteInput = z.input<typeof problemNoteInput>;

export const problemDetail = problemSummary.extend({
  description: z.string(),
  expectedOutcome: z.string(),
  attachments: z.array(ref),
  coUnits: z.array(ref),
  /** The unit's reply, sent with its proposal to close. */
  reply: z.string().nullable(),
  workingDays: z.number().int().nullable(),
  instance: z.object({ id: z.string(), version: z.number().int() }).nullable(),
  history: z.array(workflowHistoryEntry),
  /** What the caller may do now (CODE_STYLE §12). */
  actions: z.array(workflowAvailableAction),
  /** Co-handling units' notes, oldest first; empty for the enterprise (the units' coordination). */
  notes: z.array(problemNote),
  abilities: z.object({
    edit: z.boolean(),
    remove: z.boolean(),
    submit: z.boolean(),
    /** A co-handling unit may add a progress note now (the problem is in hand). */
    note: z.boolean(),
  }),
  /** Converted by an office from a visit record or a sentiment item; null when the enterprise filed it. */
  source: conversionSource.nullable(),
});
export type ProblemDetail = z.infer<typeof problemDetail>;

const flag = z.enum(['true']).optional();
export const problemListQuery = pageQuery.extend({
  state: z.enum(PROBLEM_STATES).optional(),
  category: z.enum(PROBLEM_CATEGORIES).optional(),
  keyword: z.string().trim().max(60).optional(),
  /** 'true': open and past the deadline. */
  overdue: flag,
  /** 'true': only what waits for the caller's organisation (the to-do list). */
  todo: flag,
  /** open: submitted and not finished (PROBLEM_OPEN_STATES); handling: in hand at a member unit. */
  phase: z.enum(PROBLEM_PHASES).optional(),
  /** 'true': in hand with a yellow or a red card. */
  escalated: flag,
  /** week: in hand, not overdue, due by the end of China's current week (Monday to Sunday). */
  due: z.enum(['week']).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type ProblemListQuery = z.input<typeof problemListQuery>;

export const problemIdParams = z.object({ problemId: z.uuid() });

/**
 * One step on a problem. The engine's action, plus what the green channel adds: co-handling units
 * and working days (assign), the days granted (grant), the reply (propose), the rating (rate).
 */
export const problemActBody = z.object({
  action: z.enum([
    'submit',
    'approve',
    'reject',
    'decline',
    'transfer',
    'assign',
    'handle',
    'extend',
    'grant',
    'refuse',
    'propose',
    'close',
    'sendBack',
    'rate',
    'remind',
  ]),
  comment: z.string().trim().max(PROBLEM_TEXT_MAX).optional(),
  toOrgId: z.uuid().optional(),
  coUnitIds: z.array(z.uuid()).max(PROBLEM_CO_UNITS_MAX).optional(),
  workingDays: z.number().int().min(1).max(PROBLEM_MAX_WORKING_DAYS).optional(),
  /** Rich text: the unit's answer to the enterprise. */
  reply: z.string().max(RICH_TEXT_HTML_MAX).optional(),
  rating: z.enum(PROBLEM_RATINGS).optional(),
  attachments: z.array(attachmentRef).max(PROBLEM_ATTACHMENTS_MAX).optional(),
  version: z.number().int().min(1),
});
export type ProblemActBody = z.input<typeof problemActBody>;

export const problemTargetQuery = z.object({
  action: z.enum(['assign', 'transfer']),
  keyword: z.string().trim().max(60).optional(),
});
export const problemTargets = z.array(ref);

export const problemStatsQuery = z.object({ from: calendarDay.optional(), to: calendarDay.optional() });
export type ProblemStatsQuery = z.input<typeof problemStatsQuery>;

const statsRow = z.object({
  received: z.number().int(),
  closed: z.number().int(),
  onTime: z.number().int(),
  overdue: z.number().int(),
  /** Average calendar days from assignment to the proposal of closing; null when none closed. */
  averageDays: z.number().nullable(),
  rated: z.number().int(),
  satisfied: z.number().int(),
  /** (满意 + 基本满意) / rated, 0..1; null when none rated. */
  satisfaction: z.number().nullable(),
});
export const problemStats = z.object({
  units: z.array(statsRow.extend({ unit: ref })),
  categories: z.array(statsRow.extend({ category: z.enum(PROBLEM_CATEGORIES) })),
});
export type ProblemStats = z.infer<typeof problemStats>;

const PROBLEMS = '/console/api/problems';
export const problemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: PROBLEMS,
    summary: 'Problems in the caller’s scope (own, region, assigned), filtered and paged',
    query: problemListQuery,
    response: problemPage,
  }),
  export: endpoint({
    method: 'GET',
    path: `${PROBLEMS}/export`,
    summary: 'The filtered problem list as an Excel workbook (streamed)',
    query: problemListQuery,
    response: null,
  }),
  stats: endpoint({
    method: 'GET',
    path: `${PROBLEMS}/stats`,
    summary: 'Per unit and per category: received, on time, overdue, average days, satisfaction',
    query: problemStatsQuery,
    response: problemStats,
  }),
  statsExport: endpoint({
    method: 'GET',
    path: `${PROBLEMS}/stats/export`,
    summary: 'The statistics as an Excel workbook (streamed)',
    query: problemStatsQuery,
    response: null,
  }),
  read: endpoint({
    method: 'GET',
    path: `${PROBLEMS}/:problemId`,
    summary: 'One problem with its history and what the caller may do',
    params: problemIdParams,
    response: problemDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: PROBLEMS,
    summary: 'Draft a problem (enterprises with the green channel)',
    body: problemInput,
    response: problemDetail,
  }),
  convert: endpoint({
    method: 'POST',
    path: `${PROBLEMS}/convert`,
    summary:
      'An office files a problem for an enterprise of its region, accepted at once (409 if already converted)',
    body: problemConvertInput,
    response: problemDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${PROBLEMS}/:problemId`,
    summary: 'Edit a draft or a returned problem (409 when the version is stale)',
    params: problemIdParams,
    body: problemUpdate,
    response: problemDetail,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${PROBLEMS}/:problemId`,
    summary: 'Delete a draft',
    params: problemIdParams,
    response: z.object({ id: z.string() }),
  }),
  submit: endpoint({
    method: 'POST',
    path: `${PROBLEMS}/:problemId/submit`,
    summary: 'Submit a draft to the responsible financial office',
    params: problemIdParams,
    body: z.object({ version: z.number().int().min(1) }),
    response: problemDetail,
  }),
  act: endpoint({
    method: 'POST',
    path: `${PROBLEMS}/:problemId/act`,
    summary: 'One step of problem/process through the workflow engine',
    params: problemIdParams,
    body: problemActBody,
    response: problemDetail,
  }),
  note: endpoint({
    method: 'POST',
    path: `${PROBLEMS}/:problemId/notes`,
    summary: 'A co-handling unit adds a progress note while the problem is in hand',
    params: problemIdParams,
    body: problemNoteInput,
    response: problemDetail,
  }),
  targets: endpoint({
    method: 'GET',
    path: `${PROBLEMS}/:problemId/targets`,
    summary: 'Member units (assign) or offices covering the enterprise (transfer)',
    params: problemIdParams,
    query: problemTargetQuery,
    response: problemTargets,
  }),
};
