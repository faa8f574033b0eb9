// The listing ledger (上市台账, issue 10 §1): each reserve enterprise's road to listing, stage by
// stage with its dates. The ledger owns the listing stage and target board; the enterprise profile
// only shows them (its coarse LISTING_STAGES column is written from the ledger).
import { z } from 'zod';
import { conversionSource } from './conversion.ts';
import { endpoint } from './endpoint.ts';
import { type ListingStage, TARGET_BOARDS } from './enterprise.ts';
import { GRADES } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import { dateField, fieldChange, nonNegativeAmountField } from './profile.ts';

/**
 * The fine stages in road order. An A-share listing goes RESERVE … LISTED; an overseas one takes
 * the CSRC filing route (OVERSEAS_FILED, OVERSEAS_FILING_DONE) in place of FILED … ISSUED.
 */
export const LEDGER_STAGES = [
  'RESERVE',
  'REFORM',
  'TUTORING_FILED',
  'TUTORING_ACCEPTED',
  'FILED',
  'ACCEPTED',
  'INQUIRY',
  'COMMITTEE',
  'REGISTRATION_SUBMITTED',
  'REGISTERED',
  'ISSUED',
  'OVERSEAS_FILED',
  'OVERSEAS_FILING_DONE',
  'LISTED',
] as const;
export type LedgerStage = (typeof LEDGER_STAGES)[number];

/** Which coarse stage of the enterprise profile each ledger stage is (the profile shows this). */
export const COARSE_STAGE: Record<LedgerStage, ListingStage> = {
  RESERVE: 'RESERVE',
  REFORM: 'SHAREHOLDING_REFORM',
  TUTORING_FILED: 'TUTORING',
  TUTORING_ACCEPTED: 'TUTORING',
  FILED: 'FILED',
  ACCEPTED: 'IN_REVIEW',
  INQUIRY: 'IN_REVIEW',
  COMMITTEE: 'IN_REVIEW',
  REGISTRATION_SUBMITTED: 'IN_REVIEW',
  REGISTERED: 'REGISTERED',
  ISSUED: 'REGISTERED',
  OVERSEAS_FILED: 'FILED',
  OVERSEAS_FILING_DONE: 'REGISTERED',
  LISTED: 'LISTED',
};

