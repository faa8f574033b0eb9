// Enterprise information (issue 3 §3): the profile an enterprise keeps as reviewed versions, the
// government list with its filters, grade changes and industry tags.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { GRADES } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import {
  amountField,
  contactPersons,
  creditCodeField,
  dateField,
  fieldChange,
  historyPageOf,
  nonNegativeAmountField,
  profileAbilities,
  profileEndpoints,
  profileVersionOf,
  regionCodeField,
  VERSION_STATUSES,
  websiteField,
} from './profile.ts';

export const TARGET_BOARDS = ['SSE_MAIN', 'SZSE_MAIN', 'CHINEXT', 'STAR', 'BSE', 'OVERSEAS'] as const;
export type TargetBoard = (typeof TARGET_BOARDS)[number];

export const LISTING_STAGES = [
  'RESERVE',
  'SHAREHOLDING_REFORM',
  'TUTORING',
  'FILED',
  'IN_REVIEW',
  'REGISTERED',
  'LISTED',
] as const;
export type ListingStage = (typeof LISTING_STAGES)[number];

/** GB/T 4754 path "section/division" (C/34), the stored industry_code_path (spec §5). */
export const INDUSTRY_PATH_PATTERN = /^[A-T]\/\d{2}$/;
export const industryCodePath = z
  .string()
  .regex(INDUSTRY_PATH_PATTERN, { error: '请选择所属行业（门类 / 大类）' });

export const enterpriseBasic = z.object({
  name: z.string().trim().min(2, { error: '企业名称至少 2 个字' }).max(100),
  creditCode: creditCodeField,
  legalRepresentative: z.string().trim().min(1, { error: '请填写法定代表人' }).max(50),
  /** 注册资本（万元）. */
  registeredCapital: nonNegativeAmountField,
  foundedOn: dateField,
  address: z.string().trim().min(1, { error: '请填写注册地址' }).max(200),
  regionCode: regionCodeField,
  industryCodePath,
  strategicIndustryCode: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, { error: '请选择战略性新兴产业' })
    .optional(),
  mainBusiness: z.string().trim().min(1, { error: '请填写主营业务' }).max(1000),
  employees: z.number().int().min(0).max(10_000_000).optional(),
  website: websiteField.optional(),
});
export type EnterpriseBasic = z.infer<typeof enterpriseBasic>;

export const listingPlan = z.object({
  targetBoard: z.enum(TARGET_BOARDS).optional(),
  stage: z.enum(LISTING_STAGES, { error: '请选择上市进程' }),
  plannedReformDate: dateField.optional(),
  plannedFilingDate: dateField.optional(),
  plannedListingDate: dateField.optional(),
});
export type ListingPlan = z.infer<typeof listingPlan>;

export const FINANCIAL_FIELDS = [
  'revenue',
  'netProfit',
  'netProfitDeducted',
  'rdExpense',
  'operatingCashFlow',
  'totalAssets',
  'netAssets',
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];

/** One year's figures in 万元; net profit, deducted net profit and cash flow may be negative. */
export const financialYear = z.object({
  year: z.number().int().min(1990).max(2100),
  revenue: nonNegativeAmountField.optional(),
  netProfit: amountField.optional(),
  netProfitDeducted: amountField.optional(),
  rdExpense: nonNegativeAmountField.optional(),
  operatingCashFlow: amountField.optional(),
  totalAssets: nonNegativeAmountField.optional(),
  netAssets: amountField.optional(),
});
export type FinancialYear = z.infer<typeof financialYear>;

export const financials = z
  .array(financialYear)
  .max(3, { error: '最多填写最近三年' })
  .refine((ys) => new Set(ys.map((y) => y.year)).size === ys.length, { error: '年度不能重复' });

/** An institution of the library; the server fills in the name from the library. */
const engaged = z.object({ id: z.uuid({ error: '请从机构库中选择' }), name: z.string().optional() });
export const ENGAGED_ROLES = ['broker', 'lawFirm', 'accountingFirm'] as const;
export type EngagedRole = (typeof ENGAGED_ROLES)[number];
export const engagedInstitutions = z.object({
  broker: engaged.optional(),
  lawFirm: engaged.optional(),
  accountingFirm: engaged.optional(),
});

export const enterpriseProfile = z.object({
  basic: enterpriseBasic,
  listingPlan,
  financials: financials.default([]),
  contacts: contactPersons,
  institutions: engagedInstitutions.default({}),
});
export type EnterpriseProfile = z.infer<typeof enterpriseProfile>;
export type EnterpriseProfileInput = z.input<typeof enterpriseProfile>;

export const enterpriseVersion = profileVersionOf(enterpriseProfile);
export type EnterpriseVersion = z.infer<typeof enterpriseVersion>;

