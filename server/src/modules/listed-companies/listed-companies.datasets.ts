// The two datasets an administrator imports (templates in README.md): listed companies with their
// market value at the as-of day, and their major financial indicators per year. platform/datasets
// reads, versions and restores them; these say what a good row is and where it goes.
import {
  EXCHANGE_OF_BOARD,
  LISTED_BOARD_NAMES,
  LISTED_BOARDS,
  LISTED_EXCHANGE_NAMES,
  LISTED_EXCHANGES,
  type ListedBoard,
  type ListedExchange,
  PROVINCES,
} from '@portal/contract/listed-companies';
import type { Database } from '../../db/client.ts';
import {
  activeVersion,
  type DatasetDeclaration,
  day,
  decimal,
  defineDataset,
  integer,
  oneOf,
  type RowReader,
  text,
} from '../../platform/datasets/index.ts';
import { storeIndicatorTotals } from './listed-companies.repository.ts';
import { listedCompanies, listedFinancials } from './listed-companies.schema.ts';

export type ListedCompanyValues = Omit<typeof listedCompanies.$inferInsert, 'id' | 'importId'>;
export type ListedFinancialValues = Omit<typeof listedFinancials.$inferInsert, 'id' | 'importId'>;

const EXCHANGES = new Map<string, ListedExchange>([
  ...LISTED_EXCHANGES.map((e) => [LISTED_EXCHANGE_NAMES[e], e] as const),
  ['上海证券交易所', 'SSE'],
  ['深圳证券交易所', 'SZSE'],
  ['北京证券交易所', 'BSE'],
]);
/** 主板 names the main board of the row's exchange. */
const BOARDS = new Map<string, ListedBoard | 'MAIN'>([
  ...LISTED_BOARDS.map((b) => [LISTED_BOARD_NAMES[b], b] as const),
  ['主板', 'MAIN'],
]);
const PROVINCE_BY_NAME = new Map<string, string>(
  PROVINCES.flatMap(([code, name, short]) => [
    [name, code],
    [short, code],
  ]),
);

const STOCK_CODE = /^\d{6}$/;
const EXCHANGE_SHOWN = LISTED_EXCHANGES.map((e) => LISTED_EXCHANGE_NAMES[e]);
/** The refusal lists the short names; the full ones are read too. */
const PROVINCE_SHOWN = ['湖南省、湖南等省级行政区的全称或简称'];

export const COMPANY_COLUMNS = [
  '证券代码',
  '证券简称',
  '交易所',
  '板块',
  '省份',
  '城市',
  '行业',
  '上市日期',
  '总市值（亿元）',
] as const;

export const LISTED_COMPANIES: DatasetDeclaration<ListedCompanyValues> = defineDataset({
  key: 'LISTED_COMPANIES',
  title: '上市公司',
  columns: COMPANY_COLUMNS,
  required: COMPANY_COLUMNS.filter((c) => c !== '城市'),
  example: {
    证券代码: '688999',
    证券简称: '示例装备',
    交易所: '上交所',
    板块: '科创板',
    省份: '湖南省',
    城市: '长沙市',
    行业: '专用设备制造业',
    上市日期: '2024-03-01',
    '总市值（亿元）': '86.25',
  },
  parse(r, { asOf }) {
    // Every cell is checked, so one pass names all of a row's faults.
    const code = stockCode(r);
    const name = text(r, '证券简称', 50);
    const exchange = oneOf(r, '交易所', EXCHANGES, EXCHANGE_SHOWN);
    const named = oneOf(r, '板块', BOARDS, [...BOARDS.keys()]);
    const province = oneOf(r, '省份', PROVINCE_BY_NAME, PROVINCE_SHOWN);
    // Optional: empty is '' (text() answers null for empty and for refused alike).
    const city = r.cell('城市') === '' ? '' : text(r, '城市', 30);
    const industry = text(r, '行业', 50);
    const listedOn = day(r, '上市日期', asOf);
    const marketValue = decimal(r, '总市值（亿元）', { scale: 4, min: 0, max: 1_000_000 });
    if (
      code === null ||
      name === null ||
      exchange === null ||
      named === null ||
      province === null ||
      city === null ||
      industry === null ||
      listedOn === null ||
      marketValue === null
    )
      return null;
    const board =
      named === 'MAIN'
        ? exchange === 'SSE'
          ? 'SSE_MAIN'
          : exchange === 'SZSE'
            ? 'SZSE_MAIN'
            : 'BSE'
        : named;
    if (EXCHANGE_OF_BOARD[board] !== exchange)
      return r.refuse('板块', `${LISTED_BOARD_NAMES[board]}不属于${LISTED_EXCHANGE_NAMES[exchange]}`);
    return { stockCode: code, name, exchange, board, province, city, industry, listedOn, marketValue };
  },
  keyOf: (row) => row.stockCode,
  write: (tx: Database, importId, rows) =>
    tx
      .insert(listedCompanies)
      .values(rows.map((row) => ({ ...row, importId })))
      .then(() => undefined),
  activated: storeActiveTotals,
});

