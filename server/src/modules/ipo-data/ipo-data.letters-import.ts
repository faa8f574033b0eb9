// The inquiry-letters workbook (README "Inquiry letters template"): one row per question, any
// column order. All or nothing; each refusal names the row and the column. A question number
// repeated within one company's round, or a letter dated after the as-of day, is refused.
import {
  IPO_BOARD_NAMES,
  IPO_BOARDS,
  type IpoBoard,
  LETTER_CATEGORIES,
  LETTER_CATEGORY_NAMES,
  type LetterCategory,
} from '@portal/contract/ipo-data';
import { readFirstSheet } from '../../platform/excel/sheet-reader.ts';
import { type ErrorDetail, ValidationError } from '../../platform/http/errors.ts';

export type LetterQuestionValues = {
  companyName: string;
  board: IpoBoard;
  round: number;
  letterDate: string;
  number: number;
  category: LetterCategory;
  question: string;
};

const COLUMNS = ['公司名称', '板块', '问询轮次', '问询日期', '问题序号', '问题类别', '问题内容'] as const;
type Column = (typeof COLUMNS)[number];
const MAX_ERRORS = 200;
const boardOf = new Map<string, IpoBoard>(
  IPO_BOARDS.flatMap((b) => [
    [IPO_BOARD_NAMES[b], b],
    [b, b],
  ]),
);
const categoryOf = new Map<string, LetterCategory>(
  LETTER_CATEGORIES.flatMap((c) => [
    [LETTER_CATEGORY_NAMES[c], c],
    [c, c],
  ]),
);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export async function readLettersWorkbook(data: Buffer, asOf: string): Promise<LetterQuestionValues[]> {
  const { header, rows } = await readFirstSheet(data);
  const at = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = COLUMNS.filter((c) => !at.has(c));
  if (missing.length > 0)
    throw new ValidationError([{ path: 'file', message: `不是问询函模板：表头缺少 ${missing.join('、')}` }]);
  const problems: ErrorDetail[] = [];
  const out: LetterQuestionValues[] = [];
  const seen = new Map<string, number>();
  for (const [line, cells] of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    const cell = (c: Column) => (cells[at.get(c)!] ?? '').trim();
    const before = problems.length;
    const refuse = (c: Column, message: string) =>
      problems.push({ path: 'file', message: `第 ${line} 行「${c}」：${message}` });
    for (const c of COLUMNS) if (cell(c) === '') refuse(c, '必填');
    const companyName = cell('公司名称');
    if (companyName.length > 100) refuse('公司名称', '不超过 100 个字');
    const board = boardOf.get(cell('板块'));
    if (cell('板块') && !board) refuse('板块', `应为 ${Object.values(IPO_BOARD_NAMES).join('、')} 之一`);
    const whole = (c: Column, max: number) => {
      const v = cell(c);
      if (v && !(/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= max))
        refuse(c, `应为 1 到 ${max} 的整数`);
      return Number(v);
    };
    const round = whole('问询轮次', 20);
    const number = whole('问题序号', 999);
    const letterDate = cell('问询日期');
    if (letterDate && !isRealDay(letterDate)) refuse('问询日期', '日期应为 YYYY-MM-DD 且真实存在');
    else if (letterDate > asOf) refuse('问询日期', `晚于数据截止日 ${asOf}`);
    const category = categoryOf.get(cell('问题类别'));
    if (cell('问题类别') && !category)
      refuse('问题类别', `应为 ${Object.values(LETTER_CATEGORY_NAMES).join('、')} 之一`);
    const question = cell('问题内容');
    if (question.length > 5000) refuse('问题内容', '不超过 5000 个字');
    const key = `${companyName}|${board}|${round}|${number}`;
    const first = seen.get(key);
    if (first !== undefined) refuse('问题序号', `与第 ${first} 行重复（同一公司同一轮次）`);
    else seen.set(key, line);
    if (problems.length >= MAX_ERRORS) break;
    if (problems.length === before && board && category)
      out.push({ companyName, board, round, letterDate, number, category, question });
  }
  if (problems.length > 0)
    throw new ValidationError(problems.slice(0, MAX_ERRORS), '工作簿有误，未导入任何问询函');
  if (out.length === 0) throw new ValidationError([{ path: 'file', message: '工作簿中没有问询问题' }]);
  return out;
}
