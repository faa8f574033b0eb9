// Demo support policies, once (own marker row): owned by the province office, the first linked to
// the portal's first policy article. Nobody is told yet, so the demo shows matching from the start.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { articles, orgs, siteSettings } from '../../../db/schema/index.ts';
import { supportPolicies } from '../policy.schema.ts';

const MARKER = 'seed.demo.policy';

export async function seedDemoPolicy(db: Database, now: Date) {
  const [done] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (done) return;
  const [province] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.type, 'FINANCIAL'), eq(orgs.level, 1)))
    .orderBy(asc(orgs.createdAt))
    .limit(1);
  if (!province) return;
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.category, 'POLICY'))
    .orderBy(asc(articles.createdAt))
    .limit(1);
  const base = { ownerOrgId: province.id, createdAt: now, updatedAt: now };
  await db.insert(supportPolicies).values([
    {
      ...base,
      title: '后备上市企业培育奖补',
      summary: '对列入省级后备库的金种子、银种子企业，完成股改或辅导备案后给予一次性奖补。',
      articleId: article?.id ?? null,
      grades: ['GOLDEN_SEED', 'SILVER_SEED'],
    },
    {
      ...base,
      title: '中小企业规范化股份制改造补助',
      summary: '员工 50 人以上、最近一年营业收入 5000 万元以上的企业完成股份制改造的，给予补助。',
      minEmployees: 50,
      minRevenue: 5000,
    },
  ]);
  await db.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
}
