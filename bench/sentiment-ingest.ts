// Sentiment ingest at scale (issue 14 §6: 10,000 items matched against 100,000 enterprise names in
// under 60 s). Builds the matcher over 100,000 generated enterprise names (as the service does from
// the enterprises table), then scores, matches and folds 10,000 generated news items, and writes them
// through the service into an in-memory PGlite with the demo data (the writes' cost). Prints figures.
//
//   node bench/sentiment-ingest.ts            BENCH_NAMES=100000 BENCH_ITEMS=10000 (defaults)
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { DEFAULT_LEXICON } from '../server/src/modules/sentiment/seed/lexicon.ts';
import { createClassifier } from '../server/src/modules/sentiment/sentiment.classifier.ts';
import { createMatcher, placePrefixes } from '../server/src/modules/sentiment/sentiment.matcher.ts';
import { createSentiment, type Incoming } from '../server/src/modules/sentiment/sentiment.service.ts';
import { createNotices } from '../server/src/platform/notices/notices.ts';
import { seedDatabase } from '../server/src/seed/index.ts';
import { random } from './enterprise-data.ts';

const NAMES = Number(process.env.BENCH_NAMES || 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS || 10_000);
const rnd = random(7);
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

const PLACES = ['湖南', '长沙', '株洲', '湘潭', '衡阳', '岳阳', '常德', '郴州', '怀化', '娄底'];
const CORE = [
  '天',
  '衡',
  '瑞',
  '丰',
  '鑫',
  '盛',
  '华',
  '泰',
  '金',
  '鹰',
  '远',
  '航',
  '博',
  '创',
  '智',
  '源',
  '星',
  '宏',
  '达',
  '安',
];
const TRADE = [
  '智能装备',
  '新材料科技',
  '生物医药',
  '电子科技',
  '精密机械',
  '环保科技',
  '食品',
  '化工',
  '软件',
  '物流',
];
const word = () => rnd.pick(CORE) + rnd.pick(CORE) + (rnd.next() < 0.5 ? rnd.pick(CORE) : '');
const names = Array.from(
  { length: NAMES },
  (_, i) => `${rnd.pick(PLACES)}${word()}${rnd.pick(TRADE)}${i % 3 === 0 ? '股份有限公司' : '有限公司'}`,
);

let start = performance.now();
const matcher = createMatcher(
  names.map((name, i) => ({ enterpriseId: String(i), names: [name] })),
  placePrefixes(PLACES.map((p) => `${p}市`)),
);
const buildSeconds = seconds(start);

const EVENTS = [
  '收到警示函',
  '中标重大项目',
  '召开股东大会',
  '被立案调查',
  '新产品投产',
  '发布年度报告',
  '涉及合同纠纷诉讼',
];
const items: Incoming[] = Array.from({ length: ITEMS }, (_, i) => {
  const named =
    rnd.next() < 0.6
      ? names[rnd.int(0, NAMES - 1)]!.replace(/(股份)?有限公司$/, '').slice(2)
      : `某${word()}公司`;
  return {
    title: `${named}${rnd.pick(EVENTS)}（第${i}条）`,
    summary: `据报道，${named}${rnd.pick(EVENTS)}，相关情况正在核实。`,
    url: null,
    publishedAt: new Date(),
    sourceName: '基准测试',
  };
});
start = performance.now();
const classify = createClassifier(DEFAULT_LEXICON);
let matched = 0;
for (const item of items) {
  const text = `${item.title}\n${item.summary}`;
  classify(text);
  if (matcher.match(text).length > 0) matched++;
}
const matchSeconds = seconds(start);

const handle = await openDatabase({ dataDir: null });
await migrateDatabase(handle);
await seedDatabase(handle, { ...loadConfig({ DATA_DIR: '/nonexistent' }), seedDemo: true }, new Date());
const clock = () => new Date();
const sentiment = createSentiment({
  db: handle.db,
  clock,
  notices: createNotices({ db: handle.db, clock }),
  audit: undefined as never,
});
start = performance.now();
let added = 0;
for (let i = 0; i < items.length; i += 500)
  added += (await sentiment.ingest(items.slice(i, i + 500), null)).added;
const writeSeconds = seconds(start);
await handle.close();

console.log(`sentiment ingest: ${ITEMS} items, ${NAMES} enterprise names`);
console.log(`  matcher built over ${NAMES} names           ${buildSeconds} s`);
console.log(
  `  scored and matched ${ITEMS} items           ${matchSeconds} s (${matched} named an enterprise)`,
);
console.log(`  stored through the service (PGlite, demo)  ${writeSeconds} s (${added} new items)`);
console.log(
  `  total                                      ${Math.round((buildSeconds + matchSeconds + writeSeconds) * 10) / 10} s (target < 60 s)`,
);
