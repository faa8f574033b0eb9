// The law library (法规库): laws, regulations, CSRC and exchange rules and provincial policies that
// govern listing, searchable in Chinese. Everyone signed in reads it; administrators maintain it
// (portal maintenance → 法规库).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { dateField } from './profile.ts';

/** 法律, 行政法规, 部门规章, 规范性文件, 自律规则, 地方政策. */
export const LAW_LEVELS = [
  'LAW',
  'ADMINISTRATIVE_REGULATION',
  'DEPARTMENTAL_RULE',
  'NORMATIVE_DOCUMENT',
  'SELF_REGULATORY_RULE',
  'LOCAL_POLICY',
] as const;
export type LawLevel = (typeof LAW_LEVELS)[number];

/** The national statute database's validity codes: 现行有效, 已修改, 已废止, 尚未生效, 部分失效. */
export const LAW_VALIDITIES = [
  'EFFECTIVE',
  'AMENDED',
  'REPEALED',
  'NOT_YET_EFFECTIVE',
  'PARTLY_INVALID',
] as const;
export type LawValidity = (typeof LAW_VALIDITIES)[number];

/**
 * The category tree: a code's parent is the code before its slash. Fixed here because pages,
 * filters and imports name the same codes; the display names are the feature's texts.
 */
export const LAW_CATEGORIES = [
  'BASIC',
  'ISSUANCE',
  'ISSUANCE/REGISTRATION',
  'ISSUANCE/TUTORING',
  'ISSUANCE/REVIEW',
  'ISSUANCE/LISTING',
  'DISCLOSURE',
  'GOVERNANCE',
  'INTERMEDIARY',
  'LOCAL',
] as const;
export type LawCategory = (typeof LAW_CATEGORIES)[number];

export const LAW_TITLE_MAX = 200;
export const LAW_TEXT_MAX = 500_000;
/** A query is words, not a document: long enough for a phrase or two. */
export const LAW_QUERY_MAX = 50;

const text = (max: number) => z.string().trim().max(max);

export const lawDocumentInput = z
  .object({
    title: text(LAW_TITLE_MAX).min(2, { error: '请填写标题' }),
    issuer: text(100).min(1, { error: '请填写发布机关' }),
    docNumber: text(100).optional(),
    level: z.enum(LAW_LEVELS, { error: '请选择效力级别' }),
    category: z.enum(LAW_CATEGORIES, { error: '请选择分类' }),
    publishedOn: dateField,
    effectiveOn: dateField.optional(),
    validity: z.enum(LAW_VALIDITIES, { error: '请选择时效性' }),
    /** The whole text; articles are found by their "第…条" headings. */
    body: z
      .string()
      .max(LAW_TEXT_MAX, { error: `正文不能超过 ${LAW_TEXT_MAX} 字` })
      .refine((v) => v.trim() !== '', {
        error: '请填写正文',
      }),
    sourceName: text(100).min(1, { error: '请填写来源' }),
    sourceUrl: z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/\S+$/, { error: '来源网址须以 http:// 或 https:// 开头' })
      .optional(),
    /** The earlier version this document revises (its "revised by" link follows). */
    revisesId: z.uuid().optional(),
  })
  .refine((v) => !v.effectiveOn || v.effectiveOn >= v.publishedOn, {
    path: ['effectiveOn'],
    error: '施行日期不能早于发布日期',
  });
export type LawDocumentInput = z.input<typeof lawDocumentInput>;

export const lawDocumentUpdate = lawDocumentInput.and(z.object({ version: z.number().int().min(1) }));

/** A stretch of text, marked when it is what the search found. */
export const lawFragment = z.object({ text: z.string(), hit: z.boolean() });
export type LawFragment = z.infer<typeof lawFragment>;

export const lawArticleHit = z.object({
  articleId: z.string(),
  /** 第十二条, or the chapter line when the hit is in a heading. */
  label: z.string(),
  fragments: z.array(lawFragment),
});
export type LawArticleHit = z.infer<typeof lawArticleHit>;