/** A row of the government list (and the head of a profile). */
export const enterpriseSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
  regionName: z.string().nullable(),
  industryCodePath: z.string().nullable(),
  industryName: z.string().nullable(),
  strategicIndustryCode: z.string().nullable(),
  stage: z.enum(LISTING_STAGES).nullable(),
  targetBoard: z.enum(TARGET_BOARDS).nullable(),
  grades: z.array(z.enum(GRADES)),
  hasShortcut: z.boolean(),
  tags: z.array(z.string()),
  /** Approved version number, null before the first approval. */
  currentVersion: z.number().int().nullable(),
  /** Status of a version in review or returned, if any. */
  pendingStatus: z.enum(VERSION_STATUSES).nullable(),
  updatedAt: z.string(),
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummary>;
export const enterprisePage = pageOf(enterpriseSummary);

/** GET /company/my: what my company has, and what I may do with it. */
export const myCompany = z.object({
  enterprise: enterpriseSummary.nullable(),
  current: enterpriseVersion.nullable(),
  draft: enterpriseVersion.nullable(),
  abilities: profileAbilities,
  /** Prefill for /company/create from the organisation (name, credit code, region). */
  org: z.object({ name: z.string(), creditCode: z.string().nullable(), regionCode: z.string().nullable() }),
});
export type MyCompany = z.infer<typeof myCompany>;

export const enterpriseProfileView = z.object({
  enterprise: enterpriseSummary,
  current: enterpriseVersion.nullable(),
  /** The version in review or returned (government viewers see what is being asked). */
  pending: enterpriseVersion.nullable(),
  pendingChanges: z.array(fieldChange),
  abilities: z.object({ changeGrade: z.boolean(), editTags: z.boolean() }),
});
export type EnterpriseProfileView = z.infer<typeof enterpriseProfileView>;

export const enterpriseHistoryPage = historyPageOf(enterpriseVersion);
export type EnterpriseHistoryPage = z.infer<typeof enterpriseHistoryPage>;

export const enterpriseIdQuery = z.object({ id: z.uuid() });
export const enterpriseHistoryQuery = pageQuery.extend({ id: z.uuid().optional() });

const boolText = z.enum(['true', 'false']).transform((v) => v === 'true');

export const enterpriseListQuery = pageQuery.extend({
  name: z.string().trim().max(100).optional(),
  creditCode: z.string().trim().max(18).optional(),
  /** Any region; the list shows its subtree within the caller's own scope. */
  regionCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** A section (C) or a section/division path (C/34). */
  industry: z
    .string()
    .regex(/^[A-T](\/\d{2})?$/)
    .optional(),
  strategicIndustry: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$/)
    .optional(),
  grade: z.enum(GRADES).optional(),
  stage: z.enum(LISTING_STAGES).optional(),
  targetBoard: z.enum(TARGET_BOARDS).optional(),
  hasShortcut: boolText.optional(),
  tag: z.string().trim().max(20).optional(),
});
export type EnterpriseListQuery = z.infer<typeof enterpriseListQuery>;
/** The export takes the list's filters without paging. */
export const enterpriseExportQuery = enterpriseListQuery.omit({ page: true, size: true });

export const gradeChangeBody = z.object({
  enterpriseId: z.uuid(),
  grades: z
    .array(z.enum(GRADES))
    .min(1, { error: '请选择企业分级' })
    .max(GRADES.length)
    .refine((g) => new Set(g).size === g.length, { error: '分级不能重复' })
    .refine((g) => !g.includes('NOT_APPLICABLE') || g.length === 1, {
      error: '非后备企业不能同时属于其他分级',
    }),
  hasShortcut: z.boolean().optional(),
  reason: z.string().trim().min(2, { error: '请填写调整理由' }).max(500),
});
export type GradeChangeBody = z.infer<typeof gradeChangeBody>;

export const gradeChange = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  fromGrades: z.array(z.enum(GRADES)),
  toGrades: z.array(z.enum(GRADES)),
  fromShortcut: z.boolean(),
  toShortcut: z.boolean(),
  reason: z.string(),
  actor: z.object({ name: z.string(), orgName: z.string() }).nullable(),
  at: z.string(),
});
export type GradeChange = z.infer<typeof gradeChange>;
export const gradeChangePage = pageOf(gradeChange);
export const gradeChangeQuery = pageQuery.extend({ id: z.uuid().optional() });

export const INDUSTRY_TAG_MAX = 10;
export const industryTag = z.string().trim().min(1).max(20, { error: '标签不超过 20 个字' });
export const industryTagsBody = z.object({
  enterpriseId: z.uuid(),
  tags: z
    .array(industryTag)
    .max(INDUSTRY_TAG_MAX, { error: `最多 ${INDUSTRY_TAG_MAX} 个标签` })
    .refine((t) => new Set(t).size === t.length, { error: '标签不能重复' }),
});
export const industryTagCount = z.object({ tag: z.string(), count: z.number().int() });
export const industryTagCounts = z.array(industryTagCount);

