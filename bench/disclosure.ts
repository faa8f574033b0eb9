// Announcements and inquiry letters at scale (issue 13 §3): 200,000 announcements and 50,000
// inquiry-letter questions; the announcements' search p95 < 200 ms and the first list answer p95 <
// 150 ms on PostgreSQL (< 400 ms on PGlite); the letters' search timed alike. Fills an in-memory
// PGlite, or the database at DATABASE_URL, with generated rows (recombined phrases, clearly not
// real texts), then times the services. Figures are printed.
//
//   node bench/disclosure.ts                                   (in-memory PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_disclosure node bench/disclosure.ts
//   BENCH_ANNOUNCEMENTS=200000 BENCH_LETTERS=50000 BENCH_ROUNDS=30 (defaults); BENCH_PGLITE_DIR keeps a
//   PGlite database on disk. A database already holding those counts is measured without refilling.

import { loadavg } from 'node:os';
import { announcementQuery } from '@portal/contract/disclosure';
import { letterQuery } from '@portal/contract/ipo-data';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { classifyTitle } from '../server/src/modules/disclosure/disclosure.classify.ts';
import type { AnnouncementValues } from '../server/src/modules/disclosure/disclosure.dataset.ts';
import { insertAnnouncements } from '../server/src/modules/disclosure/disclosure.repository.ts';
import { announcements } from '../server/src/modules/disclosure/disclosure.schema.ts';
import { createDisclosure } from '../server/src/modules/disclosure/disclosure.service.ts';
import {
  insertLetters,
  type LetterQuestionValues,
} from '../server/src/modules/ipo-data/ipo-data.datasets.ts';
import { ipoLetterQuestions } from '../server/src/modules/ipo-data/ipo-data.schema.ts';
import { createIpoData } from '../server/src/modules/ipo-data/ipo-data.service.ts';
import { seedDictionaries } from '../server/src/platform/dictionaries/seed.ts';
import { benchImport } from './disclosure-imports.ts';

const announcementsWanted = Number(process.env.BENCH_ANNOUNCEMENTS || 200_000);
const lettersWanted = Number(process.env.BENCH_LETTERS || 50_000);
const rounds = Number(process.env.BENCH_ROUNDS || 30);
const url = process.env.DATABASE_URL;
const dataDir = process.env.BENCH_PGLITE_DIR || null;
const handle = await openDatabase(url ? { url } : { dataDir });
const { db } = handle;
await migrateDatabase(handle);
await seedDictionaries(db);

let seed = 7;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

const PROVINCES = [
  '湖南',
  '广东',
  '浙江',
  '江苏',
  '北京',
  '上海',
  '山东',
  '四川',
  '湖北',
  '福建',
  '安徽',
  '河南',
];
const TRADES = [
  '智能装备',
  '新材料',
  '生物医药',
  '电子',
  '新能源',
  '软件',
  '化工',
  '食品',
  '汽车零部件',
  '环保',
];
const TITLES = [
  '{y}年年度报告',
  '{y}年半年度报告摘要',
  '{y}年第三季度报告',
  '第{n}届董事会第{n}次会议决议公告',
  '关于{y}年度利润分配方案的公告',
  '关于为全资子公司提供担保的公告',
  '关于持股5%以上股东减持股份计划的公告',
  '关于使用部分闲置募集资金进行现金管理的公告',
  '关于筹划重大资产重组的停牌公告',
  '关于签订重大合同的公告',
  '关于控股股东股份质押的公告',
  '关于对{y}年年度报告问询函的回复公告',
  '关于收到关注函的回复公告',
  '关于回购公司股份的进展公告',
  '关于限制性股票激励计划首次授予的公告',
  '关于变更会计师事务所的公告',
  '独立董事{y}年度述职报告',
  '法律意见书',
];
const CLAUSES = [
  '报告期内公司实现营业收入{a}亿元',
  '归属于上市公司股东的净利润同比增长{p}%',
  '研发投入占营业收入的比例为{p}%',
  '董事会审议通过了续聘会计师事务所的议案',
  '公司拟以现金方式收购标的公司{p}%股权',
  '本次交易预计构成重大资产重组',
  '交易所就收入确认和应收账款坏账准备计提提出问询',
  '会计师对关联交易定价的公允性发表了核查意见',
  '担保额度不超过{a}亿元',
  '股东计划通过集中竞价方式减持公司股份',
  '募集资金投资项目延期至{y}年底',
  '公司股票自即日起停牌',
  '控股股东质押股份占其所持股份的{p}%',
  '本次回购的股份将用于员工持股计划',
  '新能源汽车动力电池材料订单大幅增加',
  '公司与客户签订了储能系统采购合同',
  '半导体设备国产化替代进展顺利',
  '公司收到政府补助{a}亿元',
];
const fill = (s: string, y: number) =>
  s
    .replaceAll('{y}', String(y))
    .replaceAll('{n}', String(1 + Math.floor(rand() * 9)))
    .replaceAll('{a}', (rand() * 50 + 0.5).toFixed(2))
    .replaceAll('{p}', (rand() * 60).toFixed(1));

