// The lexicon on every new database (reference data), and on a demo database a few items about the
// demo enterprises — some negative, which notify their offices — entered as an office would enter
// them. Each keeps its own marker row.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import { createNotices } from '../../../platform/notices/notices.ts';
import { replaceLexicon } from '../sentiment.repository.ts';
import { createSentiment } from '../sentiment.service.ts';
import { DEMO_ITEMS } from './demo-items.ts';
import { DEFAULT_LEXICON } from './lexicon.ts';

async function once(db: Database, marker: string, now: Date, write: () => Promise<unknown>) {
  const [done] = await db.select().from(siteSettings).where(eq(siteSettings.key, marker));
  if (done) return;
  await write();
  await db.insert(siteSettings).values({ key: marker, value: now.toISOString(), updatedAt: now });
}

export const seedLexicon = (db: Database, now: Date) =>
  once(db, 'seed.sentiment.lexicon', now, () =>
    replaceLexicon(
      db,
      (['NEGATIVE', 'POSITIVE', 'NEGATOR'] as const).flatMap((kind) =>
        DEFAULT_LEXICON[kind].map((word) => ({ word, kind })),
      ),
    ),
  );

export const seedDemoSentiment = (db: Database, now: Date) =>
  once(db, 'seed.demo.sentiment', now, async () => {
    const clock = () => now;
    const sentiment = createSentiment({
      db,
      clock,
      notices: createNotices({ db, clock }),
      audit: undefined as never,
    });
    await sentiment.ingest(DEMO_ITEMS(now), null);
  });
