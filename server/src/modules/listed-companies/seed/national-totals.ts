// National listed-company totals as published by the China Association for Public Companies
// (shared/DOMAIN.md §3). Typed, not imported: the fixed reference line beside the imported datasets.
import type { ListedHeadline } from '@portal/contract/listed-companies';

const CAPCO = '中国上市公司协会';

export const NATIONAL_TOTALS: readonly ListedHeadline[] = [
  { label: '2020 年末', count: 4195, marketValueYi: null, note: '', sourceName: CAPCO, asOf: '2020-12-31' },
  { label: '2021 年末', count: 4697, marketValueYi: null, note: '', sourceName: CAPCO, asOf: '2021-12-31' },
  {
    label: '2025 年 1 月末',
    count: 5404,
    marketValueYi: null,
    note: '上交所 2283 家、深交所 2858 家、北交所 263 家',
    sourceName: CAPCO,
    asOf: '2025-01-31',
  },
  {
    label: '2025 年 5 月末',
    count: 5422,
    marketValueYi: null,
    note: '',
    sourceName: CAPCO,
    asOf: '2025-05-31',
  },
  {
    label: '2025 年末',
    count: 5469,
    marketValueYi: 1230000,
    note: '总市值约 123 万亿元；广东 889 家、浙江 731 家、江苏 721 家、北京 481 家、上海 452 家',
    sourceName: CAPCO,
    asOf: '2025-12-31',
  },
];
