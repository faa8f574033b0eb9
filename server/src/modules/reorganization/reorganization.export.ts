// The filtered lists as workbooks, read page by page and written as they come; the last row says
// where the figures come from, as the page does.
import {
  type CaseFilter,
  DEAL_STATUS_NAMES,
  DEAL_TYPE_NAMES,
  type DealFilter,
  PAYMENT_NAMES,
  type ReorgDataset,
  TARGET_STATUS_NAMES,
  TARGET_TYPE_NAMES,
  type TargetFilter,
} from '@portal/contract/reorganization';
import type { FastifyReply } from 'fastify';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { DEAL_COLUMNS, TARGET_COLUMNS } from './reorganization.datasets.ts';
import { batches, pageOfCases, pageOfDeals, pageOfTargets } from './reorganization.repository.ts';
import type { Reorganization } from './reorganization.service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;
const amount = (v: number | null) => v ?? '';

async function sendList<F, R>(
  reply: FastifyReply,
  ctx: Ctx,
  service: Reorganization,
  spec: {
    dataset: ReorgDataset;
    title: string;
    headers: readonly string[];
    widths: readonly number[];
    read: (
      db: Ctx['db'],
      importId: string,
      f: F,
      p: { limit: number; offset: number },
    ) => Promise<{ items: R[] }>;
    cells: (r: R, ours: string) => unknown[];
  },
  filter: F,
) {
  const active = await service.version(spec.dataset);
  const ours = await service.ourProvince();
  return sendWorkbook(reply, `${spec.title}_${chinaDay(ctx.clock())}.xlsx`, async (book) => {
    const row = book.sheet(spec.title, spec.headers, spec.widths);
    if (!active) return row(['尚未导入数据']);
    for await (const batch of batches(spec.read, ctx.db, active.id, filter))
      for (const r of batch) row(spec.cells(r, ours));
    row([`数据来源：${active.sourceName}${active.synthetic ? '（示例数据）' : ''}，截至 ${active.asOf}`]);
  });
}

export const sendDealsWorkbook = (reply: FastifyReply, ctx: Ctx, s: Reorganization, f: DealFilter) =>
  sendList(
    reply,
    ctx,
    s,
    {
      dataset: 'MA_DEALS',
      title: '并购重组交易',
      // The template's columns in its order, then whether the deal is this province's.
      headers: [...DEAL_COLUMNS, '本省'],
      widths: [30, 10, 30, 18, 30, 14, 10, 24, 8, 12, 14, 12, 12, 6],
      read: pageOfDeals,
      cells: (d, ours) => [
        d.companyName,
        d.stockCode,
        d.targetName,
        DEAL_TYPE_NAMES[d.type],
        d.counterparties,
        amount(d.price),
        PAYMENT_NAMES[d.payment],
        d.industry,
        d.province,
        d.announcedOn,
        DEAL_STATUS_NAMES[d.status],
        d.completedOn ?? '',
        d.terminatedOn ?? '',
        d.province === ours ? '是' : '',
      ],
    },
    f,
  );

export const sendTargetsWorkbook = (reply: FastifyReply, ctx: Ctx, s: Reorganization, f: TargetFilter) =>
  sendList(
    reply,
    ctx,
    s,
    {
      dataset: 'MA_TARGETS',
      title: '交易标的',
      headers: TARGET_COLUMNS,
      widths: [34, 10, 24, 8, 30, 14, 10, 12, 30],
      read: pageOfTargets,
      cells: (t) => [
        t.name,
        TARGET_TYPE_NAMES[t.type],
        t.industry,
        t.province,
        t.seller,
        t.askingPrice ?? '面议',
        TARGET_STATUS_NAMES[t.status],
        t.listedOn,
        t.contactOffice,
      ],
    },
    f,
  );

export const sendCasesWorkbook = (reply: FastifyReply, ctx: Ctx, s: Reorganization, f: CaseFilter) =>
  sendList(
    reply,
    ctx,
    s,
    {
      dataset: 'MA_CASES',
      title: '重组案例',
      headers: [
        '案例名称',
        '上市公司',
        '证券代码',
        '交易标的',
        '交易类型',
        '行业',
        '省份',
        '交易金额（亿元）',
        '支付方式',
        '首次公告日',
        '审核状态',
        '结果',
      ],
      widths: [30, 26, 10, 26, 18, 20, 8, 14, 10, 12, 12, 40],
      read: pageOfCases,
      cells: (c) => [
        c.title,
        c.companyName,
        c.stockCode,
        c.targetName,
        DEAL_TYPE_NAMES[c.type],
        c.industry,
        c.province,
        amount(c.price),
        PAYMENT_NAMES[c.payment],
        c.announcedOn,
        DEAL_STATUS_NAMES[c.status],
        c.outcome,
      ],
    },
    f,
  );
