// The announcements dataset's rules without a database: classing by title, and one row's cells
// checked (a bad link, a future day, an unknown exchange each refused under its column).
import { describe, expect, it } from 'vitest';
import { classifyTitle } from '../src/modules/disclosure/disclosure.classify.ts';
import { parseAnnouncement } from '../src/modules/disclosure/disclosure.dataset.ts';
import type { RowReader } from '../src/platform/datasets/index.ts';

describe('classing an announcement by its title', () => {
  it.each([
    ['2025年年度报告', 'PERIODIC'],
    ['2026年第一季度报告', 'PERIODIC'],
    ['2025年半年度报告摘要', 'PERIODIC'],
    ['关于对2025年年度报告问询函的回复公告', 'INQUIRY_REPLY'],
    ['关于深圳证券交易所关注函的回复公告', 'INQUIRY_REPLY'],
    ['关于筹划重大资产重组的停牌公告', 'MAJOR'],
    ['关于控股股东、实际控制人变更的提示性公告', 'MAJOR'],
    ['关于收到中国证监会立案告知书的公告', 'MAJOR'],
    ['第四届董事会第三次会议决议公告', 'INTERIM'],
    ['关于召开2026年第一次临时股东大会的通知', 'INTERIM'],
    ['关于2025年度利润分配方案的公告', 'INTERIM'],
    ['法律意见书', 'OTHER'],
    ['独立董事2025年度述职报告', 'OTHER'],
  ])('%s → %s', (title, type) => expect(classifyTitle(title)).toBe(type));
});

function cells(values: Record<string, string>) {
  const refused: string[] = [];
  const reader: RowReader = {
    line: 2,
    cell: (c) => (values[c] ?? '').trim(),
    refuse: (c, m) => {
      refused.push(`${c}：${m}`);
      return null;
    },
  };
  return { reader, refused };
}
const GOOD = {
  证券代码: '688901',
  公司名称: '示例湖南新材料股份有限公司',
  交易所: '上海证券交易所',
  省份: '湖南省',
  公告日期: '2026-03-02',
  公告标题: '关于签订重大合同的公告',
  摘要: '公司与客户签订了采购合同。',
  链接: 'https://example.com/a.pdf',
};

describe('one announcement row', () => {
  it('reads a good row: exchange by its full name, province shortened, class from the title', () => {
    const { reader, refused } = cells(GOOD);
    expect(parseAnnouncement(reader, '2026-03-31')).toEqual({
      code: '688901',
      company: '示例湖南新材料股份有限公司',
      exchange: 'SSE',
      province: '湖南',
      announcedOn: '2026-03-02',
      type: 'MAJOR',
      title: '关于签订重大合同的公告',
      summary: '公司与客户签订了采购合同。',
      url: 'https://example.com/a.pdf',
    });
    expect(refused).toEqual([]);
  });

  it.each([
    ['链接', 'javascript:alert(1)', '链接'],
    ['链接', 'ftp://example.com/a.pdf', '链接'],
    ['公告日期', '2026-04-01', '晚于数据截止日'],
    ['公告日期', '2026-02-30', '真实存在'],
    ['交易所', '纳斯达克', '交易所'],
    ['证券代码', '68890', '6 位数字'],
    ['公告类型', '年报', '公告类型'],
    ['摘要', '字'.repeat(2001), '2000'],
  ])('refuses %s = %s', (column, value, words) => {
    const { reader, refused } = cells({ ...GOOD, [column]: value });
    expect(parseAnnouncement(reader, '2026-03-31')).toBeNull();
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain(column);
    expect(refused[0]).toContain(words);
  });
});
