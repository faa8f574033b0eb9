import { describe, expect, it } from 'vitest';
import { parseArticles } from '../src/modules/law/law.articles.ts';

describe('cutting a text into articles', () => {
  it('finds numbered articles under their chapters, with continuation lines and 之一 articles', () => {
    const { preamble, articles } = parseArticles(
      '（2023年12月29日修订）\n第一章 总则\n第一条 为了规范。\n第二条 本法所称公司：\n（一）有限责任公司；\n第二章  设立\n第二条之一 另有规定。\n第一百零八条 折股。',
    );
    expect(preamble).toBe('（2023年12月29日修订）');
    expect(articles.map((a) => [a.label, a.chapter])).toEqual([
      ['第一条', '第一章 总则'],
      ['第二条', '第一章 总则'],
      ['第二条之一', '第二章 设立'],
      ['第一百零八条', '第二章 设立'],
    ]);
    expect(articles[1]!.body).toBe('本法所称公司：\n（一）有限责任公司；');
  });

  it('keeps a text without numbered articles by paragraph, its opening note apart', () => {
    const { preamble, articles } = parseArticles('（要点摘录）\n\n甲段。\r\n乙段。');
    expect(preamble).toBe('（要点摘录）');
    expect(articles.map((a) => [a.label, a.body])).toEqual([
      ['第1段', '甲段。'],
      ['第2段', '乙段。'],
    ]);
  });
});