/** Where the road stands: going on, 中止 (suspended), 终止 (terminated). */
export const LEDGER_STATUSES = ['ACTIVE', 'SUSPENDED', 'TERMINATED'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const COMMITTEE_RESULTS = ['PASSED', 'CONDITIONAL', 'FAILED', 'DEFERRED'] as const;
export const REGISTRATION_RESULTS = ['EFFECTIVE', 'REFUSED', 'TERMINATED'] as const;
export const SUSPENSION_REASONS = ['FINANCIAL_UPDATE', 'OTHER'] as const;
export const TERMINATION_REASONS = ['WITHDRAWN', 'REFUSED'] as const;

/**
 * The statutory limits the board checks (issue 10 §1): tutoring at least 3 months before it is
 * accepted, the tutoring acceptance valid 12 months, acceptance within 5 working days of filing,
 * the exchange's own review at most 3 months and the company's replies at most 3 months,
 * registration decided within 20 working days.
 */
export const LEDGER_LIMITS = [
  'TUTORING_MIN',
  'TUTORING_VALIDITY',
  'ACCEPTANCE',
  'EXCHANGE_REVIEW',
  'REPLIES',
  'REGISTRATION',
] as const;
export type LedgerLimit = (typeof LEDGER_LIMITS)[number];
export const LIMIT_TERMS = {
  tutoringMinMonths: 3,
  tutoringValidMonths: 12,
  acceptanceWorkingDays: 5,
  exchangeReviewMonths: 3,
  repliesMonths: 3,
  registrationWorkingDays: 20,
} as const;

const shortText = (max: number) => z.string().trim().max(max);
const optionalDate = dateField.optional();

/** An intermediary: picked from the institution library (id) or just named. */
export const ledgerIntermediary = z.object({
  id: z.uuid({ error: '请从机构库中选择' }).optional(),
  name: shortText(100).min(1, { error: '请填写机构名称' }),
});
export type LedgerIntermediary = z.infer<typeof ledgerIntermediary>;

export const inquiryRound = z.object({
  issuedOn: dateField,
  repliedOn: optionalDate,
});
export type InquiryRound = z.infer<typeof inquiryRound>;

/**
 * The dates along the A-share road, in order: a later one is never before an earlier one. The
 * inquiry rounds sit between acceptance and the committee (checked round by round).
 */
export const A_SHARE_ORDER = [
  'reserveOn',
  'reformOn',
  'tutoringFiledOn',
  'tutoringAcceptedOn',
  'filedOn',
  'acceptedOn',
  'inquiries',
  'committeeOn',
  'registrationSubmittedOn',
  'registrationDecidedOn',
  'issuedOn',
  'listedOn',
] as const;
export const OVERSEAS_ORDER = [
  'reserveOn',
  'reformOn',
  'tutoringFiledOn',
  'tutoringAcceptedOn',
  'overseasFiledOn',
  'overseasCompletedOn',
  'listedOn',
] as const;
/** Exchange fields an overseas road has no use for. */
export const EXCHANGE_FIELDS = [
  'filedOn',
  'acceptedOn',
  'committeeOn',
  'committeeResult',
  'registrationSubmittedOn',
  'registrationDecidedOn',
  'registrationResult',
  'issuedOn',
] as const;

const ledgerShape = z.object({
  targetBoard: z.enum(TARGET_BOARDS).optional(),
  reserveOn: optionalDate,
  reformOn: optionalDate,
  tutoringFiledOn: optionalDate,
  /** The CSRC local bureau the tutoring is filed with. */
  tutoringBureau: shortText(60).optional(),
  sponsorRepresentatives: z.array(shortText(30).min(1)).max(4, { error: '最多 4 位保荐代表人' }).default([]),
  tutoringAcceptedOn: optionalDate,
  filedOn: optionalDate,
  acceptedOn: optionalDate,
  inquiries: z.array(inquiryRound).max(10, { error: '最多 10 轮问询' }).default([]),
  committeeOn: optionalDate,
  committeeResult: z.enum(COMMITTEE_RESULTS).optional(),
  registrationSubmittedOn: optionalDate,
  registrationDecidedOn: optionalDate,
  registrationResult: z.enum(REGISTRATION_RESULTS).optional(),
  issuedOn: optionalDate,
  overseasFiledOn: optionalDate,
  overseasCompletedOn: optionalDate,
  listedOn: optionalDate,
  stockCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Z.]{4,12}$/, { error: '股票代码为 4 至 12 位数字或字母' })
    .optional(),
  /** 募集资金（万元）. */
  fundsRaised: nonNegativeAmountField.optional(),
  suspendedOn: optionalDate,
  suspensionReason: z.enum(SUSPENSION_REASONS).optional(),
  resumedOn: optionalDate,
  terminatedOn: optionalDate,
  terminationReason: z.enum(TERMINATION_REASONS).optional(),
  broker: ledgerIntermediary.optional(),
  lawFirm: ledgerIntermediary.optional(),
  accountingFirm: ledgerIntermediary.optional(),
  /** Problems needing coordination by the office. */
  problems: z.array(shortText(300).min(1)).max(20, { error: '最多 20 条' }).default([]),
});

type Issue = { path: string; message: string };
type LedgerShape = z.infer<typeof ledgerShape>;

