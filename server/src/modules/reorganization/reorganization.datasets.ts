// The three reorganisation datasets as platform/datasets declarations: each template's columns
// (README), how one row is read and refused, its key within a file, and how a batch is written.
// Required cells are checked by the pipeline before `parse`; a refused cell fails the whole file.
import {
  DEAL_STATUS_NAMES,
  DEAL_TYPE_NAMES,
  type DealStatus,
  type DealType,
  PAYMENT_NAMES,
  type Payment,
  TARGET_STATUS_NAMES,
  TARGET_TYPE_NAMES,
} from '@portal/contract/reorganization';
import {
  day,
  decimal,
  defineDataset,
  namesOf,
  oneOf,
  type RowReader,
  text,
} from '../../platform/datasets/index.ts';
import { reorgCases, reorgDeals, reorgTargets } from './reorganization.schema.ts';

export type DealValues = Omit<typeof reorgDeals.$inferInsert, 'id' | 'importId'>;
export type TargetValues = Omit<typeof reorgTargets.$inferInsert, 'id' | 'importId'>;
export type CaseValues = Omit<typeof reorgCases.$inferInsert, 'id' | 'importId'>;

const enumOf = <T extends string>(names: Record<T, string>) => {
  const map = namesOf(names);
  const shown = Object.values<string>(names);
  return (r: RowReader, column: string) => oneOf(r, column, map, shown) as T;
};
const dealType = enumOf<DealType>(DEAL_TYPE_NAMES);
const payment = enumOf<Payment>(PAYMENT_NAMES);
const dealStatus = enumOf<DealStatus>(DEAL_STATUS_NAMES);
const targetType = enumOf(TARGET_TYPE_NAMES);
const targetStatus = enumOf(TARGET_STATUS_NAMES);

const stockCode = (r: RowReader) => {
  const v = r.cell('证券代码');
  return /^\d{6}$/.test(v) ? v : r.refuse('证券代码', '应为 6 位数字');
};
/** 亿元 with two decimals; 面议 / 未披露 (or empty) is not disclosed. */
const amount = (r: RowReader, column: string) =>
  ['面议', '未披露'].includes(r.cell(column)) ? null : decimal(r, column, { scale: 2, max: 1e8 });
/** Required cells are non-empty here (the pipeline checked), so these are strings. */
const must = (r: RowReader, column: string, max: number) => text(r, column, max) as string;
const optional = (r: RowReader, column: string, max: number) => text(r, column, max) ?? '';

export const DEAL_COLUMNS = [
  '上市公司',
  '证券代码',
  '交易标的',
  '交易类型',
  '交易对方',
  '交易金额（亿元）',
  '支付方式',
  '行业',
  '省份',
  '首次公告日',
  '审核状态',
  '完成日期',
  '终止日期',
] as const;

export const maDeals = defineDataset<DealValues>({
  key: 'MA_DEALS',
  title: '并购重组交易',
  columns: DEAL_COLUMNS,
  required: ['上市公司', '证券代码', '交易标的', '交易类型', '支付方式', '省份', '首次公告日', '审核状态'],
  example: {
    上市公司: '示例智能装备股份有限公司',
    证券代码: '688999',
    交易标的: '示例精密部件有限公司 100% 股权',
    交易类型: '发行股份购买资产',
    交易对方: '示例投资合伙企业（有限合伙）',
    '交易金额（亿元）': '6.80',
    支付方式: '混合',
    行业: '专用设备制造业',
    省份: '湖南',
    首次公告日: '2024-05-10',
    审核状态: '交易所审核',
  },
  keyColumn: '交易标的',
  parse(r, { asOf }) {
    const values = {
      companyName: must(r, '上市公司', 100),
      stockCode: stockCode(r) as string,
      targetName: must(r, '交易标的', 200),
      type: dealType(r, '交易类型'),
      counterparties: optional(r, '交易对方', 300),
      price: amount(r, '交易金额（亿元）'),
      payment: payment(r, '支付方式'),
      industry: optional(r, '行业', 50),
      province: must(r, '省份', 20),
      announcedOn: day(r, '首次公告日', asOf) as string,
      status: dealStatus(r, '审核状态'),
      completedOn: day(r, '完成日期', asOf),
      terminatedOn: day(r, '终止日期', asOf),
    };
    // A closing day follows the announcement.
    const { announcedOn, completedOn, terminatedOn } = values;
    if (announcedOn && completedOn && completedOn < announcedOn)
      return r.refuse('完成日期', '早于首次公告日');
    if (announcedOn && terminatedOn && terminatedOn < announcedOn)
      return r.refuse('终止日期', '早于首次公告日');
    return values;
  },
  keyOf: (d) => `${d.stockCode}|${d.targetName}|${d.announcedOn}`,
  write: async (tx, importId, rows) => {
    await tx.insert(reorgDeals).values(rows.map((d) => ({ ...d, importId })));
  },
});

