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
import { day, defineDataset, link, type RowReader, text } from '../../platform/datasets/index.ts';
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

const exchangeOf = new Map<string, Exchange>([
  ...EXCHANGES.flatMap((e) => [[EXCHANGE_NAMES[e], e] as const, [e, e] as const]),
  ['上海证券交易所', 'SSE'],
  ['深圳证券交易所', 'SZSE'],
  ['北京证券交易所', 'BSE'],
]);
const typeOf = new Map<string, AnnouncementType>(
  ANNOUNCEMENT_TYPES.flatMap((t) => [[ANNOUNCEMENT_TYPE_NAMES[t], t] as const, [t, t] as const]),
);
/** One row's values, or null after refusing each bad cell (the pipeline lists them all). */
export function parseAnnouncement(r: RowReader, asOf: string): AnnouncementValues | null {
  // Empty required cells are refused by the pipeline; here each filled cell is checked.
  let ok = true;
  const refuse = (column: string, message: string) => {
    ok = false;
    return r.refuse(column, message);
  };
  const filled = (value: string | null, column: string) => {
    if (value === null && r.cell(column) !== '') ok = false;
    return value ?? '';
  };
  const code = r.cell('证券代码');
  if (code !== '' && !/^\d{6}$/.test(code)) refuse('证券代码', '应为 6 位数字');
  const company = filled(text(r, '公司名称', 100), '公司名称');
  const exchange = exchangeOf.get(r.cell('交易所'));
  if (r.cell('交易所') !== '' && !exchange)
    refuse('交易所', `应为 ${Object.values(EXCHANGE_NAMES).join('、')} 之一`);
  const province = shortName(filled(text(r, '省份', 20), '省份'));
  const announcedOn = filled(day(r, '公告日期', asOf), '公告日期');
  const title = filled(text(r, '公告标题', 300), '公告标题');
  const summary = filled(text(r, '摘要', SUMMARY_MAX), '摘要');
  const typeCell = r.cell('公告类型');
  const type = typeCell === '' ? classifyTitle(title) : typeOf.get(typeCell);
  if (!type)
    refuse('公告类型', `应为 ${Object.values(ANNOUNCEMENT_TYPE_NAMES).join('、')} 之一，或留空按标题归类`);
  const url = link(r, '链接');
  if (url === null && r.cell('链接') !== '') ok = false;
  if (!ok || !code || !company || !exchange || !announcedOn || !title || !type) return null;
  return { code, company, exchange, province, announcedOn, type, title, summary, url };
}

/** Unique within one file: the same company's same title on the same day is one announcement. */
export const keyOfAnnouncement = (a: AnnouncementValues) => `${a.code}|${a.announcedOn}|${a.title}`;

export const announcementsDataset = defineDataset<AnnouncementValues>({
  key: ANNOUNCEMENTS_DATASET,
  title: '上市公司公告',
  columns: COLUMNS,
  required: REQUIRED,
  example: {
    证券代码: '688999',
    公司名称: '示例智能装备股份有限公司',
    交易所: '上交所',
    省份: '湖南',
    公告日期: '2024-04-26',
    公告类型: '定期报告',
    公告标题: '2023年年度报告',
    摘要: '报告期内公司实现营业收入 12.5 亿元。',
    链接: 'https://www.example.com/announcement/2023-annual.pdf',
  },
  parse: (r, { asOf }) => parseAnnouncement(r, asOf),
  keyOf: keyOfAnnouncement,
  keyColumn: '公告标题',
  write: (tx, importId, rows) => insertAnnouncements(tx, importId, rows),
});
