// The problem list and the statistics as streamed workbooks (platform/excel/xlsx.ts): the list in
// keyset batches of the caller's scope and filters, the statistics as two sheets.
import { zhName } from '@portal/contract';
import type { ProblemListQuery, ProblemStats } from '@portal/contract/problem';
import type { Database } from '../../db/client.ts';
import { chinaMinute } from '../../platform/china-time.ts';
import type { SheetWriter } from '../../platform/excel/xlsx.ts';
import { exportBatches, type ProblemScope } from './problem.repository.ts';
import { toSummary } from './problem.service.ts';

const ESCALATION = ['', '催办', '黄牌', '红牌'];

export const PROBLEM_EXPORT_LIST = {
  key: 'problem',
  title: '绿色通道问题',
  columns: [
    { key: 'title', title: '问题标题' },
    { key: 'category', title: '问题类别' },
    { key: 'enterprise', title: '企业名称' },
    { key: 'state', title: '状态' },
    { key: 'office', title: '受理金融办' },
    { key: 'leadUnit', title: '牵头单位' },
    { key: 'deadline', title: '办理期限' },
    { key: 'overdue', title: '是否超期' },
    { key: 'escalation', title: '预警' },
    { key: 'supervised', title: '督办' },
    { key: 'rating', title: '评价' },
    { key: 'submittedAt', title: '提交时间' },
    { key: 'updatedAt', title: '更新时间' },
  ],
} as const;

type Summary = ReturnType<typeof toSummary>;
const at = (iso: string | null) => (iso ? chinaMinute(new Date(iso)) : '');
const CELLS: Record<string, (s: Summary) => string> = {
  title: (s) => s.title,
  category: (s) => zhName('problemCategory', s.category),
  enterprise: (s) => s.enterprise.name,
  state: (s) => zhName('problemState', s.state),
  office: (s) => s.office?.name ?? '',
  leadUnit: (s) => s.leadUnit?.name ?? '',
  deadline: (s) => at(s.deadline),
  overdue: (s) => (s.overdue ? '是' : '否'),
  escalation: (s) => ESCALATION[s.escalation] ?? '',
  supervised: (s) => (s.supervised ? '是' : '否'),
  rating: (s) => (s.rating ? zhName('problemRating', s.rating) : ''),
  submittedAt: (s) => at(s.submittedAt),
  updatedAt: (s) => at(s.updatedAt),
};

export async function writeProblemList(
  writer: SheetWriter,
  db: Database,
  columns: readonly { key: string; title: string }[],
  scope: ProblemScope,
  q: Omit<ProblemListQuery, 'page' | 'size'>,
  now: Date,
): Promise<number> {
  const used = columns.filter((c) => CELLS[c.key]);
  const add = writer.sheet(
    '绿色通道问题',
    used.map((c) => c.title),
  );
  let rows = 0;
  for await (const batch of exportBatches(db, scope, q, now)) {
    for (const row of batch) add(used.map((c) => CELLS[c.key]!(toSummary(row, now))));
    rows += batch.length;
  }
  return rows;
}

const percent = (v: number | null) => (v === null ? '' : `${Math.round(v * 1000) / 10}%`);
const MEASURES = [
  '受理数',
  '已办结',
  '按期办结',
  '超期',
  '平均办理天数',
  '已评价',
  '满意/基本满意',
  '满意率',
];
type StatsRow = ProblemStats['units'][number] | ProblemStats['categories'][number];
const measuresOf = (r: StatsRow) => [
  r.received,
  r.closed,
  r.onTime,
  r.overdue,
  r.averageDays ?? '',
  r.rated,
  r.satisfied,
  percent(r.satisfaction),
];

export function writeProblemStats(writer: SheetWriter, stats: ProblemStats): void {
  const units = writer.sheet('按单位', ['牵头单位', ...MEASURES], [30]);
  for (const r of stats.units) units([r.unit.name, ...measuresOf(r)]);
  const categories = writer.sheet('按类别', ['问题类别', ...MEASURES], [20]);
  for (const r of stats.categories) categories([zhName('problemCategory', r.category), ...measuresOf(r)]);
}
