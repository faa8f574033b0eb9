// The law library's search at scale (issue 14 §6: p95 < 100 ms over 20,000 documents, PostgreSQL
// and PGlite). Fills an in-memory PGlite, or the database at DATABASE_URL, with generated documents
// (each 10 to 40 articles of listing-rule sentences, recombined: clearly not real texts), then times
// the search service with a few kinds of query. Figures are printed.
//
//   node bench/law-search.ts                                   (in-memory PGlite)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_law node bench/law-search.ts
//   BENCH_LAW_DOCUMENTS=20000 (default), BENCH_ROUNDS=30

import { lawSearchQuery } from '@portal/contract/law';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { lawArticles, lawDocuments } from '../server/src/modules/law/law.schema.ts';
import { createLawLibrary } from '../server/src/modules/law/law.service.ts';
import { tsvectorLiteral } from '../server/src/platform/search/chinese.ts';

const total = Number(process.env.BENCH_LAW_DOCUMENTS || 20_000);
const rounds = Number(process.env.BENCH_ROUNDS || 30);
const url = process.env.DATABASE_URL;
const handle = await openDatabase(url ? { url } : { dataDir: null });
const { db } = handle;
await migrateDatabase(handle);

// Sentences of the kind listing rules are made of: subject + modal + verb + object. Each document
// has a topic (8 of the objects), so a given phrase is in some tenth of the documents, as in a real
// library, while the subjects and verbs are in nearly all of them (the "common word" case).
const SUBJECTS = [
  '发行人',
  '保荐机构',
  '证券服务机构',
  '控股股东',
  '实际控制人',
  '上市公司',
  '挂牌公司',
  '派出机构',
  '交易所',
  '会计师事务所',
  '律师事务所',
  '董事会',
  '独立董事',
  '地方金融管理部门',
  '辅导机构',
];
const MODALS = ['应当', '可以', '不得', '原则上应当', '依法'];
const VERBS = ['披露', '报送', '核查', '审议', '备案', '公告', '说明', '提交', '出具', '保存'];
const OBJECTS = [
  '辅导备案材料',
  '审核问询回复',
  '募集资金用途',
  '关联交易情况',
  '研发投入明细',
  '对赌协议',
  '股权激励计划',
  '非经常性损益',
  '同业竞争情况',
  '重大诉讼仲裁',
  '环境保护合规证明',
  '社会保险缴纳证明',
  '土地使用权证书',
  '知识产权权属',
  '持续督导报告',
  '创新层挂牌情况',
  '科创属性评价',
  '预计市值分析',
  '营业收入构成',
  '经营活动现金流量',
  '净资产收益率',
  '股份制改造方案',
  '验资报告',
  '内部控制鉴证报告',
  '招股说明书',
  '发行保荐书',
  '上市保荐书',
  '法律意见书',
  '审计报告',
  '财务报告',
  '承诺事项',
  '股东名册',
  '董事会决议',
  '股东大会决议',
  '减持计划',
  '稳定股价预案',
  '分红回报规划',
  '信息披露制度',
  '募投项目备案',
  '境外上市备案',
  '外汇登记',
  '国有股权管理批复',
  '行业主管部门意见',
  '反垄断审查',
  '安全生产许可',
  '税收优惠依据',
  '政府补助明细',
  '客户集中度说明',
  '供应商变动说明',
  '毛利率波动说明',
  '存货跌价准备',
  '应收账款账龄',
  '商誉减值测试',
  '在建工程转固',
  '研发人员认定',
  '核心技术来源',
  '专利诉讼风险',
  '数据合规评估',
  '境外子公司情况',
  '员工持股平台',
];
let seed = 42;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const sentence = (topic: readonly string[]) => `${pick(SUBJECTS)}${pick(MODALS)}${pick(VERBS)}${pick(topic)}`;
const LEVELS = [
  'LAW',
  'DEPARTMENTAL_RULE',
  'NORMATIVE_DOCUMENT',
  'SELF_REGULATORY_RULE',
  'LOCAL_POLICY',
] as const;

const [counted] = await db.select({ n: count() }).from(lawDocuments);
const existing = counted?.n ?? 0;
const fillStart = performance.now();
for (let made = existing; made < total; ) {
  const batch = Math.min(100, total - made);
  const docs = Array.from({ length: batch }, (_, i) => {
    const topic = Array.from({ length: 8 }, () => pick(OBJECTS));
    const articles = Array.from({ length: 10 + Math.floor(rand() * 31) }, (_, a) => ({
      seq: a + 1,
      label: `第${a + 1}条`,
      body: `${sentence(topic)}；${sentence(topic)}。`,
    }));
    const title = `生成的测试规则第${made + i + 1}号（${pick(['科创板', '创业板', '北交所', '主板', '辅导', '信息披露'])}）`;
    return { title, articles };
  });
  const rows = await db
    .insert(lawDocuments)
    .values(
      docs.map((d) => {
        const body = d.articles.map((a) => `${a.label} ${a.body}`).join('\n');
        return {
          title: d.title,
          issuer: pick(['测试交易所甲', '测试监管机构乙', '测试省人民政府']),
          level: pick(LEVELS),
          category: pick(['ISSUANCE/LISTING', 'ISSUANCE/TUTORING', 'DISCLOSURE', 'LOCAL'] as const),
          publishedOn: `20${10 + Math.floor(rand() * 16)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 9)}`,
          validity: 'EFFECTIVE' as const,
          body,
          sourceName: '基准测试生成',
          articleCount: d.articles.length,
          search: sql`${tsvectorLiteral([{ text: d.title, weight: 'A' }, { text: body }])}::tsvector`,
          titleSearch: sql`${tsvectorLiteral([{ text: d.title }])}::tsvector`,
          createdAt: new Date(),
          updatedAt: new Date(),
        };
      }),
    )
    .returning({ id: lawDocuments.id });
  await db.insert(lawArticles).values(
    rows.flatMap((row, i) =>
      docs[i]!.articles.map((a) => ({
        documentId: row.id,
        seq: a.seq,
        label: a.label,
        body: a.body,
        search: sql`${tsvectorLiteral([{ text: a.body }])}::tsvector`,
      })),
    ),
  );
  made += batch;
  if (made % 2000 === 0) console.log(`  ${made} documents…`);
}
await db.execute(sql`ANALYZE law_documents`);
await db.execute(sql`ANALYZE law_articles`);
const fillSeconds = Math.round((performance.now() - fillStart) / 100) / 10;

const library = createLawLibrary({ db, clock: () => new Date(), audit: undefined as never });
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const cases: [string, Record<string, unknown>][] = [
  ['no query, newest first', {}],
  ['domain word 辅导备案', { q: '辅导备案' }],
  ['two characters 对赌', { q: '对赌' }],
  ['two words 科创属性 研发投入', { q: '科创属性 研发投入' }],
  ['title word 北交所', { q: '北交所' }],
  ['absent word 量子纠缠', { q: '量子纠缠' }],
  ['word + filters', { q: '净资产', level: 'LOCAL_POLICY', category: 'LOCAL' }],
  ['common word 发行人', { q: '发行人' }],
  ['page 50 of a common word', { q: '发行人', page: 50 }],
];
console.log(
  `\nlaw search over ${total} documents (10–40 articles each) on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}` +
    (fillSeconds > 1 ? ` (filled in ${fillSeconds} s)` : ''),
);
for (const [name, input] of cases) {
  const query = lawSearchQuery.parse(input);
  await library.search(query);
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    found = (await library.search(query)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(28)} total ${String(found).padStart(6)}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}
await handle.close();
