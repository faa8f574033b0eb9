// ChiNext, article 2.1.2 of SZSE's ChiNext listing rules: the domestic issuer's three standards.
// The third (no profit required) stood in the text since 2020 but was not used for filings until
// the CSRC's announcement of 2025-06-18; versions before it carry the standard marked not in use.
import type { RuleBoard, RuleDocument, RuleStandard } from '@portal/contract/listing-test';
import { atLeast, latestProfitPositive, marketValue, money, notInUse } from './checks.ts';
import { REGISTRATION_MEASURES } from './documents.ts';

const RULES_2023: RuleDocument = {
  name: '深圳证券交易所创业板股票上市规则（2023年修订）',
  issuer: '深圳证券交易所',
  number: null,
  issuedOn: '2023-02-17',
  effectiveOn: '2023-02-17',
};
const RULES_2024: RuleDocument = {
  name: '深圳证券交易所创业板股票上市规则（2024年修订）',
  issuer: '深圳证券交易所',
  number: null,
  issuedOn: '2024-04-30',
  effectiveOn: '2024-04-30',
};
const THIRD_IN_USE: RuleDocument = {
  name: '中国证监会宣布的资本市场改革措施（2025陆家嘴论坛）：启用创业板第三套上市标准',
  issuer: '中国证券监督管理委员会',
  number: null,
  issuedOn: '2025-06-18',
  effectiveOn: '2025-06-18',
};

function third(inUse: boolean): RuleStandard {
  const checks = [marketValue(50), atLeast('revenueLatest', 30_000, '最近一年营业收入不低于3亿元')];
  if (!inUse) checks.push(notInUse('第三套标准自2025-06-18起启用，此前未盈利企业不能据此申报'));
  return { code: 'CHINEXT-3', text: '第三套标准（未盈利企业）', checks };
}

export const CHINEXT_2023: RuleBoard = {
  board: 'CHINEXT',
  documents: [RULES_2023, REGISTRATION_MEASURES],
  conditions: [],
  standards: [
    {
      code: 'CHINEXT-1',
      text: '第一套标准',
      checks: [
        atLeast('netProfitPositiveYears2y', 2, '最近两年净利润均为正'),
        atLeast('netProfitTotal2y', 5_000, '最近两年累计净利润不低于5000万元'),
      ],
    },
    {
      code: 'CHINEXT-2',
      text: '第二套标准',
      checks: [
        marketValue(10),
        latestProfitPositive,
        atLeast('revenueLatest', 10_000, '最近一年营业收入不低于1亿元'),
      ],
    },
    third(false),
  ],
  notes: ['净利润以扣除非经常性损益前后孰低者为准。'],
};

function chinext2024(thirdInUse: boolean, documents: RuleDocument[], notes: string[]): RuleBoard {
  return {
    board: 'CHINEXT',
    documents,
    conditions: [],
    standards: [
      {
        code: 'CHINEXT-1',
        text: '第一套标准',
        checks: [
          atLeast('netProfitPositiveYears2y', 2, '最近两年净利润均为正'),
          atLeast('netProfitTotal2y', 10_000, `最近两年累计净利润不低于${money(10_000)}`),
          atLeast('netProfitLatest', 6_000, '最近一年净利润不低于6000万元'),
        ],
      },
      {
        code: 'CHINEXT-2',
        text: '第二套标准',
        checks: [
          marketValue(15),
          latestProfitPositive,
          atLeast('revenueLatest', 40_000, '最近一年营业收入不低于4亿元'),
        ],
      },
      third(thirdInUse),
    ],
    notes,
  };
}

export const CHINEXT_2024 = chinext2024(
  false,
  [RULES_2024, REGISTRATION_MEASURES],
  ['2024年修订提高了第一套（累计1亿元且最近一年6000万元）和第二套（市值15亿元、收入4亿元）的门槛。'],
);
export const CHINEXT_2025 = chinext2024(
  true,
  [RULES_2024, REGISTRATION_MEASURES, THIRD_IN_USE],
  ['自2025-06-18起启用第三套标准，支持优质未盈利创新企业在创业板申报。'],
);
