// The shared record of one-step conversions (db/schema/conversions.ts): the green channel and the
// ledger claim a source when they convert it, research and sentiment read the claims to turn their
// buttons into links. Modules never import each other, so this small read and write sit here.
import type { ConversionRef, ConversionSource, ConversionTarget } from '@portal/contract/conversion';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conversions } from '../../db/schema/index.ts';
import type { Caller } from '../access/caller.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';

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

/**
 * Reads one kind of source for a conversion (registered by the module that owns the kind, manifest
 * `conversionSources`): its display label when it exists, the caller may read it, and it concerns
 * the enterprise (organisation id) it is being converted for; null otherwise.
 */
export type ConversionSourceReader = (
  tx: Database,
  caller: Caller,
  source: ConversionSource,
  enterpriseOrgId: string,
) => Promise<string | null>;

export type ConversionSources = ReturnType<typeof createConversionSources>;

export function createConversionSources() {
  const readers = new Map<ConversionSource['kind'], ConversionSourceReader>();
  return {
    register(kind: ConversionSource['kind'], reader: ConversionSourceReader): void {
      if (readers.has(kind)) throw new Error(`conversion source "${kind}" is registered twice`);
      readers.set(kind, reader);
    },
    /**
     * The source as the server knows it, its label taken from the record rather than from the
     * request; a source that is missing, out of the caller's reach, or about another enterprise is
     * the caller's mistake (400 on `source`), so nothing is converted from it.
     */
    async check(
      tx: Database,
      caller: Caller,
      source: ConversionSource,
      enterpriseOrgId: string,
    ): Promise<ConversionSource> {
      const reader = readers.get(source.kind);
      if (!reader) throw new Error(`no reader of conversion source "${source.kind}"`);
      const label = await reader(tx, caller, source, enterpriseOrgId);
      if (label === null)
        throw new ValidationError([
          { path: 'source', message: '转换来源不存在、不在您的管辖范围内，或与该企业无关' },
        ]);
      return { ...source, label: label.slice(0, 200) };
    },
  };
}
