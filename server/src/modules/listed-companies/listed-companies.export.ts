// The listed-company tables as workbooks: the filtered companies read in batches, and the
// statistics one sheet per table. Each sheet ends with its source line, as the page shows it.

import type { DatasetSource } from '@portal/contract/datasets';
import {
  LISTED_BOARD_NAMES,
  LISTED_EXCHANGE_NAMES,
  type ListedBoard,
  type ListedExchange,
  PROVINCE_NAMES,
} from '@portal/contract/listed-companies';
import type { FastifyReply } from 'fastify';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sourceOf } from '../../platform/datasets/index.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { type CompanyFilter, companyBatches } from './listed-companies.repository.ts';
import type { ListedCompaniesService } from './listed-companies.service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
const sourceLine = (s: DatasetSource | null) =>
  s ? `数据来源：${s.sourceName}${s.synthetic ? '（示例数据）' : ''}，截至 ${s.asOf}` : '尚未导入数据';
const provinceName = (code: string) => PROVINCE_NAMES.get(code) ?? code;

export async function sendCompaniesWorkbook(
  reply: FastifyReply,
  ctx: Ctx,
  service: ListedCompaniesService,
  filter: CompanyFilter,
) {
  const version = await service.companiesVersion();
  return sendWorkbook(reply, `上市公司_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      '上市公司',
      ['证券代码', '证券简称', '交易所', '板块', '省份', '城市', '行业', '上市日期', '总市值（亿元）'],
      [10, 20, 10, 12, 14, 12, 30, 12, 14],
    );
    if (!version) return row([sourceLine(null)]);
    for await (const batch of companyBatches(ctx.db, version.id, filter))
      for (const c of batch)
        row([
          c.stockCode,
          c.name,
          LISTED_EXCHANGE_NAMES[c.exchange],
          LISTED_BOARD_NAMES[c.board],
          provinceName(c.province),
          c.city,
          c.industry,
          c.listedOn,
          c.marketValue,
        ]);
    row([sourceLine(sourceOf(version))]);
  });
}

export async function sendSecuritiesWorkbook(
  reply: FastifyReply,
  ctx: Ctx,
  service: ListedCompaniesService,
  query: { exchange?: ListedExchange; industry?: string },
) {
  const o = await service.securities(query);
  const line = sourceLine(o.source);
  return sendWorkbook(reply, `上市公司统计_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const tables = [
      ['按交易所', '交易所', o.byExchange, (k: string) => LISTED_EXCHANGE_NAMES[k as ListedExchange] ?? k],
      ['按板块', '板块', o.byBoard, (k: string) => LISTED_BOARD_NAMES[k as ListedBoard] ?? k],
      ['按省份', '省份', o.byProvince, provinceName],
      ['按行业', '行业', o.byIndustry, (k: string) => k],
      ['按上市年份', '上市年份', o.byYear, (k: string) => k],
      [`${provinceName(o.province.code)}按城市`, '城市', o.province.byCity, (k: string) => k || '（未填）'],
    ] as const;
    for (const [sheet, title, rows, label] of tables) {
      const row = book.sheet(sheet, [title, '公司家数', '总市值（亿元）'], [30, 12, 16]);
      for (const r of rows) row([label(r.key), r.count, r.value]);
      row([line]);
    }
    const national = book.sheet(
      '全国概况',
      ['时点', '上市公司家数', '总市值（亿元）', '说明', '来源', '截至'],
      [16, 14, 16, 60, 20, 12],
    );
    for (const n of o.national)
      national([n.label, n.count ?? '', n.marketValueYi ?? '', n.note, n.sourceName, n.asOf]);
  });
}

export async function sendFinancialsWorkbook(
  reply: FastifyReply,
  ctx: Ctx,
  service: ListedCompaniesService,
  query: { year?: number; industry?: string },
) {
  const o = await service.financials(query);
  const lines = [sourceLine(o.source), `省份、行业：${sourceLine(o.companiesSource)}`];
  const headers = [
    '公司家数',
    '营业收入（亿元）',
    '净利润（亿元）',
    '平均净资产收益率（%）',
    '研发投入占比（%，按营收加权）',
  ];
  return sendWorkbook(reply, `主要财务指标_${o.year ?? ''}_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const tables = [
      [`${o.year ?? ''}按省份`, '省份', o.byProvince, provinceName],
      [`${o.year ?? ''}按行业`, '行业', o.byIndustry, (k: string) => k],
    ] as const;
    for (const [sheet, title, rows, label] of tables) {
      const row = book.sheet(sheet, [title, ...headers], [30, 10, 16, 16, 18, 22]);
      for (const r of rows)
        row([label(r.key), r.companies, r.revenue, r.netProfit, r.roe ?? '', r.rdRatio ?? '']);
      for (const l of lines) row([l]);
    }
  });
}
