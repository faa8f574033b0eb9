// Shapes of portal articles (门户文章): the content of the public portal's lists and detail pages,
// written under /portal/management/* by administrators. One table, one category per article.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { calendarDay, instant, pageOf, pageQuery } from './http.ts';

/**
 * 新闻资讯, 工作动态, 投融资动态, 政策文件, 政策咨询, 交易所动态, 绿色通道（问题展示）, 上市学院（培训课程）,
 * 服务基地（培育基地）, 种子企业（企业风采）, 法律法规, 关于我们.
 */
export const ARTICLE_CATEGORIES = [
  'NEWS',
  'WORK_DYNAMIC',
  'FINANCING_DYNAMIC',
  'POLICY',
  'POLICY_CONSULTING',
  'EXCHANGE_NEWS',
  'GREEN_CHANNEL',
  'COLLEGE',
  'SERVICE_BASE',
  'SEED_COMPANY',
  'LAW',
  'ABOUT',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Stored states: draft → published → unpublished (→ published again). */
export const ARTICLE_STATES = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
/** What the administrator sees: a published article whose publish time is still ahead is SCHEDULED. */
export const ARTICLE_DISPLAY_STATES = [...ARTICLE_STATES, 'SCHEDULED'] as const;
export type ArticleDisplayState = (typeof ARTICLE_DISPLAY_STATES)[number];

export const ARTICLE_LIMITS = {
  title: 120,
  summary: 500,
  source: 60,
  author: 40,
  attachments: 20,
  attachmentName: 200,
  /** Sanitised HTML; the editor's word limit (10000) keeps real bodies far below this. */
  body: 200_000,
  order: 9999,
  keyword: 50,
} as const;

/**
 * A file the article points at: one of our own uploads (/console/api/files/…) or an outside
 * http(s) address. Anything else (javascript:, data:) is refused.
 */
export const articleFileUrl = z
  .string()
  .trim()
  .max(1000)
  .regex(/^(\/console\/api\/files\/[\w.-]+|https?:\/\/[^\s"'<>]+)$/, { error: '文件地址不正确' });

export const articleAttachment = z.object({
  name: z.string().trim().min(1, { error: '请填写附件名称' }).max(ARTICLE_LIMITS.attachmentName),
  url: articleFileUrl,
});
export type ArticleAttachment = z.infer<typeof articleAttachment>;

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label}不能超过 ${max} 个字符` });

export const articleInput = z.object({
  title: text(ARTICLE_LIMITS.title, '标题').min(1, { error: '请填写标题' }),
  category: z.enum(ARTICLE_CATEGORIES, { error: '请选择栏目' }),
  summary: text(ARTICLE_LIMITS.summary, '摘要').default(''),
  coverUrl: articleFileUrl.nullable().default(null),
  body: z
    .string()
    .max(ARTICLE_LIMITS.body, { error: '正文过长' })
    .refine((html) => html.trim() !== '', { error: '请填写正文' }),
  attachments: z
    .array(articleAttachment)
    .max(ARTICLE_LIMITS.attachments, { error: `附件不能超过 ${ARTICLE_LIMITS.attachments} 个` })
    .default([]),
  source: text(ARTICLE_LIMITS.source, '来源').default(''),
  author: text(ARTICLE_LIMITS.author, '作者').default(''),
  /** When it becomes visible once published; null: at the moment of publishing. */
  publishAt: instant('发布时间格式不正确').nullable().default(null),
  pinned: z.boolean().default(false),
  order: z.coerce
    .number()
    .int({ error: '排序须为整数' })
    .min(0, { error: '排序不能小于 0' })
    .max(ARTICLE_LIMITS.order, { error: `排序不能大于 ${ARTICLE_LIMITS.order}` })
    .default(0),
});
export type ArticleInput = z.input<typeof articleInput>;

/** An edit carries the version it was made on; a stale one is refused with 409. */
export const articleUpdate = articleInput.extend({ version: z.number().int().min(1) });
export type ArticleUpdate = z.input<typeof articleUpdate>;

/** Publish and unpublish may name the version the administrator saw. */
export const articleTransition = z.object({ version: z.number().int().min(1).optional() }).default({});

export const articleIdParams = z.object({ articleId: z.uuid({ error: '文章编号不正确' }) });

/** `category` may repeat or be comma-separated: one list page can show several categories. */
const categoryList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(ARTICLE_CATEGORIES)).min(1).max(ARTICLE_CATEGORIES.length),
);

export const articleAdminQuery = pageQuery.extend({
  category: categoryList.optional(),
  state: z.enum(ARTICLE_DISPLAY_STATES).optional(),
  keyword: z.string().trim().max(ARTICLE_LIMITS.keyword).optional(),
  /** Publish time (creation time for a draft without one), China time, inclusive. */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});
export type ArticleAdminQuery = z.output<typeof articleAdminQuery>;

export const articlePublicQuery = pageQuery.extend({ category: categoryList });

export const articleSearchQuery = pageQuery.extend({
  q: z.string().trim().min(1, { error: '请输入搜索内容' }).max(ARTICLE_LIMITS.keyword),
  category: categoryList.optional(),
});

/** A row of a public list. */
export const articleCard = z.object({
  articleId: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string().nullable(),
  source: z.string(),
  author: z.string(),
  publishAt: z.string(),
  pinned: z.boolean(),
  viewCount: z.number().int(),
});
export type ArticleCard = z.infer<typeof articleCard>;
export const articleCardPage = pageOf(articleCard);

export const articleDetail = articleCard.extend({
  body: z.string(),
  attachments: z.array(articleAttachment),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** A search hit: the card and a piece of text around the first match. */
export const articleHit = articleCard.extend({ snippet: z.string() });
export type ArticleHit = z.infer<typeof articleHit>;
export const articleHitPage = pageOf(articleHit);

/** The administrator's row: every state, no body. */
export const articleAdminItem = z.object({
  articleId: z.string(),
  category: z.enum(ARTICLE_CATEGORIES),
  title: z.string(),
  state: z.enum(ARTICLE_STATES),
  displayState: z.enum(ARTICLE_DISPLAY_STATES),
  publishAt: z.string().nullable(),
  pinned: z.boolean(),
  order: z.number().int(),
  viewCount: z.number().int(),
  version: z.number().int(),
  author: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type ArticleAdminItem = z.infer<typeof articleAdminItem>;
export const articleAdminPage = pageOf(articleAdminItem);

export const articleAdmin = articleAdminItem.extend({
  summary: z.string(),
  coverUrl: z.string().nullable(),
  body: z.string(),
  attachments: z.array(articleAttachment),
  source: z.string(),
  createdAt: z.string(),
});
export type ArticleAdmin = z.infer<typeof articleAdmin>;

/** How many articles of each category the home page shows. */
export const HOME_SECTION_SIZES: Readonly<Record<Exclude<ArticleCategory, 'ABOUT'>, number>> = {
  NEWS: 6,
  WORK_DYNAMIC: 6,
  FINANCING_DYNAMIC: 6,
  POLICY: 6,
  POLICY_CONSULTING: 4,
  EXCHANGE_NEWS: 5,
  GREEN_CHANNEL: 4,
  COLLEGE: 4,
  SERVICE_BASE: 4,
  SEED_COMPANY: 8,
  LAW: 5,
};

export const portalHighlights = z.object({
  /** Enterprises on the platform, and those in the reserve pool (any seed grade). */
  enterprises: z.number().int(),
  seedEnterprises: z.number().int(),
  /** Institutions by menu group (intermediary, investment, financial, advisory, other). */
  institutions: z.record(z.string(), z.number().int()),
  serviceBases: z.number().int(),
  greenChannelCases: z.number().int(),
  articles: z.number().int(),
});
export type PortalHighlights = z.infer<typeof portalHighlights>;

/** Everything the portal home shows, in one call. */
export const portalHome = z.object({
  /** News with a cover picture, pinned first. */
  carousel: z.array(articleCard),
  sections: z.partialRecord(z.enum(ARTICLE_CATEGORIES), z.array(articleCard)),
  highlights: portalHighlights,
});
export type PortalHome = z.infer<typeof portalHome>;

const ARTICLES = '/console/api/portal/management/articles';
const transition = (name: 'publish' | 'unpublish', summary: string) =>
  endpoint({
    method: 'POST',
    path: `${ARTICLES}/:articleId/${name}`,
    summary,
    params: articleIdParams,
    body: articleTransition,
    response: articleAdmin,
  });

export const articleEndpoints = {
  home: endpoint({
    method: 'GET',
    path: '/console/api/portal/home',
    summary: 'Everything the portal home shows',
    response: portalHome,
  }),
  published: endpoint({
    method: 'GET',
    path: '/console/api/portal/articles',
    summary: 'Published articles of one or more categories, pinned first',
    query: articlePublicQuery,
    response: articleCardPage,
  }),
  read: endpoint({
    method: 'GET',
    path: '/console/api/portal/articles/:articleId',
    summary: 'A published article (counts the view); 404 for anything else',
    params: articleIdParams,
    response: articleDetail,
  }),
  search: endpoint({
    method: 'GET',
    path: '/console/api/portal/search',
    summary: 'Search published articles by title, summary and body',
    query: articleSearchQuery,
    response: articleHitPage,
  }),
  list: endpoint({
    method: 'GET',
    path: ARTICLES,
    summary: 'Articles in every state, filtered and paged',
    query: articleAdminQuery,
    response: articleAdminPage,
  }),
  one: endpoint({
    method: 'GET',
    path: `${ARTICLES}/:articleId`,
    summary: 'One article in any state (edit and preview)',
    params: articleIdParams,
    response: articleAdmin,
  }),
  create: endpoint({
    method: 'POST',
    path: ARTICLES,
    summary: 'Create a draft',
    body: articleInput,
    response: articleAdmin,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${ARTICLES}/:articleId`,
    summary: 'Edit (409 when the version is stale)',
    params: articleIdParams,
    body: articleUpdate,
    response: articleAdmin,
  }),
  publish: transition('publish', 'Publish now, or at its future publish time'),
  unpublish: transition('unpublish', 'Take a published article off the portal'),
  delete: endpoint({
    method: 'DELETE',
    path: `${ARTICLES}/:articleId`,
    summary: 'Delete an article',
    params: articleIdParams,
    response: z.object({ articleId: z.string() }),
  }),
};
