// Periodic reports (定期报告, issue 10 §2): what each reserve enterprise owes by grade and stage,
// the periods a scheduled job opens, filling and submitting, the office's review, reminders, tasks
// issued outside the cadence, the city's monthly summary and the office's brief.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import type { ListingStage, TargetBoard } from './enterprise.ts';
import { type Grade, REPORT_KINDS, type ReportKind } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import { amountField, dateField, nonNegativeAmountField } from './profile.ts';

export { REPORT_KINDS, type ReportKind };

export const REPORT_CADENCES = ['WEEKLY', 'MONTHLY', 'QUARTERLY', 'AD_HOC'] as const;
export type ReportCadence = (typeof REPORT_CADENCES)[number];

export const REPORT_CADENCE: Record<ReportKind, ReportCadence> = {
  csrc: 'WEEKLY',
  major: 'WEEKLY',
  tutorial: 'WEEKLY',
  overseas: 'MONTHLY',
  golden: 'MONTHLY',
  sci: 'MONTHLY',
  silver: 'QUARTERLY',
  brief: 'AD_HOC',
  summary: 'MONTHLY',
  issue: 'AD_HOC',
};

/** Kinds an enterprise files; summary is a city office's, brief an office's own writing. */
export const ENTERPRISE_KINDS = [
  'csrc',
  'major',
  'tutorial',
  'overseas',
  'golden',
  'sci',
  'silver',
  'issue',
] as const;
export type EnterpriseKind = (typeof ENTERPRISE_KINDS)[number];
/** Kinds a scheduled job opens periods for and owes by grade and stage. */
export const CADENCED_KINDS = ['csrc', 'major', 'tutorial', 'overseas', 'golden', 'sci', 'silver'] as const;
export type CadencedKind = (typeof CADENCED_KINDS)[number];

/** The server's notices and workbooks name kinds in Chinese (the web has them in `shell`). */
export const REPORT_KIND_NAMES: Record<ReportKind, string> = {
  csrc: '在会周报',
  major: '科创板重点周报',
  tutorial: '辅导期周报',
  overseas: '境外上市月报',
  golden: '金种子月报',
  sci: '科创种子月报',
  silver: '银种子季报',
  brief: '简报',
  summary: '市州月报汇总',
  issue: '重大事项',
};

/**
 * Who owes which periodic report (issue 10 §2): grades say the seed kinds, the coarse stage and
 * target board say the review kinds. The server writes the same rule as SQL (report.obligations.ts).
 */
export function owedKinds(e: {
  grades: readonly Grade[];
  stage: ListingStage | null;
  targetBoard: TargetBoard | null;
}): CadencedKind[] {
  const kinds: CadencedKind[] = [];
  const inReview = e.stage === 'FILED' || e.stage === 'IN_REVIEW' || e.grades.includes('IN_REVIEW');
  if (e.grades.includes('GOLDEN_SEED')) kinds.push('golden');
  if (e.grades.includes('SCI_SEED')) kinds.push('sci');
  if (e.grades.includes('SILVER_SEED')) kinds.push('silver');
  if (e.stage === 'TUTORING' || e.grades.includes('TUTORING')) kinds.push('tutorial');
  if (inReview) kinds.push('csrc');
  if ((inReview && e.targetBoard === 'STAR') || e.grades.includes('STAR_KEY')) kinds.push('major');
  if ((e.targetBoard === 'OVERSEAS' && e.stage !== 'LISTED') || e.grades.includes('OVERSEAS'))
    kinds.push('overseas');
  return kinds;
}