/** The order rules: named by the later field, so the form marks the date to fix. */
export function ledgerOrderIssues(l: LedgerShape): Issue[] {
  const issues: Issue[] = [];
  const overseas = l.targetBoard === 'OVERSEAS';
  if (overseas)
    for (const f of EXCHANGE_FIELDS)
      if (l[f] !== undefined)
        issues.push({ path: f, message: '境外上市走中国证监会备案流程，不填交易所审核' });
  if (!overseas && (l.overseasFiledOn || l.overseasCompletedOn))
    issues.push({ path: 'overseasFiledOn', message: '境外上市备案仅适用于拟境外上市' });
  let last: { path: string; day: string } | undefined;
  const step = (path: string, day: string | undefined) => {
    if (!day) return;
    if (last && day < last.day) issues.push({ path, message: `不能早于前一阶段的日期 ${last.day}` });
    else last = { path, day };
  };
  for (const f of overseas ? OVERSEAS_ORDER : A_SHARE_ORDER) {
    if (f === 'inquiries')
      l.inquiries.forEach((r, i) => {
        step(`inquiries.${i}.issuedOn`, r.issuedOn);
        step(`inquiries.${i}.repliedOn`, r.repliedOn);
      });
    else step(f, l[f]);
  }
  const needs = (result: keyof LedgerShape, day: keyof LedgerShape) => {
    if (l[result] !== undefined && !l[day]) issues.push({ path: day, message: '请填写该结果的日期' });
  };
  needs('committeeResult', 'committeeOn');
  needs('registrationResult', 'registrationDecidedOn');
  needs('suspensionReason', 'suspendedOn');
  needs('terminationReason', 'terminatedOn');
  if (l.suspendedOn && !l.suspensionReason)
    issues.push({ path: 'suspensionReason', message: '请选择中止原因' });
  if (l.terminatedOn && !l.terminationReason)
    issues.push({ path: 'terminationReason', message: '请选择终止原因' });
  if (l.resumedOn && (!l.suspendedOn || l.resumedOn < l.suspendedOn))
    issues.push({ path: 'resumedOn', message: '恢复日期须在中止日期之后' });
  if ((l.stockCode || l.fundsRaised) && !l.listedOn)
    issues.push({ path: 'listedOn', message: '请填写上市日期' });
  return issues;
}

export const ledgerInput = ledgerShape.superRefine((l, ctx) => {
  for (const issue of ledgerOrderIssues(l))
    ctx.addIssue({
      code: 'custom',
      path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      message: issue.message,
    });
});
export type LedgerInput = z.input<typeof ledgerInput>;
export type LedgerData = z.infer<typeof ledgerInput>;

/** A change carries the version it was made on; a stale one is refused with 409. */
export const ledgerUpdate = z.object({ version: z.number().int().min(0), ledger: ledgerInput });
export type LedgerUpdate = z.input<typeof ledgerUpdate>;

export const ledgerFlag = z.object({
  limit: z.enum(LEDGER_LIMITS),
  /** The day the limit fell (or falls) due. */
  dueOn: z.string(),
  /** Still running (the stage is not over) or already broken. */
  open: z.boolean(),
});
export type LedgerFlag = z.infer<typeof ledgerFlag>;

/** One enterprise's ledger as the pages show it. */
export const ledgerView = z.object({
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  grades: z.array(z.enum(GRADES)),
  /** 0 before the first save. */
  version: z.number().int(),
  stage: z.enum(LEDGER_STAGES),
  status: z.enum(LEDGER_STATUSES),
  ledger: ledgerShape,
  /** Limits passed today (open) or broken on the way. */
  flags: z.array(ledgerFlag),
  updatedAt: z.string().nullable(),
  abilities: z.object({ edit: z.boolean() }),
});
export type LedgerView = z.infer<typeof ledgerView>;

export const ledgerChange = z.object({
  version: z.number().int(),
  at: z.string(),
  actor: z.object({ name: z.string(), orgName: z.string() }).nullable(),
  /** How the change came: a form, or a workbook import. */
  source: z.enum(['FORM', 'IMPORT']),
  changes: z.array(fieldChange),
});
export type LedgerChange = z.infer<typeof ledgerChange>;
export const ledgerHistoryPage = pageOf(ledgerChange);

const regionCode = z.string().regex(/^\d{6}$/, { error: '地区编码为 6 位数字' });
export const ledgerFilters = z.object({
  regionCode: regionCode.optional(),
  grade: z.enum(GRADES).optional(),
  industry: z
    .string()
    .regex(/^[A-T](\/\d{2})?$/)
    .optional(),
  targetBoard: z.enum(TARGET_BOARDS).optional(),
});
export type LedgerFilters = z.infer<typeof ledgerFilters>;

