// Demo announcements: synthetic rows that only fill the screens (示例数据 on every page). A third
// (8 of 24 companies) belong to this province's companies, so the disclosure page has something to count. The
// companies, codes and texts are invented; the first real import replaces them as the active version.
import type { AnnouncementType } from '@portal/contract/disclosure';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, regions } from '../../../db/schema/index.ts';
import { shortName } from '../../../platform/dictionaries/places.ts';
import { classifyTitle } from '../disclosure.classify.ts';
import type { AnnouncementValues } from '../disclosure.dataset.ts';

const OTHER_PROVINCES = ['广东', '浙江', '江苏', '北京', '上海', '山东', '四川', '福建'];
const TRADES = ['智能装备', '新材料', '生物医药', '电子信息', '新能源', '软件服务', '精细化工', '食品'];

/** Titles by kind; {y} is the reporting year. The class comes from the title, as an import's would. */
const TITLES = [
  '{y}年年度报告',
  '{y}年半年度报告摘要',
  '{y}年第三季度报告',
  '第四届董事会第{n}次会议决议公告',
  '关于{y}年度利润分配方案的公告',
  '关于为全资子公司提供担保的公告',
  '关于持股5%以上股东减持股份计划的公告',
  '关于使用部分闲置募集资金进行现金管理的公告',
  '关于筹划重大资产重组的停牌公告',
  '关于签订重大合同的公告',
  '关于控股股东、实际控制人变更的提示性公告',
  '关于对{y}年年度报告问询函的回复公告',
  '关于深圳证券交易所关注函的回复公告',
  '独立董事{y}年度述职报告',
  '法律意见书',
];
/** A summary that fits each class of title (an interim one by its index). */
const SUMMARIES: Record<AnnouncementType, readonly string[]> = {
  PERIODIC: [
    '报告期内公司实现营业收入{a}亿元，同比增长{p}%；归属于上市公司股东的净利润{b}亿元，研发投入占营业收入的比例为{p}%。',
  ],
  INTERIM: [
    '董事会审议通过了关于募集资金投资项目延期、向银行申请综合授信额度及续聘会计师事务所的议案。',
    '为满足子公司日常经营资金需要，公司拟为其向银行融资提供连带责任保证担保，担保额度不超过{a}亿元。',
    '股东因自身资金需求，计划通过集中竞价或大宗交易方式减持公司股份，减持比例不超过公司总股本的{p}%。',
  ],
  MAJOR: [
    '公司拟以现金方式收购标的公司{p}%股权，本次交易预计构成重大资产重组，公司股票自即日起停牌。',
    '公司与客户签订储能系统采购合同，合同金额约{a}亿元，占公司上一年度经审计营业收入的{p}%。',
    '公司控股股东拟协议转让所持股份，转让完成后公司实际控制人将发生变更。',
  ],
  INQUIRY_REPLY: [
    '交易所就公司收入确认、应收账款坏账准备计提及关联交易定价公允性提出问询，公司逐项作出说明，会计师发表了核查意见。',
  ],
  OTHER: ['本文件依据有关法律法规及公司章程出具，供投资者查阅。'],
};

const pad = (n: number) => String(n).padStart(2, '0');
const fill = (s: string, i: number, y: number) =>
  s
    .replaceAll('{y}', String(y))
    .replaceAll('{n}', String((i % 12) + 1))
    .replaceAll('{a}', (((i * 37) % 900) / 10 + 1).toFixed(1))
    .replaceAll('{b}', (((i * 13) % 90) / 10 + 0.2).toFixed(2))
    .replaceAll('{p}', `${(i * 7) % 30}.5`);

/** Deterministic synthetic announcements dated up to `today` (YYYY-MM-DD), newest spread over two years. */
export function demoAnnouncements(today: string, ours: string, count = 210): AnnouncementValues[] {
  const end = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: count }, (_, i) => {
    // 24 companies, every third of this province; a code always names the same company.
    const n = i % 24;
    const province = n % 3 === 0 ? ours : OTHER_PROVINCES[n % OTHER_PROVINCES.length]!;
    const exchange = (['SSE', 'SZSE', 'BSE'] as const)[n % 3]!;
    const code =
      exchange === 'SSE' ? `6889${pad(n)}` : exchange === 'SZSE' ? `3009${pad(n)}` : `8399${pad(n)}`;
    // Every 2 to 5 days back from today, so this month and this year both have rows.
    const day = new Date(end - Math.floor(i * 3.4) * 86_400_000).toISOString().slice(0, 10);
    const y = Number(day.slice(0, 4)) - 1;
    const title = fill(TITLES[(i * 7) % TITLES.length]!, i, y);
    const type = classifyTitle(title);
    const summaries = SUMMARIES[type];
    return {
      code,
      company: `示例${province}${TRADES[n % TRADES.length]}${n + 1}号股份有限公司`,
      exchange,
      province,
      announcedOn: day,
      type,
      title,
      summary: fill(summaries[i % summaries.length]!, i, y),
      url: i % 4 === 0 ? `https://example.com/announcements/${code}-${day}.pdf` : null,
    };
  });
}

/** The province of the demo organisations (the portal's own), short form. */
export async function demoProvince(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ name: regions.name })
    .from(regions)
    .where(
      sql`${regions.code} = (select substr(${orgs.regionCode}, 1, 2) || '0000' from ${orgs}
        where ${orgs.regionCode} is not null order by ${orgs.createdAt} limit 1)`,
    );
  return row ? shortName(row.name) : null;
}