export const REPORT_STATES = ['OWED', 'DRAFT', 'SUBMITTED', 'RETURNED', 'ACCEPTED', 'PUBLISHED'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE_NAMES: Record<ReportState, string> = {
  OWED: '待填报',
  DRAFT: '草稿',
  SUBMITTED: '待审核',
  RETURNED: '已退回',
  ACCEPTED: '已通过',
  PUBLISHED: '已发布',
};

/** 停牌/中止, 终止, 现场检查, 行政处罚, 控制权变更, 重大诉讼. */
export const MAJOR_ISSUE_CATEGORIES = [
  'SUSPENSION',
  'TERMINATION',
  'INSPECTION',
  'PENALTY',
  'CONTROL_CHANGE',
  'LITIGATION',
] as const;
export const MAJOR_ISSUE_NAMES: Record<(typeof MAJOR_ISSUE_CATEGORIES)[number], string> = {
  SUSPENSION: '中止审核/停牌',
  TERMINATION: '终止',
  INSPECTION: '现场检查',
  PENALTY: '行政处罚',
  CONTROL_CHANGE: '控制权变更',
  LITIGATION: '重大诉讼',
};

export type ReportFieldType =
  | 'text'
  | 'longText'
  | 'amount'
  | 'nonNegativeAmount'
  | 'count'
  | 'date'
  | 'category';
export type ReportField = { key: string; label: string; type: ReportFieldType; required?: boolean };

const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 4000;

const f = (key: string, label: string, type: ReportFieldType, required = false): ReportField => ({
  key,
  label,
  type,
  required,
});
/** What every periodic report asks: this period's progress, problems, next steps. */
const NARRATIVE = [
  f('progress', '本期工作进展', 'longText', true),
  f('problems', '存在问题及需协调事项', 'longText'),
  f('nextSteps', '下一步工作计划', 'longText'),
];
const SEED_FIGURES = [
  f('revenue', '本期营业收入（万元）', 'nonNegativeAmount'),
  f('netProfit', '本期净利润（万元）', 'amount'),
  f('rdExpense', '本期研发投入（万元）', 'nonNegativeAmount'),
  f('taxPaid', '本期纳税额（万元）', 'nonNegativeAmount'),
  f('employees', '期末员工人数', 'count'),
];
const REVIEW_FIELDS = [
  f('exchange', '申报交易所及板块', 'text'),
  f('acceptedOn', '受理日期', 'date'),
  f('inquiryRounds', '已回复问询轮次', 'count'),
  f('lastReplyOn', '最近一次回复日期', 'date'),
  f('nextMilestone', '下一节点及预计时间', 'text'),
];

export const REPORT_FIELDS: Record<ReportKind, readonly ReportField[]> = {
  golden: [...SEED_FIGURES, f('financingAmount', '本期融资额（万元）', 'nonNegativeAmount'), ...NARRATIVE],
  sci: [...SEED_FIGURES, f('patents', '有效发明专利数', 'count'), ...NARRATIVE],
  silver: [...SEED_FIGURES, ...NARRATIVE],
  tutorial: [
    f('broker', '辅导机构', 'text'),
    f('tutoringFiledOn', '辅导备案日期', 'date'),
    f('tutoringSessions', '本期辅导次数', 'count'),
    f('expectedAcceptanceOn', '预计辅导验收日期', 'date'),
    ...NARRATIVE,
  ],
  csrc: [...REVIEW_FIELDS, ...NARRATIVE],
  major: [...REVIEW_FIELDS, f('rdRatio', '近三年研发投入占比（%）', 'nonNegativeAmount'), ...NARRATIVE],
  overseas: [
    f('exchange', '拟上市境外交易所', 'text'),
    f('filingSubmittedOn', '中国证监会备案提交日期', 'date'),
    f('filingStatus', '备案进展', 'text'),
    f('expectedListingOn', '预计上市日期', 'date'),
    f('fundraisingTarget', '拟募集资金（万元）', 'nonNegativeAmount'),
    ...NARRATIVE,
  ],
  issue: [
    f('category', '事项类别', 'category', true),
    f('occurredOn', '发生日期', 'date', true),
    f('description', '事项说明', 'longText', true),
    f('impact', '对上市进程的影响', 'longText'),
    f('measures', '应对措施', 'longText'),
  ],
  summary: [
    f('overview', '本月总体情况', 'longText', true),
    f('highlights', '工作亮点', 'longText'),
    f('problems', '存在问题及建议', 'longText'),
    f('nextSteps', '下月工作计划', 'longText'),
  ],
  brief: [],
};

function fieldSchema(field: ReportField): z.ZodType<string, string> {
  switch (field.type) {
    case 'amount':
      return amountField;
    case 'nonNegativeAmount':
      return nonNegativeAmountField;
    case 'count':
      return z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, { error: '须为非负整数' });
    case 'date':
      return dateField;
    case 'category':
      return z.enum(MAJOR_ISSUE_CATEGORIES, { error: '请选择事项类别' });
    case 'longText':
      return z.string().trim().max(LONG_TEXT_MAX);
    default:
      return z.string().trim().max(TEXT_MAX);
  }
}

/**
 * A kind's content: every field text, checked by its type when filled; `submit` also wants the
 * required ones. A draft may be half done, a submission may not.
 */
export function reportContentSchema(kind: ReportKind, submit: boolean) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of REPORT_FIELDS[kind]) {
    const base = fieldSchema(field);
    shape[field.key] =
      submit && field.required
        ? z
            .string({ error: `请填写${field.label}` })
            .trim()
            .min(1, { error: `请填写${field.label}` })
            .pipe(base)
        : z.union([z.literal(''), base]).optional();
  }
  return z.strictObject(shape);
}

/** The wire shape of content: the server checks it against the kind (reportContentSchema). */
export const reportContent = z.record(z.string().max(40), z.string().max(LONG_TEXT_MAX));
export type ReportContent = z.infer<typeof reportContent>;

export const reportAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  review: z.boolean(),
  officeEdit: z.boolean(),
  remind: z.boolean(),
});
export type ReportAbilities = z.infer<typeof reportAbilities>;