export const ledgerListQuery = pageQuery.extend({
  ...ledgerFilters.shape,
  stage: z.enum(LEDGER_STAGES).optional(),
  status: z.enum(LEDGER_STATUSES).optional(),
  /** Only enterprises past a statutory limit (any limit, or the one named). */
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.enum(LEDGER_LIMITS).optional(),
  name: z.string().trim().max(100).optional(),
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;
export const ledgerExportQuery = ledgerListQuery.omit({ page: true, size: true });

export const ledgerRow = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  grades: z.array(z.enum(GRADES)),
  targetBoard: z.enum(TARGET_BOARDS).nullable(),
  stage: z.enum(LEDGER_STAGES),
  status: z.enum(LEDGER_STATUSES),
  stageSince: z.string().nullable(),
  /** Days spent in the current stage (calendar days, China time). */
  daysInStage: z.number().int().nullable(),
  flags: z.array(ledgerFlag),
  updatedAt: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerPage = pageOf(ledgerRow);

/** The pipeline board: counts per stage, per region one level down, per limit. */
export const ledgerBoard = z.object({
  region: z.object({ code: z.string(), name: z.string() }),
  /** The region one level up, when it is still inside the caller's scope (the drill-down's way back). */
  parent: z.object({ code: z.string(), name: z.string() }).nullable(),
  total: z.number().int(),
  flagged: z.number().int(),
  stages: z.array(z.object({ stage: z.enum(LEDGER_STAGES), count: z.number().int() })),
  statuses: z.array(z.object({ status: z.enum(LEDGER_STATUSES), count: z.number().int() })),
  limits: z.array(z.object({ limit: z.enum(LEDGER_LIMITS), count: z.number().int() })),
  /** The next level down (cities of a province, counties of a city); empty at county level. */
  regions: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      total: z.number().int(),
      flagged: z.number().int(),
      /** Coarse view per region: reserve to tutoring, filed and in review, registered and listed. */
      stages: z.record(z.string(), z.number().int()),
    }),
  ),
});
export type LedgerBoard = z.infer<typeof ledgerBoard>;

/** An intermediary's client enterprises (issue 16): ledgers naming it as broker, law or accounting firm. */
export const LEDGER_CLIENT_ROLES = ['broker', 'lawFirm', 'accountingFirm'] as const;
export const ledgerClientQuery = pageQuery.extend({
  stage: z.enum(LEDGER_STAGES).optional(),
  status: z.enum(LEDGER_STATUSES).optional(),
});
export type LedgerClientQuery = z.infer<typeof ledgerClientQuery>;
export const ledgerClientRow = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  regionName: z.string().nullable(),
  targetBoard: z.enum(TARGET_BOARDS).nullable(),
  stage: z.enum(LEDGER_STAGES),
  status: z.enum(LEDGER_STATUSES),
  stageSince: z.string().nullable(),
  /** The parts the caller's institution plays in this listing. */
  roles: z.array(z.enum(LEDGER_CLIENT_ROLES)),
});
export type LedgerClientRow = z.infer<typeof ledgerClientRow>;
export const ledgerClientPage = pageOf(ledgerClientRow);

export const ledgerImportResult = z.object({ updated: z.number().int() });

/** Columns of the import template (and of the list export), in order, with their headers. */
export const LEDGER_SHEET_COLUMNS = [
  ['creditCode', '统一社会信用代码'],
  ['name', '企业名称'],
  ['targetBoard', '拟上市板块'],
  ['reserveOn', '入库日期'],
  ['reformOn', '股改完成日期'],
  ['tutoringFiledOn', '辅导备案日期'],
  ['tutoringBureau', '辅导备案证监局'],
  ['tutoringAcceptedOn', '辅导验收日期'],
  ['filedOn', '申报日期'],
  ['acceptedOn', '受理日期'],
  ['committeeOn', '上市委审议日期'],
  ['committeeResult', '审议结果'],
  ['registrationSubmittedOn', '提交注册日期'],
  ['registrationDecidedOn', '注册结果日期'],
  ['registrationResult', '注册结果'],
  ['issuedOn', '发行日期'],
  ['overseasFiledOn', '境外上市备案日期'],
  ['overseasCompletedOn', '备案完成日期'],
  ['listedOn', '上市日期'],
  ['stockCode', '股票代码'],
  ['fundsRaised', '募集资金（万元）'],
  ['broker', '保荐机构'],
  ['lawFirm', '律师事务所'],
  ['accountingFirm', '会计师事务所'],
] as const;

