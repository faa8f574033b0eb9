// Shapes of the hot issues (热点问题): questions enterprises ask on the way to listing, answered by
// the listing office, grouped by category. Administrators edit them under
// /portal/management/hotProblem; published ones are public.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { RICH_TEXT_HTML_MAX } from './knowledge.ts';

/** 发行条件, 股份制改造, 财务规范, 税务, 法律合规, 审核问询. */
export const HOT_ISSUE_CATEGORIES = ['ISSUANCE', 'REFORM', 'FINANCE', 'TAX', 'LEGAL', 'REVIEW'] as const;
export type HotIssueCategory = (typeof HOT_ISSUE_CATEGORIES)[number];

export const HOT_ISSUE_QUESTION_MAX = 200;

export const hotIssueInput = z.object({
  category: z.enum(HOT_ISSUE_CATEGORIES),
  question: z.string().trim().min(1).max(HOT_ISSUE_QUESTION_MAX),
  answer: z
    .string()
    .max(RICH_TEXT_HTML_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', {
      message: '请填写解答内容',
    }),
  order: z.coerce.number().int().min(0).max(9999).default(0),
  published: z.boolean().default(false),
});
export type HotIssueInput = z.input<typeof hotIssueInput>;

/** An edit carries the version it was made on; a stale one is refused with 409. */
export const hotIssueUpdate = hotIssueInput.extend({ version: z.number().int().min(1) });
export type HotIssueUpdate = z.input<typeof hotIssueUpdate>;

/** What the portal lists: no answer body, just enough to choose. */
export const hotIssueSummary = z.object({
  issueId: z.string(),
  category: z.enum(HOT_ISSUE_CATEGORIES),
  question: z.string(),
  /** Plain-text opening of the answer. */
  excerpt: z.string(),
  viewCount: z.number().int(),
  publishedAt: z.string().nullable(),
});
export type HotIssueSummary = z.infer<typeof hotIssueSummary>;
export const hotIssuePage = pageOf(hotIssueSummary);

export const hotIssueDetail = hotIssueSummary.extend({ answer: z.string() });
export type HotIssueDetail = z.infer<typeof hotIssueDetail>;

export const hotIssueAdmin = hotIssueSummary.extend({
  order: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type HotIssueAdmin = z.infer<typeof hotIssueAdmin>;
export const hotIssueAdminPage = pageOf(hotIssueAdmin);
export const hotIssueAdminDetail = hotIssueAdmin.extend({ answer: z.string() });
export type HotIssueAdminDetail = z.infer<typeof hotIssueAdminDetail>;

export const hotIssueQuery = pageQuery.extend({
  category: z.enum(HOT_ISSUE_CATEGORIES).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type HotIssueQuery = z.input<typeof hotIssueQuery>;

export const hotIssueAdminQuery = hotIssueQuery.extend({
  published: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type HotIssueAdminQuery = z.input<typeof hotIssueAdminQuery>;

export const hotIssueIdParams = z.object({ issueId: z.uuid() });

/** Per-category counts of published issues, for the portal's category tabs. */
export const hotIssueCategoryCounts = z.array(
  z.object({ category: z.enum(HOT_ISSUE_CATEGORIES), count: z.number().int() }),
);
export type HotIssueCategoryCounts = z.infer<typeof hotIssueCategoryCounts>;

const HOT_ISSUES = '/console/api/portal/hot-issues';
const MANAGED_HOT_ISSUES = '/console/api/portal/management/hot-issues';
export const hotIssueEndpoints = {
  published: endpoint({
    method: 'GET',
    path: HOT_ISSUES,
    summary: 'Published hot issues by category and keyword, paged',
    query: hotIssueQuery,
    response: hotIssuePage,
  }),
  categories: endpoint({
    method: 'GET',
    path: `${HOT_ISSUES}/categories`,
    summary: 'Published hot issues per category',
    response: hotIssueCategoryCounts,
  }),
  read: endpoint({
    method: 'GET',
    path: `${HOT_ISSUES}/:issueId`,
    summary: 'One published hot issue (counts the reading)',
    params: hotIssueIdParams,
    response: hotIssueDetail,
  }),
  list: endpoint({
    method: 'GET',
    path: MANAGED_HOT_ISSUES,
    summary: 'All hot issues, drafts included, paged',
    query: hotIssueAdminQuery,
    response: hotIssueAdminPage,
  }),
  one: endpoint({
    method: 'GET',
    path: `${MANAGED_HOT_ISSUES}/:issueId`,
    summary: 'One hot issue for editing',
    params: hotIssueIdParams,
    response: hotIssueAdminDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: MANAGED_HOT_ISSUES,
    summary: 'Create a hot issue',
    body: hotIssueInput,
    response: hotIssueAdminDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${MANAGED_HOT_ISSUES}/:issueId`,
    summary:
      'Update a hot issue (publish or unpublish with the published flag; 409 when the version is stale)',
    params: hotIssueIdParams,
    body: hotIssueUpdate,
    response: hotIssueAdminDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${MANAGED_HOT_ISSUES}/:issueId`,
    summary: 'Delete a hot issue',
    params: hotIssueIdParams,
    response: z.object({ issueId: z.string() }),
  }),
};