export const reportSummary = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  periodId: z.string().nullable(),
  periodLabel: z.string().nullable(),
  filerOrgId: z.string(),
  filerName: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  state: z.enum(REPORT_STATES),
  dueOn: z.string().nullable(),
  submittedAt: z.string().nullable(),
  /** Past its due day and not submitted, or submitted after it. */
  late: z.boolean(),
  issued: z.boolean(),
  title: z.string().nullable(),
  lastRemindedAt: z.string().nullable(),
  version: z.number().int(),
});
export type ReportSummary = z.infer<typeof reportSummary>;
export const reportPage = pageOf(reportSummary);

/** One accepted enterprise report rolled into a city's monthly summary. */
export const rollupLine = z.object({
  reportId: z.string(),
  kind: z.enum(REPORT_KINDS),
  filerName: z.string(),
  regionName: z.string().nullable(),
  periodLabel: z.string().nullable(),
});
export const rollup = z.object({
  counts: z.array(
    z.object({
      kind: z.enum(REPORT_KINDS),
      owed: z.number().int(),
      submitted: z.number().int(),
      accepted: z.number().int(),
      late: z.number().int(),
    }),
  ),
  accepted: z.array(rollupLine),
});
export type Rollup = z.infer<typeof rollup>;

export const reportDetail = reportSummary.extend({
  content: reportContent,
  /** Filled from the last report of the kind and the enterprise record while nothing is saved. */
  prefilled: z.boolean(),
  returnReason: z.string().nullable(),
  workflowInstanceId: z.string().nullable(),
  html: z.string().nullable(),
  recipients: z.array(z.object({ id: z.string(), name: z.string() })),
  rollup: rollup.nullable(),
  abilities: reportAbilities,
});
export type ReportDetail = z.infer<typeof reportDetail>;

export const reportVersion = z.object({
  version: z.number().int(),
  state: z.enum(REPORT_STATES),
  note: z.string(),
  actorName: z.string().nullable(),
  actorOrgName: z.string().nullable(),
  at: z.string(),
  content: reportContent,
});
export type ReportVersion = z.infer<typeof reportVersion>;

export const reportPeriod = z.object({
  id: z.string(),
  kind: z.enum(REPORT_KINDS),
  label: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  dueOn: z.string(),
  issued: z.boolean(),
});
export type ReportPeriod = z.infer<typeof reportPeriod>;

const idParams = z.object({ reportId: z.uuid() });
const keyword = z.string().trim().max(60).optional();
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const myReportQuery = pageQuery.extend({
  kind: z.enum(REPORT_KINDS).optional(),
  state: z.enum(REPORT_STATES).optional(),
  /** 'true': what is still to do (owed, draft, returned); 'false': submitted or done. */
  open: flag,
  /** 'true': past its due day and still open, or submitted after it; 'false': neither. */
  late: flag,
});
export type MyReportQuery = z.input<typeof myReportQuery>;

export const reportStatusQuery = pageQuery.extend({
  kind: z.enum(REPORT_KINDS).optional(),
  periodId: z.uuid().optional(),
  state: z.enum(REPORT_STATES).optional(),
  late: flag,
  keyword,
  regionCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** 'true': still to do (owed, draft, returned), i.e. not submitted; 'false': submitted or done. */
  open: flag,
  /** 'true': in the period of its kind that contains today (the home's "this period"). */
  current: flag,
  /** 'true': submitted and waiting for the caller's own review. */
  awaiting: flag,
});
export type ReportStatusQuery = z.input<typeof reportStatusQuery>;

export const reportStatusPage = reportPage.extend({
  counts: z.object({
    total: z.number().int(),
    open: z.number().int(),
    submitted: z.number().int(),
    accepted: z.number().int(),
    returned: z.number().int(),
    late: z.number().int(),
  }),
});
export type ReportStatusPage = z.infer<typeof reportStatusPage>;

export const reportWrite = z.object({ version: z.number().int().min(1), content: reportContent });
export type ReportWrite = z.input<typeof reportWrite>;
export const officeEdit = reportWrite.extend({ note: z.string().trim().min(1).max(200) });
export const reportReview = z.object({
  version: z.number().int().min(1),
  decision: z.enum(['accept', 'return']),
  reason: z.string().trim().max(500).optional(),
});
export const remindBody = z.object({ reportIds: z.array(z.uuid()).min(1).max(500) });
export const issueTaskBody = z.object({
  kind: z.enum(CADENCED_KINDS),
  title: z.string().trim().min(1).max(100),
  enterpriseIds: z.array(z.uuid()).min(1, { error: '请选择企业' }).max(500),
  dueOn: dateField,
});
export const majorIssueCreate = z.object({ content: reportContent });
export const briefBody = z.object({
  title: z.string().trim().min(1).max(100),
  html: z.string().max(200_000),
  recipientOrgIds: z.array(z.uuid()).min(1, { error: '请选择接收单位' }).max(200),
});
export const periodQuery = z.object({ kind: z.enum(REPORT_KINDS) });
export const recipientOption = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number().int().nullable(),
});
export const enterpriseOption = z.object({
  id: z.string(),
  name: z.string(),
  regionName: z.string().nullable(),
});
export const importResult = z.object({ imported: z.number().int() });
export const importQuery = z.object({ periodId: z.uuid() });
export const templateQuery = z.object({ kind: z.enum(ENTERPRISE_KINDS) });

