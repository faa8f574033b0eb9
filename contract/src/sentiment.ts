// Sentiment monitoring (舆情监测): news items about the portal's enterprises, from the feeds and pages
// an administrator configures, from manual entry and from workbooks; each matched to enterprises,
// scored by a lexicon the administrator edits, and grouped when several sources tell one story.
import { z } from 'zod';
import { conversionRef } from './conversion.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { dateField } from './profile.ts';

export const SENTIMENT_POLARITIES = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;
export type SentimentPolarity = (typeof SENTIMENT_POLARITIES)[number];

/** FEED: RSS or Atom, one item per entry; PAGE: a web page, one item whenever its text changes. */
export const SENTIMENT_SOURCE_KINDS = ['FEED', 'PAGE'] as const;
export type SentimentSourceKind = (typeof SENTIMENT_SOURCE_KINDS)[number];

/** A word of the lexicon: it makes a text more positive or negative, or (a negator) flips the next one. */
export const SENTIMENT_WORD_KINDS = ['POSITIVE', 'NEGATIVE', 'NEGATOR'] as const;
export type SentimentWordKind = (typeof SENTIMENT_WORD_KINDS)[number];

const text = (max: number) => z.string().trim().max(max);
const webAddress = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/, { error: '网址须以 http:// 或 https:// 开头' });

const matchedEnterprise = z.object({
  enterpriseId: z.string(),
  /** The enterprise's organisation (the green channel names enterprises by it). */
  orgId: z.string(),
  name: z.string(),
  regionCode: z.string(),
  greenChannel: z.boolean(),
});

export const sentimentItem = z.object({
  itemId: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string().nullable(),
  sourceName: z.string(),
  publishedAt: z.string(),
  polarity: z.enum(SENTIMENT_POLARITIES),
  score: z.number().int(),
  /** The lexicon's words found, as the reason for the polarity. */
  words: z.array(z.string()),
  enterprises: z.array(matchedEnterprise),
  /** Other sources' copies of the same story, folded into this item. */
  duplicates: z.number().int(),
  /** Green-channel problems and ledger notes already made of this item (offices only). */
  conversions: z.array(conversionRef),
});
export type SentimentItem = z.infer<typeof sentimentItem>;
export const sentimentItemPage = pageOf(sentimentItem);

export const sentimentQuery = pageQuery.extend({
  enterprise: text(100).optional(),
  regionCode: z
    .string()
    .regex(/^\d{6}$/, { error: '请选择地区' })
    .optional(),
  polarity: z.enum(SENTIMENT_POLARITIES).optional(),
  sourceName: text(100).optional(),
  keyword: text(50).optional(),
  from: dateField.optional(),
  to: dateField.optional(),
});
export type SentimentQuery = z.input<typeof sentimentQuery>;
export const sentimentExportQuery = sentimentQuery.omit({ page: true, size: true });

export const sentimentTrendQuery = sentimentQuery.omit({ page: true, size: true, keyword: true });
export const sentimentTrend = z.array(
  z.object({
    day: z.string(),
    POSITIVE: z.number().int(),
    NEUTRAL: z.number().int(),
    NEGATIVE: z.number().int(),
  }),
);
export type SentimentTrend = z.infer<typeof sentimentTrend>;

/** An item clipped elsewhere, typed in by an office. */
export const sentimentItemInput = z.object({
  title: text(200).min(4, { error: '标题至少 4 个字' }),
  summary: text(5000).default(''),
  url: webAddress.optional(),
  sourceName: text(100).min(1, { error: '请填写来源' }),
  publishedOn: dateField,
});
export type SentimentItemInput = z.input<typeof sentimentItemInput>;

export const sentimentIngestResult = z.object({
  added: z.number().int(),
  duplicates: z.number().int(),
  matched: z.number().int(),
  negativeNotices: z.number().int(),
});
export type SentimentIngestResult = z.infer<typeof sentimentIngestResult>;