const COMPANIES = 5_500;
const company = (i: number) => ({
  code: String(i < 2000 ? 600000 + i : i < 4000 ? 300000 + i : 830000 + i).slice(0, 6),
  name: `基准${PROVINCES[i % PROVINCES.length]}${TRADES[i % TRADES.length]}${i}号股份有限公司`,
  exchange: (i < 2000 ? 'SSE' : i < 4000 ? 'SZSE' : 'BSE') as AnnouncementValues['exchange'],
  province: PROVINCES[i % PROVINCES.length]!,
});
const today = new Date().toISOString().slice(0, 10);

function announcementsFrom(start: number, n: number): AnnouncementValues[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    const c = company(i % COMPANIES);
    // Spread over five years back from today; the key (code, day, title) stays unique by the index.
    const announcedOn = new Date(Date.now() - Math.floor(rand() * 5 * 365) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const y = Number(announcedOn.slice(0, 4)) - 1;
    const title = `${fill(pick(TITLES), y)}（${i}）`;
    const summary = Array.from({ length: 2 + Math.floor(rand() * 5) }, () => fill(pick(CLAUSES), y)).join(
      '；',
    );
    return {
      ...c,
      company: c.name,
      announcedOn,
      type: classifyTitle(title),
      title,
      summary: `${summary}。`,
      url: null,
    };
  });
}

