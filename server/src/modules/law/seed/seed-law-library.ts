// Writes the principal texts once (own marker row), linking each revision to the text it revises.
import { lawDocumentInput } from '@portal/contract/law';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { siteSettings } from '../../../db/schema/index.ts';
import { parseArticles } from '../law.articles.ts';
import { insertDocument } from '../law.repository.ts';
import { valuesOf } from '../law.service.ts';
import { PRINCIPAL_TEXTS } from './principal-texts.ts';

const MARKER = 'seed.law.principalTexts';

export async function seedLawLibrary(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [marker] = await tx.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
    if (marker) return;
    const ids = new Map<string, string>();
    for (const { key, revisesKey, ...text } of PRINCIPAL_TEXTS) {
      const input = lawDocumentInput.parse({
        ...text,
        revisesId: revisesKey ? ids.get(revisesKey) : undefined,
      });
      const values = valuesOf(input);
      const row = await insertDocument(tx, values, parseArticles(values.body).articles, {
        actorId: null,
        now,
      });
      ids.set(key, row.id);
    }
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
}
