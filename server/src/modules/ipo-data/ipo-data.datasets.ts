// The IPO datasets' templates (README "IPO cases template", "Inquiry letters template"): how one
// row is checked and stored. Upload, all-or-nothing, versions and restore are platform/datasets'.
import {
  IPO_BOARD_NAMES,
  IPO_STATUS_NAMES,
  type IpoBoard,
  type IpoStatus,
  LETTER_CATEGORY_NAMES,
  type LetterCategory,
} from '@portal/contract/ipo-data';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  creditCode,
  day,
  decimal,
  defineDataset,
  integer,
  namesOf,
  oneOf,
  text,
} from '../../platform/datasets/index.ts';
import { tsvectorLiteral } from '../../platform/search/chinese.ts';
import { ipoCases, ipoLetterQuestions } from './ipo-data.schema.ts';

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

const boards = namesOf(IPO_BOARD_NAMES);
const boardNames = Object.values(IPO_BOARD_NAMES);

export const ipoCasesDataset = defineDataset<IpoCaseValues>({
  key: 'IPO_CASES',
  title: 'IPO 案例',
  columns: [
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
  ],
  required: ['公司名称', '板块', '省份', '行业', '保荐机构', '状态', '受理日期'],
  example: {
    公司名称: '示例智能装备股份有限公司',
    板块: '科创板',
    省份: '湖南',
    行业: '专用设备制造业',
    保荐机构: '示例证券股份有限公司',
    律师事务所: '示例律师事务所',
    会计师事务所: '示例会计师事务所（特殊普通合伙）',
    状态: '已上市',
    受理日期: '2023-06-20',
    问询日期: '2023-07-15',
    上会日期: '2023-12-08',
    注册日期: '2024-01-19',
    上市日期: '2024-03-01',
    '募资金额（亿元）': '8.50',
    审核问题: '收入确认；核心技术来源',
  },
  keyColumn: '公司名称',
  keyOf: (c) => `${c.companyName}|${c.board}`,
  parse(r, { asOf }) {
    const dates = {
      acceptedOn: day(r, '受理日期', asOf),
      inquiredOn: day(r, '问询日期', asOf),
      committeeOn: day(r, '上会日期', asOf),
      registeredOn: day(r, '注册日期', asOf),
      listedOn: day(r, '上市日期', asOf),
      terminatedOn: day(r, '终止日期', asOf),
    };
    const status = oneOf(r, '状态', namesOf(IPO_STATUS_NAMES), Object.values(IPO_STATUS_NAMES));
    if (status === 'LISTED' && r.cell('上市日期') === '') r.refuse('上市日期', '已上市的案例须填写');
    if (status === 'TERMINATED' && r.cell('终止日期') === '') r.refuse('终止日期', '终止的案例须填写');
    for (const [field, column] of [
      ['listedOn', '上市日期'],
      ['committeeOn', '上会日期'],
    ] as const)
      if (dates[field] && dates.acceptedOn && dates[field] < dates.acceptedOn)
        r.refuse(column, '早于受理日期');
    const questions = r
      .cell('审核问题')
      .split(/[；;\n]/)
      .map((q) => q.trim())
      .filter((q) => q !== '');
    if (questions.some((q) => q.length > 500)) r.refuse('审核问题', '每个问题不超过 500 个字');
    const values = {
      companyName: text(r, '公司名称', 100),
      creditCode: creditCode(r, '统一社会信用代码'),
      board: oneOf(r, '板块', boards, boardNames),
      province: text(r, '省份', 20),
      industry: text(r, '行业', 50),
      sponsor: text(r, '保荐机构', 100),
      lawFirm: text(r, '律师事务所', 100) ?? '',
      accountant: text(r, '会计师事务所', 100) ?? '',
      status,
      fundsRaised: decimal(r, '募资金额（亿元）', { scale: 2, max: 99_999_999 }),
      questions,
      ...dates,
    };
    const { companyName, board, province, industry, sponsor, acceptedOn } = values;
    if (!companyName || !board || !status || !province || !industry || !sponsor || !acceptedOn) return null;
    return { ...values, companyName, board, status, province, industry, sponsor, acceptedOn };
  },
  write: async (tx, importId, rows) => {
    await tx.insert(ipoCases).values(rows.map((c) => ({ ...c, importId })));
  },
});

export type LetterQuestionValues = {
  companyName: string;
  board: IpoBoard;
  round: number;
  letterDate: string;
  number: number;
  category: LetterCategory;
  question: string;
};

const LETTER_COLUMNS = ['公司名称', '板块', '问询轮次', '问询日期', '问题序号', '问题类别', '问题内容'];

export const ipoLettersDataset = defineDataset<LetterQuestionValues>({
  key: 'IPO_LETTERS',
  title: '问询函',
  columns: LETTER_COLUMNS,
  required: LETTER_COLUMNS,
  example: {
    公司名称: '示例智能装备股份有限公司',
    板块: '科创板',
    问询轮次: '1',
    问询日期: '2023-07-15',
    问题序号: '3',
    问题类别: '财务',
    问题内容: '请说明报告期内收入确认的时点及依据。',
  },
  keyColumn: '问题序号',
  keyOf: (q) => `${q.companyName}|${q.board}|${q.round}|${q.number}`,
  parse(r, { asOf }) {
    const values = {
      companyName: text(r, '公司名称', 100),
      board: oneOf(r, '板块', boards, boardNames),
      round: integer(r, '问询轮次', { min: 1, max: 20 }),
      letterDate: day(r, '问询日期', asOf),
      number: integer(r, '问题序号', { min: 1, max: 999 }),
      category: oneOf(r, '问题类别', namesOf(LETTER_CATEGORY_NAMES), Object.values(LETTER_CATEGORY_NAMES)),
      question: text(r, '问题内容', 5000),
    };
    const { companyName, board, round, letterDate, number, category, question } = values;
    if (!companyName || !board || !round || !letterDate || !number || !category || !question) return null;
    return { companyName, board, round, letterDate, number, category, question };
  },
  write: (tx, importId, rows) => insertLetters(tx, importId, rows),
});

/** The questions with their search vectors (company name and question, jieba words and bigrams). */
export async function insertLetters(
  tx: Database,
  importId: string,
  questions: readonly LetterQuestionValues[],
) {
  // Batches keep each insert under the driver's parameter limit.
  for (let i = 0; i < questions.length; i += 500)
    await tx.insert(ipoLetterQuestions).values(
      questions.slice(i, i + 500).map((q) => ({
        ...q,
        importId,
        search: sql`${tsvectorLiteral([{ text: `${q.companyName}\n${q.question}` }])}::tsvector`,
      })),
    );
}
