// The shared record of one-step conversions (db/schema/conversions.ts): the green channel and the
// ledger claim a source when they convert it, research and sentiment read the claims to turn their
// buttons into links. Modules never import each other, so this small read and write sit here.
import type { ConversionRef, ConversionSource, ConversionTarget } from '@portal/contract/conversion';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversions } from '../../db/schema/index.ts';
import { ConflictError } from '../http/errors.ts';

const ALREADY = '已转换过，请勿重复操作';

/** Records the conversion inside the caller's transaction; the same source twice is a 409. */
export async function claimConversion(
  tx: Database,
  input: { source: ConversionSource; target: ConversionTarget; targetId: string; userId: string; at: Date },
): Promise<void> {
  const rows = await tx
    .insert(conversions)
    .values({
      sourceKind: input.source.kind,
      sourceId: input.source.id,
      sourceIndex: input.source.index ?? -1,
      target: input.target,
      targetId: input.targetId,
      createdBy: input.userId,
      createdAt: input.at,
    })
    .onConflictDoNothing()
    .returning({ id: conversions.id });
  if (rows.length === 0) throw new ConflictError(ALREADY);
}

/** The conversions made of these sources, grouped by source id. */
export async function conversionsOf(
  db: Database,
  kind: ConversionSource['kind'],
  ids: string[],
): Promise<Map<string, ConversionRef[]>> {
  const out = new Map<string, ConversionRef[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(conversions)
    .where(and(eq(conversions.sourceKind, kind), inArray(conversions.sourceId, ids)));
  for (const r of rows) {
    const list = out.get(r.sourceId) ?? [];
    list.push({ target: r.target, targetId: r.targetId, index: r.sourceIndex < 0 ? null : r.sourceIndex });
    out.set(r.sourceId, list);
  }
  return out;
}