const LETTER_TEXTS = [
  '请发行人说明报告期内收入确认政策是否符合企业会计准则的规定',
  '请说明主要客户集中度较高的原因及对持续经营能力的影响',
  '请说明核心技术的来源及是否存在权属纠纷或潜在纠纷',
  '请说明实际控制人认定的依据及是否存在股权代持情况',
  '请说明毛利率高于同行业可比公司的原因及合理性',
  '请说明研发费用的归集范围及研发人员认定的依据',
  '请说明募集资金投资项目与现有业务的关系',
  '请说明应收账款余额较大的原因及坏账准备计提是否充分',
];
function lettersFrom(start: number, n: number): LetterQuestionValues[] {
  return Array.from({ length: n }, (_, k) => {
    const i = start + k;
    return {
      companyName: `基准问询${Math.floor(i / 60)}号股份有限公司`,
      board: pick(['STAR', 'CHINEXT', 'BSE', 'SSE_MAIN', 'SZSE_MAIN'] as const),
      round: 1 + Math.floor((i % 60) / 20),
      letterDate: `20${20 + Math.floor(rand() * 5)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
      number: 1 + (i % 20),
      category: pick(['FINANCIAL', 'LEGAL', 'BUSINESS', 'INDUSTRY'] as const),
      question: `${pick(LETTER_TEXTS)}；${pick(LETTER_TEXTS)}。`,
    };
  });
}

const fillStart = performance.now();
// A database filled by an earlier run (same counts) is measured again without refilling.
const [have] = await db
  .select({
    a: sql<number>`(select count(*) from ${announcements})::int`,
    l: sql<number>`(select count(*) from ${ipoLetterQuestions})::int`,
  })
  .from(sql`(select 1) one`);
if (Number(have?.a) !== announcementsWanted)
  await benchImport(db, 'ANNOUNCEMENTS', today, async (tx, importId) => {
    for (let made = 0; made < announcementsWanted; made += 2000) {
      await insertAnnouncements(
        tx,
        importId,
        announcementsFrom(made, Math.min(2000, announcementsWanted - made)),
      );
      if ((made + 2000) % 20_000 === 0) console.log(`  ${made + 2000} announcements…`);
    }
  });
if (Number(have?.l) !== lettersWanted)
  await benchImport(db, 'IPO_LETTERS', today, async (tx, importId) => {
    for (let made = 0; made < lettersWanted; made += 2000)
      await insertLetters(tx, importId, lettersFrom(made, Math.min(2000, lettersWanted - made)));
  });
// What autovacuum does within a minute of a large import (its insert threshold): statistics, and the
// visibility map that lets the counts read their indexes alone. Timed right after the fill, without
// it, the overview's counts fetch every heap row and run two to three times slower.
await db.execute(sql`VACUUM ANALYZE`);
const fillSeconds = Math.round((performance.now() - fillStart) / 100) / 10;

const config = { ...loadConfig({}), provinceCode: '430000' };
const clock = () => new Date();
const disclosure = createDisclosure({ db, clock, config });
const ipo = createIpoData({ db, clock, config } as never);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
async function time(name: string, run: () => Promise<{ total: number }>, limit: number) {
  await run();
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    found = (await run()).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `  ${name.padEnd(34)} total ${String(found).padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms ${p95 <= limit ? 'ok' : `OVER ${limit}`}`,
  );
}

const pg = Boolean(url);
const searchLimit = pg ? 200 : 400;
const listLimit = pg ? 150 : 400;
console.log(
  `\n${announcementsWanted} announcements and ${lettersWanted} letter questions on ${pg ? 'PostgreSQL' : 'PGlite (in memory)'} (filled in ${fillSeconds} s)`,
);
const list = (q: Record<string, unknown>) => () => disclosure.announcements(announcementQuery.parse(q));
// The machine may be shared: figures mean little without the load they were taken under.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
console.log(`  load average ${load()}`);
console.log('first answers');
await time(
  'disclosure head page (overview)',
  async () => ({ total: (await disclosure.overview()).companies }),
  listLimit,
);
await time('announcements, no query', list({}), listLimit);
await time('announcements, this province only', list({ ours: 'true' }), listLimit);
await time('announcements, type + exchange', list({ type: 'MAJOR', exchange: 'SZSE' }), listLimit);
console.log('search');
await time('two characters 停牌', list({ q: '停牌' }), searchLimit);
await time('word 募集资金', list({ q: '募集资金' }), searchLimit);
await time('longer words 动力电池材料', list({ q: '动力电池材料' }), searchLimit);
await time('two terms 储能 采购合同', list({ q: '储能 采购合同' }), searchLimit);
await time('common word 公司', list({ q: '公司' }), searchLimit);
await time(
  'word + this province + dates',
  list({ q: '重大资产重组', ours: 'true', from: '2024-01-01' }),
  searchLimit,
);
await time('page 40 of a common word', list({ q: '公告', page: 40 }), searchLimit);
await time('absent word 量子纠缠', list({ q: '量子纠缠' }), searchLimit);
console.log('inquiry letters');
const letters = (q: Record<string, unknown>) => () => ipo.letters(letterQuery.parse(q));
await time('letters, no query', letters({}), listLimit);
await time('letters, word 收入确认', letters({ q: '收入确认', keyword: '收入确认' }), searchLimit);
await time('letters, two characters 毛利', letters({ keyword: '毛利' }), searchLimit);
await time('letters, common word 说明', letters({ keyword: '说明' }), searchLimit);
console.log(`  load average ${load()}`);
await handle.close();
