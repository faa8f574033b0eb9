// Demo portal articles: a few of every category, so that each portal page and each maintenance
// screen has something real to show on first start. Seeded once (its own marker), so an
// administrator's deletions stay deleted and a data directory from before this seed gets them too.
import type { ArticleCategory } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { articles, siteSettings } from '../../../db/schema/index.ts';
import { plainText } from '../../../platform/html/sanitize.ts';
import { DEMO_ARTICLES_A } from './demo-articles-a.ts';
import { DEMO_ARTICLES_B } from './demo-articles-b.ts';

const MARKER = 'seed.demo.articles';
const DAY = 24 * 3600_000;

export type DemoArticle = {
  category: ArticleCategory;
  title: string;
  summary: string;
  /** Paragraphs of the body; a string starting with "<" is taken as HTML as it is. */
  body: string[];
  source: string;
  author?: string;
  daysAgo: number;
  pinned?: true;
  order?: number;
  views?: number;
  /** A draft, or published with a publish time still ahead, for the maintenance screens. */
  state?: 'DRAFT' | 'SCHEDULED';
};

const html = (paragraphs: string[]) =>
  paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');

export async function seedDemoArticles(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const rows = [...DEMO_ARTICLES_A, ...DEMO_ARTICLES_B].map((a) => {
    const bodyHtml = html(a.body);
    const at = new Date(now.getTime() - a.daysAgo * DAY);
    const scheduled = a.state === 'SCHEDULED';
    return {
      category: a.category,
      title: a.title,
      summary: a.summary,
      bodyHtml,
      bodyText: plainText(bodyHtml),
      source: a.source,
      author: a.author ?? '',
      state: a.state === 'DRAFT' ? ('DRAFT' as const) : ('PUBLISHED' as const),
      publishAt: a.state === 'DRAFT' ? null : scheduled ? new Date(now.getTime() + 3 * DAY) : at,
      pinned: a.pinned ?? false,
      sortOrder: a.order ?? 0,
      viewCount: a.state ? 0 : (a.views ?? 40 + ((a.title.length * 37) % 400)),
      createdAt: at,
      updatedAt: at,
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(articles).values(rows);
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
