// The IPO-cases workbook (README "IPO cases template"): the first row names the columns, any order.
// Every row is checked before anything is stored (all or nothing); each refusal names the row and
// the column. Dates after the as-of day, unknown boards or statuses, bad amounts and a company
// listed twice for one board are refused.
import {
  IPO_BOARD_NAMES,
  IPO_BOARDS,
  IPO_STATUS_NAMES,
  IPO_STATUSES,
  type IpoBoard,
  type IpoStatus,
} from '@portal/contract/ipo-data';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';

export type IpoCaseValues = {
  companyName: string;
  creditCode: string | null;
  board: IpoBoard;
  province: string;
  industry: string;
  sponsor: string;
  lawFirm: string;
  accountant: string;
  status: IpoStatus;
  acceptedOn: string;
  inquiredOn: string | null;
  committeeOn: string | null;
  registeredOn: string | null;
  listedOn: string | null;
  terminatedOn: string | null;
  fundsRaised: number | null;
  questions: string[];
};

export const CASE_COLUMNS = [
  '公司名称',
  '统一社会信用代码',
  '板块',
  '省份',
  '行业',
  '保荐机构',
  '律师事务所',
  '会计师事务所',
  '状态',
  '受理日期',
  '问询日期',
  '上会日期',
  '注册日期',
  '上市日期',
  '终止日期',
  '募资金额（亿元）',
  '审核问题',
] as const;
type Column = (typeof CASE_COLUMNS)[number];
const REQUIRED: readonly Column[] = ['公司名称', '板块', '省份', '行业', '保荐机构', '状态', '受理日期'];
const MAX_ERRORS = 200;

const boardOf = new Map<string, IpoBoard>(
  IPO_BOARDS.flatMap((b) => [
    [IPO_BOARD_NAMES[b], b],
    [b, b],
  ]),
);
const statusOf = new Map<string, IpoStatus>(
  IPO_STATUSES.flatMap((s) => [
    [IPO_STATUS_NAMES[s], s],
    [s, s],
  ]),
);
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** The rows of an IPO-cases workbook, or a 400 listing every bad cell; asOf bounds the dates. */
export async function readCasesWorkbook(data: Buffer, asOf: string): Promise<IpoCaseValues[]> {
  const { header, rows } = await readFirstSheet(data);
  const at = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = REQUIRED.filter((c) => !at.has(c));
  if (missing.length > 0)
    throw new ValidationError([
      { path: 'file', message: `不是 IPO 案例模板：表头缺少 ${missing.join('、')}` },
    ]);
  const problems: ErrorDetail[] = [];
  const cases: IpoCaseValues[] = [];
  const seen = new Map<string, number>();
  for (const [line, cells] of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const cell = (c: Column) => {
      const i = at.get(c);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const refuse = (c: Column, message: string) => {
      problems.push({ path: 'file', message: `第 ${line} 行「${c}」：${message}` });
      return null;
    };
    for (const c of REQUIRED) if (cell(c) === '') refuse(c, '必填');
    const text = (c: Column, max: number) => {
      const v = cell(c);
      return v.length > max ? refuse(c, `不超过 ${max} 个字`) : v;
    };
    const day = (c: Column) => {
      const v = cell(c);
      if (v === '') return null;
      if (!isRealDay(v)) return refuse(c, '日期应为 YYYY-MM-DD 且真实存在');
      if (v > asOf) return refuse(c, `晚于数据截止日 ${asOf}`);
      return v;
    };
    const companyName = text('公司名称', 100);
    const code = cell('统一社会信用代码').toUpperCase();
    if (code !== '' && !CREDIT_CODE.test(code)) refuse('统一社会信用代码', '应为 18 位统一社会信用代码');
    const board = boardOf.get(cell('板块'));
    if (cell('板块') !== '' && !board)
      refuse('板块', `应为 ${Object.values(IPO_BOARD_NAMES).join('、')} 之一`);
    const status = statusOf.get(cell('状态'));
    if (cell('状态') !== '' && !status)
      refuse('状态', `应为 ${Object.values(IPO_STATUS_NAMES).join('、')} 之一`);
    const dates = {
      acceptedOn: day('受理日期'),
      inquiredOn: day('问询日期'),
      committeeOn: day('上会日期'),
      registeredOn: day('注册日期'),
      listedOn: day('上市日期'),
      terminatedOn: day('终止日期'),
    };
    if (status === 'LISTED' && !dates.listedOn && cell('上市日期') === '')
      refuse('上市日期', '已上市的案例须填写');
    if (status === 'TERMINATED' && !dates.terminatedOn && cell('终止日期') === '')
      refuse('终止日期', '终止的案例须填写');
    for (const [field, c] of [
      ['listedOn', '上市日期'],
      ['committeeOn', '上会日期'],
    ] as const)
      if (dates[field] && dates.acceptedOn && dates[field] < dates.acceptedOn) refuse(c, '早于受理日期');
    let fundsRaised: number | null = null;
    const amount = cell('募资金额（亿元）');
    if (amount !== '') {
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(amount))
        refuse('募资金额（亿元）', '应为不小于 0 的数，最多两位小数');
      else fundsRaised = Number(amount);
    }
    const key = `${companyName}|${board}`;
    if (companyName && board) {
      const first = seen.get(key);
      if (first !== undefined) refuse('公司名称', `与第 ${first} 行重复（同一公司同一板块）`);
      else seen.set(key, line);
    }
    const questions = cell('审核问题')
      .split(/[；;\n]/)
      .map((q) => q.trim())
      .filter((q) => q !== '');
    if (questions.some((q) => q.length > 500)) refuse('审核问题', '每个问题不超过 500 个字');
    const province = text('省份', 20);
    const industry = text('行业', 50);
    const sponsor = text('保荐机构', 100);
    const lawFirm = text('律师事务所', 100);
    const accountant = text('会计师事务所', 100);
    if (problems.length >= MAX_ERRORS) break;
    if (
      !companyName ||
      !board ||
      !status ||
      !dates.acceptedOn ||
      !province ||
      !industry ||
      !sponsor ||
      lawFirm === null ||
      accountant === null
    )
      continue;
    cases.push({
      companyName,
      creditCode: code || null,
      board,
      province,
      industry,
      sponsor,
      lawFirm,
      accountant,
      status,
      ...dates,
      acceptedOn: dates.acceptedOn,
      fundsRaised,
      questions,
    });
  }
  if (problems.length > 0)
    throw new ValidationError(problems.slice(0, MAX_ERRORS), '工作簿有误，未导入任何案例');
  if (cases.length === 0) throw new ValidationError([{ path: 'file', message: '工作簿中没有案例' }]);
  return cases;
}