export const FINANCIAL_COLUMNS = [
  '证券代码',
  '年度',
  '营业收入（亿元）',
  '净利润（亿元）',
  '净资产收益率（%）',
  '研发投入占比（%）',
  '总资产（亿元）',
] as const;

export const LISTED_FINANCIALS: DatasetDeclaration<ListedFinancialValues> = defineDataset({
  key: 'LISTED_FINANCIALS',
  title: '上市公司主要财务指标',
  columns: FINANCIAL_COLUMNS,
  required: ['证券代码', '年度', '营业收入（亿元）', '净利润（亿元）'],
  example: {
    证券代码: '688999',
    年度: '2024',
    '营业收入（亿元）': '12.5',
    '净利润（亿元）': '1.36',
    '净资产收益率（%）': '8.2',
    '研发投入占比（%）': '9.6',
    '总资产（亿元）': '30.4',
  },
  parse(r, { asOf }) {
    const code = stockCode(r);
    // A year's figures are published after it ends: the year must be before the as-of day's.
    const year = integer(r, '年度', { min: 1990, max: Number(asOf.slice(0, 4)) - 1 });
    const revenue = decimal(r, '营业收入（亿元）', { scale: 4, min: 0, max: 1_000_000 });
    const netProfit = decimal(r, '净利润（亿元）', { scale: 4, min: -1_000_000, max: 1_000_000 });
    const roe = optional(r, '净资产收益率（%）', () =>
      decimal(r, '净资产收益率（%）', { scale: 4, min: -1000, max: 1000 }),
    );
    const rdRatio = optional(r, '研发投入占比（%）', () =>
      decimal(r, '研发投入占比（%）', { scale: 4, min: 0, max: 100 }),
    );
    const totalAssets = optional(r, '总资产（亿元）', () =>
      decimal(r, '总资产（亿元）', { scale: 4, min: 0, max: 10_000_000 }),
    );
    if (
      code === null ||
      year === null ||
      revenue === null ||
      netProfit === null ||
      roe === undefined ||
      rdRatio === undefined ||
      totalAssets === undefined
    )
      return null;
    return { stockCode: code, year, revenue, netProfit, roe, rdRatio, totalAssets };
  },
  keyOf: (row) => `${row.stockCode} ${row.year}`,
  write: (tx: Database, importId, rows) =>
    tx
      .insert(listedFinancials)
      .values(rows.map((row) => ({ ...row, importId })))
      .then(() => undefined),
  activated: storeActiveTotals,
});

/**
 * The indicators screen reads totals of the active pair of versions (companies × financials): a new
 * or restored version of either stores them, in its transaction, so the first reader does not wait.
 */
async function storeActiveTotals(tx: Database) {
  const companies = await activeVersion(tx, 'LISTED_COMPANIES');
  const financials = await activeVersion(tx, 'LISTED_FINANCIALS');
  if (companies && financials)
    await storeIndicatorTotals(tx, { companies: companies.id, financials: financials.id });
}

function stockCode(r: RowReader): string | null {
  const code = r.cell('证券代码');
  return STOCK_CODE.test(code) ? code : r.refuse('证券代码', '应为 6 位数字');
}

/** An optional cell: null when empty, the parsed value, or undefined when refused. */
function optional<T>(r: RowReader, column: string, read: () => T | null): T | null | undefined {
  if (r.cell(column) === '') return null;
  return read() ?? undefined;
}