/** The review queue: versions waiting for a decision in my scope, and whether they are mine to decide. */
export const enterpriseReviewItem = z.object({
  versionId: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  regionName: z.string().nullable(),
  status: z.enum(VERSION_STATUSES),
  submittedAt: z.string().nullable(),
  workflowInstanceId: z.string().nullable(),
  assigneeOrgName: z.string().nullable(),
  /** The caller's organisation is the assignee: it may approve or reject now. */
  mine: z.boolean(),
  isNew: z.boolean(),
});
export type EnterpriseReviewItem = z.infer<typeof enterpriseReviewItem>;
export const enterpriseReviewPage = pageOf(enterpriseReviewItem);
export const enterpriseReviewQuery = pageQuery.extend({
  scope: z.enum(['todo', 'all']).default('todo'),
  name: z.string().trim().max(100).optional(),
});

/** Options for the pickers of the enterprise forms and filters. */
export const dictionaryOption = z.object({
  code: z.string(),
  name: z.string(),
  parentCode: z.string().nullable(),
});
export const enterpriseDictionaries = z.object({
  /** The province served and everything below it. */
  regions: z.array(dictionaryOption),
  industries: z.array(dictionaryOption),
  strategicIndustries: z.array(dictionaryOption),
});
export type EnterpriseDictionaries = z.infer<typeof enterpriseDictionaries>;

/** Columns the enterprise export can write (export configuration list key `enterprise`). */
export const ENTERPRISE_EXPORT_LIST = 'enterprise';

/** The title of the enterprise review process (its workflow definition names it too). */
export const ENTERPRISE_REVIEW_TITLE = '企业信息审核';

const COMPANY = '/console/api/company';
export const enterpriseEndpoints = {
  ...profileEndpoints({
    base: COMPANY,
    review: ENTERPRISE_REVIEW_TITLE,
    summaries: {
      my: 'My company: current version, draft and what I may do',
      saveDraft: 'Save my company information as a draft (creates the record the first time)',
      history: 'Approved versions with the field-by-field difference (my company without id)',
    },
    schemas: {
      profile: enterpriseProfile,
      my: myCompany,
      historyQuery: enterpriseHistoryQuery,
      historyPage: enterpriseHistoryPage,
    },
  }),
  list: endpoint({
    method: 'GET',
    path: `${COMPANY}/list`,
    summary: 'Enterprises in my region scope, filtered and paged',
    query: enterpriseListQuery,
    response: enterprisePage,
  }),
  /** An Excel workbook. */
  export: endpoint({
    method: 'GET',
    path: `${COMPANY}/export`,
    summary: 'The filtered list as an Excel workbook (streamed)',
    query: enterpriseExportQuery,
    response: null,
  }),
  profile: endpoint({
    method: 'GET',
    path: `${COMPANY}/profile`,
    summary: 'An enterprise in my scope: current version and the one in review',
    query: enterpriseIdQuery,
    response: enterpriseProfileView,
  }),
  reviews: endpoint({
    method: 'GET',
    path: `${COMPANY}/audit`,
    summary: 'Review queue: versions submitted in my scope (todo: assigned to my office)',
    query: enterpriseReviewQuery,
    response: enterpriseReviewPage,
  }),
  dictionaries: endpoint({
    method: 'GET',
    path: `${COMPANY}/dictionaries`,
    summary: 'Regions of the province, industries and strategic industries for the pickers',
    response: enterpriseDictionaries,
  }),
  changeGrade: endpoint({
    method: 'POST',
    path: `${COMPANY}/grade`,
    summary: 'Change an enterprise’s grades (with a reason; the enterprise is notified)',
    body: gradeChangeBody,
    response: z.object({ id: z.string() }),
  }),
  gradeHistory: endpoint({
    method: 'GET',
    path: `${COMPANY}/grade/history`,
    summary: 'Grade changes of one enterprise, or of all in my scope',
    query: gradeChangeQuery,
    response: gradeChangePage,
  }),
  setTags: endpoint({
    method: 'PUT',
    path: `${COMPANY}/tags`,
    summary: 'Set an enterprise’s industry tags',
    body: industryTagsBody,
    response: z.object({ enterpriseId: z.string(), tags: z.array(z.string()) }),
  }),
  tags: endpoint({
    method: 'GET',
    path: `${COMPANY}/tags`,
    summary: 'Industry tags in my scope with their counts',
    response: industryTagCounts,
  }),
};