export const lawDocumentSummary = z.object({
  documentId: z.string(),
  title: z.string(),
  issuer: z.string(),
  docNumber: z.string().nullable(),
  level: z.enum(LAW_LEVELS),
  category: z.enum(LAW_CATEGORIES),
  publishedOn: z.string(),
  effectiveOn: z.string().nullable(),
  validity: z.enum(LAW_VALIDITIES),
  articleCount: z.number().int(),
  /** Up to three articles where the query was found, best first (empty without a query). */
  hits: z.array(lawArticleHit),
});
export type LawDocumentSummary = z.infer<typeof lawDocumentSummary>;
export const lawDocumentPage = pageOf(lawDocumentSummary);

export const lawArticle = z.object({
  articleId: z.string(),
  seq: z.number().int(),
  label: z.string(),
  chapter: z.string().nullable(),
  /** The article's text cut at the query's hits (one unmarked fragment without a query). */
  fragments: z.array(lawFragment),
  hit: z.boolean(),
});
export type LawArticle = z.infer<typeof lawArticle>;

const linkedDocument = z.object({ documentId: z.string(), title: z.string(), publishedOn: z.string() });

export const lawDocumentDetail = lawDocumentSummary.extend({
  sourceName: z.string(),
  sourceUrl: z.string().nullable(),
  revises: linkedDocument.nullable(),
  revisedBy: z.array(linkedDocument),
  preamble: z.string(),
  articles: z.array(lawArticle),
  /** Knowledge-graph nodes and published hot issues that name the document. */
  related: z.object({
    knowledge: z.array(z.object({ nodeId: z.string(), name: z.string() })),
    hotIssues: z.array(z.object({ issueId: z.string(), question: z.string() })),
  }),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type LawDocumentDetail = z.infer<typeof lawDocumentDetail>;

const optionalDay = dateField.optional();
export const lawSearchQuery = pageQuery.extend({
  q: z
    .string()
    .trim()
    .max(LAW_QUERY_MAX, { error: `检索词不能超过 ${LAW_QUERY_MAX} 字` })
    .optional(),
  level: z.enum(LAW_LEVELS).optional(),
  /** A category and everything under it. */
  category: z.enum(LAW_CATEGORIES).optional(),
  validity: z.enum(LAW_VALIDITIES).optional(),
  issuer: text(100).optional(),
  publishedFrom: optionalDay,
  publishedTo: optionalDay,
});
export type LawSearchQuery = z.input<typeof lawSearchQuery>;

export const lawDocumentParams = z.object({ documentId: z.uuid() });
export const lawDocumentReadQuery = z.object({ q: lawSearchQuery.shape.q });

export const lawIssuers = z.array(z.object({ issuer: z.string(), count: z.number().int() }));

export const lawImportResult = z.object({ imported: z.number().int(), documentIds: z.array(z.string()) });

const LAW = '/console/api/law';
export const lawEndpoints = {
  search: endpoint({
    method: 'GET',
    path: `${LAW}/documents`,
    summary: 'Search the law library (Chinese full text, filters), paged, with the hits of each document',
    query: lawSearchQuery,
    response: lawDocumentPage,
  }),
  issuers: endpoint({
    method: 'GET',
    path: `${LAW}/issuers`,
    summary: 'Issuing bodies with their document counts, for the filter',
    response: lawIssuers,
  }),
  read: endpoint({
    method: 'GET',
    path: `${LAW}/documents/:documentId`,
    summary: 'One document with its articles; with q, the hits are marked',
    params: lawDocumentParams,
    query: lawDocumentReadQuery,
    response: lawDocumentDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: `${LAW}/documents`,
    summary: 'Add a document (administrators)',
    body: lawDocumentInput,
    response: lawDocumentDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${LAW}/documents/:documentId`,
    summary: 'Change a document (administrators; 409 when the version is stale)',
    params: lawDocumentParams,
    body: lawDocumentUpdate,
    response: lawDocumentDetail,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${LAW}/documents/:documentId`,
    summary: 'Remove a document (administrators; 409 while a later version revises it)',
    params: lawDocumentParams,
    response: z.object({ documentId: z.string() }),
  }),
  import: endpoint({
    method: 'POST',
    path: `${LAW}/import`,
    summary: 'Import a batch of texts (UTF-8 .txt files with a header block; all or nothing)',
    consumes: ['multipart/form-data'],
    response: lawImportResult,
  }),
};
