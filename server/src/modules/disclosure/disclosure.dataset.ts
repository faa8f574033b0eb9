// The announcements workbook (README "Announcements template"), one row per announcement. Each
// cell is checked here; the shared pipeline (platform/datasets) reads the sheet, collects the
// refusals by row and column, and writes nothing unless every row passes.
import {
  ANNOUNCEMENT_TYPE_NAMES,
  ANNOUNCEMENT_TYPES,
  ANNOUNCEMENTS_DATASET,
  type AnnouncementType,
  EXCHANGE_NAMES,
  EXCHANGES,
  type Exchange,
  SUMMARY_MAX,
} from '@portal/contract/disclosure';
import type { DatasetDeclaration } from '../../platform/datasets/index.ts';
import { shortName } from '../../platform/dictionaries/places.ts';
import { classifyTitle } from './disclosure.classify.ts';
import { insertAnnouncements } from './disclosure.repository.ts';

export type AnnouncementValues = {
  code: string;
  company: string;
  exchange: Exchange;
  province: string;
  announcedOn: string;
  type: AnnouncementType;
  title: string;
  summary: string;
  url: string | null;
};

export const COLUMNS = [
  '证券代码',
  '公司名称',
  '交易所',
  '省份',
  '公告日期',
  '公告类型',
  '公告标题',
  '摘要',
  '链接',
] as const;
export const REQUIRED = ['证券代码', '公司名称', '交易所', '省份', '公告日期', '公告标题'] as const;

/** What the pipeline hands a row's parser (the shared RowReader's shape). */
export type Cells = {
  cell(column: string): string;
  refuse(column: string, message: string): null;
};

const exchangeOf = new Map<string, Exchange>([
  ...EXCHANGES.flatMap((e) => [[EXCHANGE_NAMES[e], e] as const, [e, e] as const]),
  ['上海证券交易所', 'SSE'],
  ['深圳证券交易所', 'SZSE'],
  ['北京证券交易所', 'BSE'],
]);
const typeOf = new Map<string, AnnouncementType>(
  ANNOUNCEMENT_TYPES.flatMap((t) => [[ANNOUNCEMENT_TYPE_NAMES[t], t] as const, [t, t] as const]),
);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** A link readers may follow: http or https only (no javascript:, file:, data:). */
function linkOf(value: string): string | null {
  if (value.length > 500 || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? url.href : null;
  } catch {
    return null;
  }
}

/** One row's values, or null after refusing each bad cell (the pipeline lists them all). */
export function parseAnnouncement(r: Cells, asOf: string): AnnouncementValues | null {
  let ok = true;
  const refuse = (column: string, message: string) => {
    ok = false;
    return r.refuse(column, message);
  };
  const text = (column: string, max: number) => {
    const v = r.cell(column);
    if (v.length <= max) return v;
    refuse(column, `不超过 ${max} 个字`);
    return '';
  };
  const code = r.cell('证券代码');
  if (!/^\d{6}$/.test(code)) refuse('证券代码', '应为 6 位数字');
  const company = text('公司名称', 100);
  const exchange = exchangeOf.get(r.cell('交易所'));
  if (!exchange) refuse('交易所', `应为 ${Object.values(EXCHANGE_NAMES).join('、')} 之一`);
  const province = shortName(text('省份', 20));
  const announcedOn = r.cell('公告日期');
  if (!isRealDay(announcedOn)) refuse('公告日期', '日期应为 YYYY-MM-DD 且真实存在');
  else if (announcedOn > asOf) refuse('公告日期', `晚于数据截止日 ${asOf}`);
  const title = text('公告标题', 300);
  const summary = text('摘要', SUMMARY_MAX);
  const typeCell = r.cell('公告类型');
  const type = typeCell === '' ? classifyTitle(title) : typeOf.get(typeCell);
  if (!type)
    refuse('公告类型', `应为 ${Object.values(ANNOUNCEMENT_TYPE_NAMES).join('、')} 之一，或留空按标题归类`);
  const link = r.cell('链接');
  const url = link === '' ? null : linkOf(link);
  if (link !== '' && !url) refuse('链接', '应为 http:// 或 https:// 开头的网址，不超过 500 个字符');
  if (!ok || !exchange || !type) return null;
  return { code, company, exchange, province, announcedOn, type, title, summary, url };
}

/** Unique within one file: the same company's same title on the same day is one announcement. */
export const keyOfAnnouncement = (a: AnnouncementValues) => `${a.code}|${a.announcedOn}|${a.title}`;

export const announcementsDataset: DatasetDeclaration<AnnouncementValues> = {
  key: ANNOUNCEMENTS_DATASET,
  title: '上市公司公告',
  columns: COLUMNS,
  required: REQUIRED,
  parse: (r, { asOf }) => parseAnnouncement(r, asOf),
  keyOf: keyOfAnnouncement,
  write: (tx, importId, rows) => insertAnnouncements(tx, importId, rows),
};
