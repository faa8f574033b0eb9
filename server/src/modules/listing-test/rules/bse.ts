// Beijing Stock Exchange: the conditions of article 2.1.2 these figures can express (12 months on
// the NEEQ as an innovation-tier company, latest year-end net assets ≥ 5000万) and the four
// market-value and financial standards of article 2.1.3, unchanged since the exchange opened.
import type { RuleBoard, RuleDocument } from '@portal/contract/listing-test';
import { above, atLeast, marketValue } from './checks.ts';

const RULES: RuleDocument = {
  name: '北京证券交易所股票上市规则（试行）',
  issuer: '北京证券交易所',
  number: null,
  issuedOn: '2021-10-30',
  effectiveOn: '2021-11-15',
};
const REGISTRATION: RuleDocument = {
  name: '北京证券交易所向不特定合格投资者公开发行股票注册管理办法',
  issuer: '中国证券监督管理委员会',
  number: null,
  issuedOn: '2023-02-17',
  effectiveOn: '2023-02-17',
};

export const BSE_ALL: RuleBoard = {
  board: 'BSE',
  documents: [RULES, REGISTRATION],
  conditions: [
    atLeast('neeqInnovationTierMonths', 12, '在全国股转系统连续挂牌满12个月的创新层挂牌公司'),
    atLeast('netAssetsLatest', 5_000, '最近一年期末净资产不低于5000万元'),
  ],
  standards: [
    {
      code: 'BSE-1A',
      text: '第一套标准（两年净利润与平均净资产收益率）',
      checks: [
        marketValue(2),
        atLeast('netProfitMin2y', 1_500, '最近两年净利润均不低于1500万元'),
        atLeast('weightedRoeAverage2y', 8, '最近两年加权平均净资产收益率平均不低于8%'),
      ],
    },
    {
      code: 'BSE-1B',
      text: '第一套标准（最近一年净利润与净资产收益率）',
      checks: [
        marketValue(2),
        atLeast('netProfitLatest', 2_500, '最近一年净利润不低于2500万元'),
        atLeast('weightedRoeLatest', 8, '最近一年加权平均净资产收益率不低于8%'),
      ],
    },
    {
      code: 'BSE-2',
      text: '第二套标准',
      checks: [
        marketValue(4),
        atLeast('revenueAverage2y', 10_000, '最近两年营业收入平均不低于1亿元'),
        atLeast('revenueGrowthLatest', 30, '最近一年营业收入增长率不低于30%'),
        above('operatingCashFlowLatest', 0, '最近一年经营活动产生的现金流量净额为正'),
      ],
    },
    {
      code: 'BSE-3',
      text: '第三套标准',
      checks: [
        marketValue(8),
        atLeast('revenueLatest', 20_000, '最近一年营业收入不低于2亿元'),
        atLeast('rdRatio2y', 8, '最近两年研发投入合计占最近两年营业收入合计比例不低于8%'),
      ],
    },
    {
      code: 'BSE-4',
      text: '第四套标准',
      checks: [marketValue(15), atLeast('rdTotal2y', 5_000, '最近两年研发投入合计不低于5000万元')],
    },
  ],
  notes: [
    '净利润以扣除非经常性损益前后孰低者为准。',
    '证监会《关于高质量建设北京证券交易所的意见》（2023-09-01）后，“连续挂牌满12个月”按在新三板挂牌累计满12个月且申报时为创新层公司理解；此处按所填创新层月数判断。',
  ],
};