export const TARGET_COLUMNS = [
  '标的名称',
  '标的类型',
  '行业',
  '省份',
  '出让方',
  '挂牌价格（亿元）',
  '状态',
  '挂牌日期',
  '联系机构',
] as const;

export const maTargets = defineDataset<TargetValues>({
  key: 'MA_TARGETS',
  title: '交易标的',
  columns: TARGET_COLUMNS,
  required: ['标的名称', '标的类型', '省份', '出让方', '状态', '挂牌日期'],
  example: {
    标的名称: '示例新材料有限公司 51% 股权',
    标的类型: '股权',
    行业: '新材料',
    省份: '湖南',
    出让方: '示例控股集团有限公司',
    '挂牌价格（亿元）': '面议',
    状态: '挂牌中',
    挂牌日期: '2024-08-01',
    联系机构: '示例产权交易所',
  },
  parse: (r, { asOf }) => ({
    name: must(r, '标的名称', 200),
    type: targetType(r, '标的类型'),
    industry: optional(r, '行业', 50),
    province: must(r, '省份', 20),
    seller: must(r, '出让方', 200),
    askingPrice: amount(r, '挂牌价格（亿元）'),
    status: targetStatus(r, '状态'),
    listedOn: day(r, '挂牌日期', asOf) as string,
    contactOffice: optional(r, '联系机构', 200),
  }),
  keyOf: (t) => `${t.name}|${t.seller}`,
  write: async (tx, importId, rows) => {
    await tx.insert(reorgTargets).values(rows.map((t) => ({ ...t, importId })));
  },
});

export const CASE_COLUMNS = [
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
  '背景',
  '方案',
  '审核关注问题',
  '结果',
  '启示',
] as const;

export const maCases = defineDataset<CaseValues>({
  key: 'MA_CASES',
  title: '重组案例',
  columns: CASE_COLUMNS,
  required: [
    '案例名称',
    '上市公司',
    '证券代码',
    '交易标的',
    '交易类型',
    '支付方式',
    '省份',
    '首次公告日',
    '审核状态',
  ],
  example: {
    案例名称: '示例装备收购精密部件',
    上市公司: '示例智能装备股份有限公司',
    证券代码: '688999',
    交易标的: '示例精密部件有限公司 100% 股权',
    交易类型: '发行股份购买资产',
    行业: '专用设备制造业',
    省份: '湖南',
    '交易金额（亿元）': '6.80',
    支付方式: '混合',
    首次公告日: '2024-05-10',
    审核状态: '已完成',
    背景: '上市公司向上游关键部件延伸。',
    方案: '发行股份及支付现金购买标的全部股权。',
    审核关注问题: '标的估值的合理性；业绩承诺的可实现性',
    结果: '交易完成，标的纳入合并范围。',
    启示: '产业链整合须说明协同效应。',
  },
  parse: (r, { asOf }) => ({
    title: must(r, '案例名称', 100),
    companyName: must(r, '上市公司', 100),
    stockCode: stockCode(r) as string,
    targetName: must(r, '交易标的', 200),
    type: dealType(r, '交易类型'),
    industry: optional(r, '行业', 50),
    province: must(r, '省份', 20),
    price: amount(r, '交易金额（亿元）'),
    payment: payment(r, '支付方式'),
    announcedOn: day(r, '首次公告日', asOf) as string,
    status: dealStatus(r, '审核状态'),
    background: optional(r, '背景', 4000),
    plan: optional(r, '方案', 4000),
    // One question per line, or separated by 「；」.
    questions: optional(r, '审核关注问题', 4000)
      .split(/[；;\n]/)
      .map((q) => q.trim())
      .filter(Boolean),
    outcome: optional(r, '结果', 4000),
    lessons: optional(r, '启示', 4000),
  }),
  keyOf: (c) => c.title,
  write: async (tx, importId, rows) => {
    await tx.insert(reorgCases).values(rows.map((c) => ({ ...c, importId })));
  },
});