const R = '/console/api/report';
export const reportEndpoints = {
  mine: endpoint({
    method: 'GET',
    path: `${R}/mine`,
    summary: 'What my organisation owes and filed, paged',
    query: myReportQuery,
    response: reportPage,
  }),
  mineExport: endpoint({
    method: 'GET',
    path: `${R}/mine/export`,
    summary: 'My reports as an Excel workbook',
    query: myReportQuery,
    response: null,
  }),
  one: endpoint({
    method: 'GET',
    path: `${R}/reports/:reportId`,
    summary: 'One report (pre-filled while unsaved)',
    params: idParams,
    response: reportDetail,
  }),
  versions: endpoint({
    method: 'GET',
    path: `${R}/reports/:reportId/versions`,
    summary: 'Every saved version of a report (the trace)',
    params: idParams,
    response: z.array(reportVersion),
  }),
  saveDraft: endpoint({
    method: 'PUT',
    path: `${R}/reports/:reportId/draft`,
    summary: 'Save my report as a draft (409 when stale)',
    params: idParams,
    body: reportWrite,
    response: reportDetail,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${R}/reports/:reportId/submit`,
    summary: 'Submit my report for review (409 for a second submission)',
    params: idParams,
    body: reportWrite,
    response: reportDetail,
  }),
  createIssue: endpoint({
    method: 'POST',
    path: `${R}/issues`,
    summary: 'Start a major-matter report (draft)',
    body: majorIssueCreate,
    response: reportDetail,
  }),
  periods: endpoint({
    method: 'GET',
    path: `${R}/periods`,
    summary: 'Periods of a kind, newest first',
    query: periodQuery,
    response: z.array(reportPeriod),
  }),
  status: endpoint({
    method: 'GET',
    path: `${R}/status`,
    summary: 'Reports in my region: a period’s submission status or the history',
    query: reportStatusQuery,
    response: reportStatusPage,
  }),
  statusExport: endpoint({
    method: 'GET',
    path: `${R}/status/export`,
    summary: 'The status list as an Excel workbook (streamed)',
    query: reportStatusQuery,
    response: null,
  }),
  officeEdit: endpoint({
    method: 'PUT',
    path: `${R}/reports/:reportId`,
    summary: 'An office corrects a report, with a note (versioned; 409 when stale)',
    params: idParams,
    body: officeEdit,
    response: reportDetail,
  }),
  review: endpoint({
    method: 'POST',
    path: `${R}/reports/:reportId/review`,
    summary: 'Accept or return a submitted report (workflow report-review)',
    params: idParams,
    body: reportReview,
    response: reportDetail,
  }),
  remind: endpoint({
    method: 'POST',
    path: `${R}/remind`,
    summary: 'Remind the filers of late reports (inbox notice)',
    body: remindBody,
    response: z.object({ reminded: z.number().int() }),
  }),
  issueTask: endpoint({
    method: 'POST',
    path: `${R}/tasks`,
    summary: 'Issue a report task to chosen enterprises outside the cadence',
    body: issueTaskBody,
    response: reportPeriod,
  }),
  enterprises: endpoint({
    method: 'GET',
    path: `${R}/enterprises`,
    summary: 'Enterprises of my region to issue a task to',
    query: z.object({ keyword }),
    response: z.array(enterpriseOption),
  }),
  recipients: endpoint({
    method: 'GET',
    path: `${R}/recipients`,
    summary: 'Offices and member units a brief may go to',
    response: z.array(recipientOption),
  }),
  publishBrief: endpoint({
    method: 'POST',
    path: `${R}/briefs`,
    summary: 'Publish a brief (sanitised rich text) to chosen recipients',
    body: briefBody,
    response: reportDetail,
  }),
  template: endpoint({
    method: 'GET',
    path: `${R}/template`,
    summary: 'The import template of a kind (see the module README)',
    query: templateQuery,
    response: null,
  }),
  import: endpoint({
    method: 'POST',
    path: `${R}/import`,
    summary: 'Import a period’s reports from a workbook (all or nothing)',
    query: importQuery,
    consumes: ['multipart/form-data'],
    response: importResult,
  }),
};
