// The filtered cases as a workbook, read in batches and written as they come. The first row says
// where the figures come from, as the page does.
import {
  IPO_BOARD_NAMES,
  IPO_STATUS_NAMES,
  type IpoBoard,
  LETTER_CATEGORY_NAMES,
} from '@portal/contract/ipo-data';
import type { FastifyReply } from 'fastify';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { caseBatches } from './ipo-data.repository.ts';
import { type createIpoData, type IpoCaseFilter, sourceOf } from './ipo-data.service.ts';

export async function sendCasesWorkbook(
  reply: FastifyReply,
  ctx: Pick<AppContext, 'db' | 'clock'>,
  ipo: ReturnType<typeof createIpoData>,
  filter: IpoCaseFilter,
) {
  const active = await ipo.current();
  return sendWorkbook(reply, `IPO案例_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      'IPO案例',
      ['公司名称', '板块', '省份', '行业', '保荐机构', '状态', '受理日期', '募资金额（亿元）', '本省企业'],
      [36, 12, 10, 30, 28, 12, 12, 14, 10],
    );
    if (!active) return;
    const source = sourceOf(active);
    for await (const batch of caseBatches(ctx.db, active.id, filter))
      for (const c of batch)
        row([
          c.companyName,
          IPO_BOARD_NAMES[c.board],
          c.province,
          c.industry,
          c.sponsor,
          IPO_STATUS_NAMES[c.status],
          c.acceptedOn,
          c.fundsRaised ?? '',
          c.enterpriseId ? '是' : '',
        ]);
    row([`数据来源：${source.sourceName}${source.synthetic ? '（示例数据）' : ''}，截至 ${source.asOf}`]);
  });
}

/** Every statistics table of the overview (and the chosen year's months), one sheet each. */
export async function sendOverviewWorkbook(
  reply: FastifyReply,
  ctx: Pick<AppContext, 'clock'>,
  ipo: ReturnType<typeof createIpoData>,
  query: { year?: number; board?: IpoBoard },
) {
  const o = await ipo.overview(query);
  const line = o.source
    ? `数据来源：${o.source.sourceName}${o.source.synthetic ? '（示例数据）' : ''}，截至 ${o.source.asOf}`
    : '尚未导入数据';
  return sendWorkbook(reply, `IPO统计_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const tallies = [
      ['按年份', '年份', o.byYear, (k: string) => k],
      ['按月份', '月份', o.byMonth, (k: string) => k],
      ['按板块', '板块', o.byBoard, (k: string) => IPO_BOARD_NAMES[k as IpoBoard] ?? k],
      ['按省份', '省份', o.byProvince, (k: string) => k],
      ['按行业', '行业', o.byIndustry, (k: string) => k],
    ] as const;
    for (const [sheet, title, rows, label] of tallies) {
      const row = book.sheet(sheet, [title, '上市家数', '募资金额（亿元）'], [30, 12, 16]);
      for (const r of rows) row([label(r.key), r.count, r.funds]);
      row([line]);
    }
    const queue = book.sheet('审核队列', ['板块', '状态', '家数'], [14, 14, 10]);
    for (const q of o.queueByBoard) queue([IPO_BOARD_NAMES[q.board], IPO_STATUS_NAMES[q.status], q.count]);
    queue([line]);
    const national = book.sheet(
      '全国概况',
      ['年份', 'IPO 家数', '募资金额（亿元）', '说明', '来源', '截至'],
      [8, 10, 16, 40, 30, 12],
    );
    for (const n of o.national) national([n.year, n.ipoCount, n.fundsRaisedYi, n.note, n.sourceName, n.asOf]);
  });
}

/** The filtered letter questions, page by page. */
export async function sendLettersWorkbook(
  reply: FastifyReply,
  ctx: Pick<AppContext, 'clock'>,
  ipo: ReturnType<typeof createIpoData>,
  filter: Record<string, unknown>,
) {
  return sendWorkbook(reply, `问询函_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(
      '问询函',
      ['公司名称', '板块', '轮次', '问询日期', '序号', '类别', '问题'],
      [36, 12, 8, 12, 8, 8, 80],
    );
    let source: string | null = null;
    for (let page = 1; ; page++) {
      const found = await ipo.letters({ ...filter, page, size: 500 } as Parameters<typeof ipo.letters>[0]);
      if (found.source)
        source = `数据来源：${found.source.sourceName}${found.source.synthetic ? '（示例数据）' : ''}，截至 ${found.source.asOf}`;
      for (const q of found.items)
        row([
          q.companyName,
          IPO_BOARD_NAMES[q.board],
          q.round,
          q.letterDate,
          q.number,
          LETTER_CATEGORY_NAMES[q.category],
          q.question,
        ]);
      if (found.items.length < 500) break;
    }
    if (source) row([source]);
  });
}
