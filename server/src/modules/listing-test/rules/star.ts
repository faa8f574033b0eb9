// STAR Market, article 2.1.2 of SSE's STAR listing rules: five standards, unchanged in substance
// by full registration and by the 2024 revision. The fifth rests on qualitative conditions and is
// never passed by figures. From 2025-06-18 the Sci-Tech Growth Tier receives unprofitable issuers.
import type { RuleBoard, RuleDocument } from '@portal/contract/listing-test';
import { atLeast, judgement, latestProfitPositive, marketValue } from './checks.ts';
import { REGISTRATION_MEASURES } from './documents.ts';

const RULES_2020: RuleDocument = {
  name: '上海证券交易所科创板股票上市规则（2020年12月修订）',
  issuer: '上海证券交易所',
  number: null,
  issuedOn: '2020-12-31',
  effectiveOn: '2020-12-31',
};
const REVIEW_RULES_2023: RuleDocument = {
  name: '上海证券交易所股票发行上市审核规则',
  issuer: '上海证券交易所',
  number: null,
  issuedOn: '2023-02-17',
  effectiveOn: '2023-02-17',
};
const RULES_2024: RuleDocument = {
  name: '上海证券交易所科创板股票上市规则（2024年4月修订）',
  issuer: '上海证券交易所',
  number: null,
  issuedOn: '2024-04-30',
  effectiveOn: '2024-04-30',
};
const GROWTH_TIER: RuleDocument = {
  name: '关于在科创板设置科创成长层 增强制度包容性适应性的意见',
  issuer: '中国证券监督管理委员会',
  number: null,
  issuedOn: '2025-06-18',
  effectiveOn: '2025-06-18',
};

const FIFTH_TEXT =
  '主要业务或产品需经国家有关部门批准，市场空间大，目前已取得阶段性成果；医药行业企业需至少有一项核心产品获准开展二期临床试验，其他企业需具备明显的技术优势';
const FIFTH_TEXT_2025 = `${FIFTH_TEXT}；适用范围扩大至人工智能、商业航天、低空经济等前沿科技领域`;

function star(documents: RuleDocument[], fifth: string, notes: string[]): RuleBoard {
  return {
    board: 'STAR',
    documents,
    conditions: [],
    standards: [
      {
        code: 'STAR-1A',
        text: '第一套标准（两年盈利）',
        checks: [
          marketValue(10),
          atLeast('netProfitPositiveYears2y', 2, '最近两年净利润均为正'),
          atLeast('netProfitTotal2y', 5_000, '最近两年净利润累计不低于5000万元'),
        ],
      },
      {
        code: 'STAR-1B',
        text: '第一套标准（一年盈利且有收入）',
        checks: [
          marketValue(10),
          latestProfitPositive,
          atLeast('revenueLatest', 10_000, '最近一年营业收入不低于1亿元'),
        ],
      },
      {
        code: 'STAR-2',
        text: '第二套标准',
        checks: [
          marketValue(15),
          atLeast('revenueLatest', 20_000, '最近一年营业收入不低于2亿元'),
          atLeast('rdRatio3y', 15, '最近三年累计研发投入占最近三年累计营业收入的比例不低于15%'),
        ],
      },
      {
        code: 'STAR-3',
        text: '第三套标准',
        checks: [
          marketValue(20),
          atLeast('revenueLatest', 30_000, '最近一年营业收入不低于3亿元'),
          atLeast('operatingCashFlowTotal3y', 10_000, '最近三年经营活动产生的现金流量净额累计不低于1亿元'),
        ],
      },
      {
        code: 'STAR-4',
        text: '第四套标准',
        checks: [marketValue(30), atLeast('revenueLatest', 30_000, '最近一年营业收入不低于3亿元')],
      },
      {
        code: 'STAR-5',
        text: '第五套标准',
        checks: [marketValue(40), judgement('qualitativeStar5', fifth)],
      },
    ],
    notes,
  };
}

const NET_PROFIT = '净利润以扣除非经常性损益前后孰低者为准。';
export const STAR_2023 = star([RULES_2020, REVIEW_RULES_2023, REGISTRATION_MEASURES], FIFTH_TEXT, [
  NET_PROFIT,
]);
export const STAR_2024 = star([RULES_2024, REGISTRATION_MEASURES], FIFTH_TEXT, [NET_PROFIT]);
export const STAR_2025: RuleBoard = {
  ...star([RULES_2024, REGISTRATION_MEASURES, GROWTH_TIER], FIFTH_TEXT_2025, [
    NET_PROFIT,
    '自2025-06-18起设置科创成长层：以第五套等标准上市、上市时未盈利的企业进入成长层，盈利达到条件后调出；上交所相关指引自2025-07-17起施行。',
  ]),
  // "Not yet profitable" read from the figures: the latest year's net profit (the lower of before
  // and after non-recurring items) not above zero.
  tier: {
    name: '科创成长层',
    text: '上市时尚未盈利（最近一年净利润不为正）的企业进入科创成长层',
    metric: 'netProfitLatest',
    atMost: 0,
  },
};
