// Listed companies' announcements (公告, issue 13 "companyDisclosureInit" and "announcement"):
// imported by administrators as a versioned dataset (ANNOUNCEMENTS), searchable in Chinese over
// title and summary, with the hits marked; every answer names its source and as-of day.
import { z } from 'zod';
import { datasetSource } from './datasets.ts';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';
import { ANNOUNCEMENT_TYPES, EXCHANGES } from './market-names.ts';
import { dateField } from './profile.ts';

/** The dataset's key in the shared pipeline (platform/datasets). */
export const ANNOUNCEMENTS_DATASET = 'ANNOUNCEMENTS';

export {
  ANNOUNCEMENT_TYPE_NAMES,
  ANNOUNCEMENT_TYPES,
  type AnnouncementType,
  EXCHANGE_NAMES,
  EXCHANGES,
  type Exchange,
} from './market-names.ts';

export const SUMMARY_MAX = 2000;

/** Where the rows come from: the dataset's active import (示例数据 when synthetic). */
const disclosureSource = datasetSource;

const text = (max: number) => z.string().trim().max(max);
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const announcementFilter = z
  .object({
    /** Chinese full text over title, summary, company and code (jieba words and bigrams). */
    q: text(50).optional(),
    type: z.enum(ANNOUNCEMENT_TYPES).optional(),
    exchange: z.enum(EXCHANGES).optional(),
    province: text(20).optional(),
    from: dateField.optional(),
    to: dateField.optional(),
    /** Only this portal's province. */
    ours: flag.optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: '结束日期不能早于开始日期' });
export type AnnouncementFilter = z.input<typeof announcementFilter>;
export const announcementQuery = z
  .object({ ...pageQuery.shape, ...announcementFilter.shape })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'], error: '结束日期不能早于开始日期' });
export type AnnouncementQuery = z.input<typeof announcementQuery>;

/** A stretch of text, marked when it is what the search found (never HTML). */
export const fragment = z.object({ text: z.string(), hit: z.boolean() });
export type Fragment = z.infer<typeof fragment>;

export const announcementRow = z.object({
  announcementId: z.string(),
  code: z.string(),
  company: z.string(),
  exchange: z.enum(EXCHANGES),
  province: z.string(),
  announcedOn: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  /** The title and the summary around its first hit, cut at the query's hits. */
  title: z.array(fragment),
  summary: z.array(fragment),
  url: z.string().nullable(),
});
export type AnnouncementRow = z.infer<typeof announcementRow>;

export const announcementPage = pageOf(announcementRow).extend({
  source: disclosureSource.nullable(),
  /** The total stops counting here; the page then says "more than". */
  capped: z.boolean(),
});
export type AnnouncementPage = z.infer<typeof announcementPage>;

const typeCount = z.object({ type: z.enum(ANNOUNCEMENT_TYPES), count: z.number().int() });
/** The disclosure page's head: this province's companies, counts by type, the latest items. */
export const disclosureOverview = z.object({
  source: disclosureSource.nullable(),
  province: z.string(),
  /** The month and year counted (the as-of day's, else today's). */
  month: z.string(),
  year: z.number().int(),
  companies: z.number().int(),
  thisMonth: z.array(typeCount),
  thisYear: z.array(typeCount),
  latest: z.array(announcementRow),
});
export type DisclosureOverview = z.infer<typeof disclosureOverview>;

const BASE = '/console/api/disclosure';
export const disclosureEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: `${BASE}/overview`,
    summary: "This province's listed companies' disclosures: counts by type this month and year, the latest",
    response: disclosureOverview,
  }),
  announcements: endpoint({
    method: 'GET',
    path: `${BASE}/announcements`,
    summary: 'Announcements, searchable in Chinese over title and summary, filtered and paged, hits marked',
    query: announcementQuery,
    response: announcementPage,
  }),
  exportAnnouncements: endpoint({
    method: 'GET',
    path: `${BASE}/announcements/export`,
    summary: 'The filtered announcements as an Excel workbook ending with its source line',
    query: announcementFilter,
    response: null,
  }),
};
