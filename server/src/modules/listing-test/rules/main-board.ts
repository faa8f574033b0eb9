// Main board (SSE and SZSE alike), article 3.1.2 of each exchange's listing rules: the domestic
// issuer's three standards. Red-chip and differential-voting issuers (3.1.3, 3.1.4) are not encoded.
import type { RuleBoard, RuleDocument } from '@portal/contract/listing-test';
import { atLeast, latestProfitPositive, marketValue, money } from './checks.ts';
import { REGISTRATION_MEASURES } from './documents.ts';

type Figures = {
  profitTotal: number;
  profitLatest: number;
  cashTotal1: number;
  revenueTotal1: number;
  value2: number;
  revenue2: number;
  cashTotal2: number;
  value3: number;
  revenue3: number;
};

function mainBoard(documents: RuleDocument[], f: Figures, notes: string[]): RuleBoard {
  const first = [
    atLeast('netProfitPositiveYears3y', 3, '最近3年净利润均为正'),
    atLeast('netProfitTotal3y', f.profitTotal, `最近3年净利润累计不低于${money(f.profitTotal)}`),
    atLeast('netProfitLatest', f.profitLatest, `最近一年净利润不低于${money(f.profitLatest)}`),
  ];
  return {
    board: 'MAIN',
    documents,
    conditions: [],
    standards: [
      {
        code: 'MAIN-1A',
        text: '第一套标准（经营活动现金流量净额）',
        checks: [
          ...first,
          atLeast(
            'operatingCashFlowTotal3y',
            f.cashTotal1,
            `最近3年经营活动现金流量净额累计不低于${money(f.cashTotal1)}`,
          ),
        ],
      },
      {
        code: 'MAIN-1B',
        text: '第一套标准（营业收入）',
        checks: [
          ...first,
          atLeast('revenueTotal3y', f.revenueTotal1, `最近3年营业收入累计不低于${money(f.revenueTotal1)}`),
        ],
      },
      {
        code: 'MAIN-2',
        text: '第二套标准',
        checks: [
          marketValue(f.value2),
          latestProfitPositive,
          atLeast('revenueLatest', f.revenue2, `最近一年营业收入不低于${money(f.revenue2)}`),
          atLeast(
            'operatingCashFlowTotal3y',
            f.cashTotal2,
            `最近3年经营活动现金流量净额累计不低于${money(f.cashTotal2)}`,
          ),
        ],
      },
      {
        code: 'MAIN-3',
        text: '第三套标准',
        checks: [
          marketValue(f.value3),
          latestProfitPositive,
          atLeast('revenueLatest', f.revenue3, `最近一年营业收入不低于${money(f.revenue3)}`),
        ],
      },
    ],
    notes,
  };
}

export const MAIN_2023 = mainBoard(
  [
    {
      name: '上海证券交易所股票上市规则（2023年2月修订）',
      issuer: '上海证券交易所',
      number: null,
      issuedOn: '2023-02-17',
      effectiveOn: '2023-02-17',
    },
    {
      name: '深圳证券交易所股票上市规则（2023年修订）',
      issuer: '深圳证券交易所',
      number: null,
      issuedOn: '2023-02-17',
      effectiveOn: '2023-02-17',
    },
    REGISTRATION_MEASURES,
  ],
  {
    profitTotal: 15_000,
    profitLatest: 6_000,
    cashTotal1: 10_000,
    revenueTotal1: 100_000,
    value2: 50,
    revenue2: 60_000,
    cashTotal2: 15_000,
    value3: 80,
    revenue3: 80_000,
  },
  ['全面实行股票发行注册制后的主板财务条件（第3.1.2条）；净利润以扣除非经常性损益前后孰低者为准。'],
);

export const MAIN_2024 = mainBoard(
  [
    {
      name: '上海证券交易所股票上市规则（2024年4月修订）',
      issuer: '上海证券交易所',
      number: null,
      issuedOn: '2024-04-30',
      effectiveOn: '2024-04-30',
    },
    {
      name: '深圳证券交易所股票上市规则（2024年修订）',
      issuer: '深圳证券交易所',
      number: null,
      issuedOn: '2024-04-30',
      effectiveOn: '2024-04-30',
    },
    REGISTRATION_MEASURES,
  ],
  {
    profitTotal: 20_000,
    profitLatest: 10_000,
    cashTotal1: 20_000,
    revenueTotal1: 150_000,
    value2: 50,
    revenue2: 60_000,
    cashTotal2: 25_000,
    value3: 100,
    revenue3: 100_000,
  },
  ['2024年4月修订提高了第一套标准的利润、现金流与收入门槛，第二套的现金流门槛和第三套的市值、收入门槛。'],
);
