// National A-share IPO totals as published (shared/DOMAIN.md §3, each checked in the source named).
// Typed here, not imported: they are the fixed reference line beside the imported datasets.
import type { NationalHeadline } from '@portal/contract/ipo-data';

export const NATIONAL_HEADLINES: readonly NationalHeadline[] = [
  {
    year: 2022,
    ipoCount: 428,
    fundsRaisedYi: 5869,
    note: '',
    sourceName: 'Wind 数据，证券时报报道',
    asOf: '2022-12-31',
  },
  {
    year: 2023,
    ipoCount: 313,
    fundsRaisedYi: 3565,
    note: '主板 59 家、创业板 110 家、科创板 67 家、北交所 77 家',
    sourceName: 'Wind 数据，证券时报报道',
    asOf: '2023-12-31',
  },
  {
    year: 2024,
    ipoCount: 100,
    fundsRaisedYi: 663,
    note: '募资约数',
    sourceName: 'Wind 数据',
    asOf: '2024-12-31',
  },
  {
    year: 2025,
    ipoCount: 116,
    fundsRaisedYi: 1318,
    note: '',
    sourceName: '中国上市公司协会',
    asOf: '2025-12-31',
  },
];