export const sentimentSourceInput = z.object({
  name: text(100).min(1, { error: '请填写来源名称' }),
  kind: z.enum(SENTIMENT_SOURCE_KINDS),
  url: webAddress,
  enabled: z.boolean().default(true),
  intervalMinutes: z.coerce
    .number()
    .int()
    .min(15, { error: '抓取间隔不少于 15 分钟' })
    .max(10_080)
    .default(60),
});
export type SentimentSourceInput = z.input<typeof sentimentSourceInput>;
export const sentimentSourceUpdate = sentimentSourceInput.extend({ version: z.number().int().min(1) });

export const sentimentSource = z.object({
  sourceId: z.string(),
  name: z.string(),
  kind: z.enum(SENTIMENT_SOURCE_KINDS),
  url: z.string(),
  enabled: z.boolean(),
  intervalMinutes: z.number().int(),
  lastFetchedAt: z.string().nullable(),
  nextFetchAt: z.string().nullable(),
  failures: z.number().int(),
  lastError: z.string().nullable(),
  itemCount: z.number().int(),
  version: z.number().int(),
});
export type SentimentSource = z.infer<typeof sentimentSource>;

export const SENTIMENT_WORD_MAX = 2000;
const wordList = z
  .array(text(20).min(1))
  .max(SENTIMENT_WORD_MAX, { error: `每类最多 ${SENTIMENT_WORD_MAX} 个词` });
export const sentimentLexicon = z.object({ POSITIVE: wordList, NEGATIVE: wordList, NEGATOR: wordList });
export type SentimentLexicon = z.infer<typeof sentimentLexicon>;

const sourceParams = z.object({ sourceId: z.uuid() });

const BASE = '/console/api/sentiment';
export const sentimentEndpoints = {
  items: endpoint({
    method: 'GET',
    path: `${BASE}/items`,
    summary: 'News items about enterprises in my region, filtered and paged',
    query: sentimentQuery,
    response: sentimentItemPage,
  }),
  trend: endpoint({
    method: 'GET',
    path: `${BASE}/trend`,
    summary: 'Items per day and polarity for the filters (China days)',
    query: sentimentTrendQuery,
    response: sentimentTrend,
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/export`,
    summary: 'The filtered items as an Excel workbook (streamed)',
    query: sentimentExportQuery,
    response: null,
  }),
  add: endpoint({
    method: 'POST',
    path: `${BASE}/items`,
    summary: 'Enter an item clipped elsewhere (matched, scored and folded like fetched ones)',
    body: sentimentItemInput,
    response: sentimentIngestResult,
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/import`,
    summary: 'Import items from a workbook (标题, 摘要, 网址, 来源, 发布日期; all or nothing)',
    consumes: ['multipart/form-data'],
    response: sentimentIngestResult,
  }),
  sources: endpoint({
    method: 'GET',
    path: `${BASE}/sources`,
    summary: 'Configured sources (administrators)',
    response: z.array(sentimentSource),
  }),
  addSource: endpoint({
    method: 'POST',
    path: `${BASE}/sources`,
    summary: 'Add a feed or page to fetch (administrators)',
    body: sentimentSourceInput,
    response: sentimentSource,
  }),
  updateSource: endpoint({
    method: 'PUT',
    path: `${BASE}/sources/:sourceId`,
    summary: 'Change a source (administrators; 409 when stale)',
    params: sourceParams,
    body: sentimentSourceUpdate,
    response: sentimentSource,
  }),
  deleteSource: endpoint({
    method: 'DELETE',
    path: `${BASE}/sources/:sourceId`,
    summary: 'Remove a source; its items stay (administrators)',
    params: sourceParams,
    response: z.object({ sourceId: z.string() }),
  }),
  fetchSource: endpoint({
    method: 'POST',
    path: `${BASE}/sources/:sourceId/fetch`,
    summary: 'Fetch a source now (administrators)',
    params: sourceParams,
    response: sentimentIngestResult,
  }),
  lexicon: endpoint({
    method: 'GET',
    path: `${BASE}/lexicon`,
    summary: 'The words that score items (administrators)',
    response: sentimentLexicon,
  }),
  saveLexicon: endpoint({
    method: 'PUT',
    path: `${BASE}/lexicon`,
    summary: 'Replace the lexicon; new items are scored with it (administrators)',
    body: sentimentLexicon,
    response: sentimentLexicon,
  }),
};