const LEDGER = '/console/api/ledger';
export const enterpriseIdParams = z.object({ enterpriseId: z.uuid() });
/** The ledger form's own limit on one problem's length. */
export const LEDGER_PROBLEM_MAX = 300;
/** One coordination problem appended by an office, e.g. converted from a sentiment item. */
export const ledgerProblemInput = z.object({
  text: z.string().trim().min(1, { error: '请填写问题' }).max(LEDGER_PROBLEM_MAX),
  source: conversionSource.optional(),
});
export type LedgerProblemInput = z.input<typeof ledgerProblemInput>;
export const ledgerEndpoints = {
  my: endpoint({
    method: 'GET',
    path: `${LEDGER}/my`,
    summary: 'My enterprise’s ledger (an empty one before the first save)',
    response: ledgerView,
  }),
  saveMy: endpoint({
    method: 'PUT',
    path: `${LEDGER}/my`,
    summary: 'Update my ledger (409 when the version is stale)',
    body: ledgerUpdate,
    response: ledgerView,
  }),
  myHistory: endpoint({
    method: 'GET',
    path: `${LEDGER}/my/history`,
    summary: 'Changes of my ledger, field by field, newest first',
    query: pageQuery,
    response: ledgerHistoryPage,
  }),
  board: endpoint({
    method: 'GET',
    path: `${LEDGER}/board`,
    summary: 'Pipeline board of my region (or a region inside it): counts per stage, region, limit',
    query: ledgerFilters,
    response: ledgerBoard,
  }),
  boardExport: endpoint({
    method: 'GET',
    path: `${LEDGER}/board/export`,
    summary: 'The board as an Excel workbook (stages by region)',
    query: ledgerFilters,
    response: null,
  }),
  list: endpoint({
    method: 'GET',
    path: `${LEDGER}/list`,
    summary: 'Ledgers in my region scope, filtered by stage, limits and the board filters, paged',
    query: ledgerListQuery,
    response: ledgerPage,
  }),
  export: endpoint({
    method: 'GET',
    path: `${LEDGER}/export`,
    summary: 'The filtered ledgers as an Excel workbook (also the import template)',
    query: ledgerExportQuery,
    response: null,
  }),
  /** Multipart, field `file`. */
  import: endpoint({
    method: 'POST',
    path: `${LEDGER}/import`,
    summary: 'Import ledgers from a workbook: all rows or none, with a row-by-row report',
    response: ledgerImportResult,
  }),
  clients: endpoint({
    method: 'GET',
    path: `${LEDGER}/clients`,
    summary: 'The enterprises whose ledgers name my institution as broker, law or accounting firm, paged',
    query: ledgerClientQuery,
    response: ledgerClientPage,
  }),
  one: endpoint({
    method: 'GET',
    path: `${LEDGER}/:enterpriseId`,
    summary: 'An enterprise’s ledger in my scope',
    params: enterpriseIdParams,
    response: ledgerView,
  }),
  save: endpoint({
    method: 'PUT',
    path: `${LEDGER}/:enterpriseId`,
    summary: 'Correct an enterprise’s ledger in my region (409 when the version is stale)',
    params: enterpriseIdParams,
    body: ledgerUpdate,
    response: ledgerView,
  }),
  addProblem: endpoint({
    method: 'POST',
    path: `${LEDGER}/:enterpriseId/problems`,
    summary:
      'Append a problem needing coordination to a ledger of my region (a new version; 409 if the source was converted)',
    params: enterpriseIdParams,
    body: ledgerProblemInput,
    response: ledgerView,
  }),
  history: endpoint({
    method: 'GET',
    path: `${LEDGER}/:enterpriseId/history`,
    summary: 'Changes of an enterprise’s ledger, field by field, newest first',
    params: enterpriseIdParams,
    query: pageQuery,
    response: ledgerHistoryPage,
  }),
};
