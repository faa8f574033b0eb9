// SQL of the knowledge graph. The graph is province-wide public content kept by the province
// office's administrators, so there is no region scope: every query sees every node.
import type { KnowledgeNodeType, KnowledgeRelationLabel } from '@portal/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { knowledgeNodes, knowledgeRelations } from '../../db/schema/index.ts';
import { containing } from '../../platform/sql/like.ts';

export type NodeRow = typeof knowledgeNodes.$inferSelect;
export type RelationRow = typeof knowledgeRelations.$inferSelect;
export type NodeValues = {
  type: KnowledgeNodeType;
  name: string;
  summary: string;
  body: string;
  sortOrder: number;
  enabled: boolean;
};

// Written out in full: inside a subquery drizzle would leave the outer column unqualified.
const relationCount = sql<number>`(select count(*)::int from knowledge_relations r
  where r.from_id = knowledge_nodes.id or r.to_id = knowledge_nodes.id)`;

const byOrder = [asc(knowledgeNodes.type), asc(knowledgeNodes.sortOrder), asc(knowledgeNodes.name)];

export type NodeFilter = { type?: KnowledgeNodeType; keyword?: string; enabled?: boolean };

function nodeWhere(filter: NodeFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(knowledgeNodes.type, filter.type));
  if (filter.enabled !== undefined) conditions.push(eq(knowledgeNodes.enabled, filter.enabled));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(or(ilike(knowledgeNodes.name, like), ilike(knowledgeNodes.summary, like))!);
  }
  return and(...conditions);
}

export async function listNodes(db: Database, filter: NodeFilter, limit: number, offset: number) {
  const where = nodeWhere(filter);
  const [total] = await db.select({ n: count() }).from(knowledgeNodes).where(where);
  const items = await db
    .select({ node: knowledgeNodes, relationCount })
    .from(knowledgeNodes)
    .where(where)
    .orderBy(...byOrder)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function findNode(db: Database, id: string) {
  const [row] = await db
    .select({ node: knowledgeNodes, relationCount })
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.id, id));
  return row;
}

export async function findNodeByName(db: Database, name: string): Promise<NodeRow | undefined> {
  const [row] = await db.select().from(knowledgeNodes).where(eq(knowledgeNodes.name, name));
  return row;
}

export async function insertNode(db: Database, values: NodeValues, actorId: string | null, now: Date) {
  const [row] = await db
    .insert(knowledgeNodes)
    .values({ ...values, updatedBy: actorId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * Applies the edit when the node is still at `version`, bumping it; undefined when nothing
 * matched (gone, or changed meanwhile: the caller tells which).
 */
export async function updateNode(
  db: Database,
  id: string,
  values: NodeValues,
  edit: { actorId: string; now: Date; version: number },
) {
  const [row] = await db
    .update(knowledgeNodes)
    .set({
      ...values,
      updatedBy: edit.actorId,
      updatedAt: edit.now,
      version: sql`${knowledgeNodes.version} + 1`,
    })
    .where(and(eq(knowledgeNodes.id, id), eq(knowledgeNodes.version, edit.version)))
    .returning();
  return row;
}

/** Deletes the node; its relations go with it (foreign keys cascade). */
export async function deleteNode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .delete(knowledgeNodes)
    .where(eq(knowledgeNodes.id, id))
    .returning({ id: knowledgeNodes.id });
  return rows.length > 0;
}

/** The enabled nodes and the relations whose both ends are enabled. */
export async function enabledGraph(db: Database) {
  const nodes = await db
    .select()
    .from(knowledgeNodes)
    .where(eq(knowledgeNodes.enabled, true))
    .orderBy(...byOrder);
  const from = alias(knowledgeNodes, 'from_node');
  const to = alias(knowledgeNodes, 'to_node');
  const relations = await db
    .select({ relation: knowledgeRelations })
    .from(knowledgeRelations)
    .innerJoin(from, eq(from.id, knowledgeRelations.fromId))
    .innerJoin(to, eq(to.id, knowledgeRelations.toId))
    .where(and(eq(from.enabled, true), eq(to.enabled, true)))
    .orderBy(asc(knowledgeRelations.createdAt), asc(knowledgeRelations.id));
  return { nodes, relations: relations.map((r) => r.relation) };
}

/** The relations touching one node, with the node at the other end when it is enabled. */
export async function enabledNeighbours(db: Database, id: string) {
  const other = alias(knowledgeNodes, 'other_node');
  return db
    .select({ relation: knowledgeRelations, other })
    .from(knowledgeRelations)
    .innerJoin(
      other,
      sql`${other.id} = case when ${knowledgeRelations.fromId} = ${id} then ${knowledgeRelations.toId} else ${knowledgeRelations.fromId} end`,
    )
    .where(
      and(or(eq(knowledgeRelations.fromId, id), eq(knowledgeRelations.toId, id)), eq(other.enabled, true)),
    )
    .orderBy(asc(knowledgeRelations.label), asc(other.sortOrder), asc(other.name));
}

export type RelationFilter = { nodeId?: string; label?: KnowledgeRelationLabel };

export async function listRelations(db: Database, filter: RelationFilter, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filter.nodeId)
    conditions.push(
      or(eq(knowledgeRelations.fromId, filter.nodeId), eq(knowledgeRelations.toId, filter.nodeId))!,
    );
  if (filter.label) conditions.push(eq(knowledgeRelations.label, filter.label));
  const where = and(...conditions);
  const from = alias(knowledgeNodes, 'from_node');
  const to = alias(knowledgeNodes, 'to_node');
  const [total] = await db.select({ n: count() }).from(knowledgeRelations).where(where);
  const items = await db
    .select({
      relation: knowledgeRelations,
      fromName: from.name,
      fromType: from.type,
      toName: to.name,
      toType: to.type,
    })
    .from(knowledgeRelations)
    .innerJoin(from, eq(from.id, knowledgeRelations.fromId))
    .innerJoin(to, eq(to.id, knowledgeRelations.toId))
    .where(where)
    .orderBy(asc(from.type), asc(from.sortOrder), asc(from.name), asc(knowledgeRelations.label), asc(to.name))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, items };
}

export async function nodesExisting(db: Database, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: knowledgeNodes.id })
    .from(knowledgeNodes)
    .where(inArray(knowledgeNodes.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The same triple, or for RELATED (symmetric) the same pair either way round. */
export async function findTriple(
  db: Database,
  triple: { fromId: string; toId: string; label: KnowledgeRelationLabel },
  exceptId?: string,
): Promise<RelationRow | undefined> {
  const forward = and(eq(knowledgeRelations.fromId, triple.fromId), eq(knowledgeRelations.toId, triple.toId));
  const backward = and(
    eq(knowledgeRelations.fromId, triple.toId),
    eq(knowledgeRelations.toId, triple.fromId),
  );
  const pair = triple.label === 'RELATED' ? or(forward, backward) : forward;
  const [row] = await db
    .select()
    .from(knowledgeRelations)
    .where(
      and(
        pair,
        eq(knowledgeRelations.label, triple.label),
        exceptId ? sql`${knowledgeRelations.id} <> ${exceptId}` : undefined,
      ),
    );
  return row;
}

export async function insertRelation(
  db: Database,
  triple: { fromId: string; toId: string; label: KnowledgeRelationLabel },
  now: Date,
): Promise<RelationRow> {
  const [row] = await db
    .insert(knowledgeRelations)
    .values({ ...triple, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function deleteRelation(db: Database, id: string): Promise<RelationRow | undefined> {
  const [row] = await db.delete(knowledgeRelations).where(eq(knowledgeRelations.id, id)).returning();
  return row;
}

export async function updateRelation(
  db: Database,
  id: string,
  triple: { fromId: string; toId: string; label: KnowledgeRelationLabel },
  now: Date,
): Promise<RelationRow | undefined> {
  const [row] = await db
    .update(knowledgeRelations)
    .set({ ...triple, updatedAt: now })
    .where(eq(knowledgeRelations.id, id))
    .returning();
  return row;
}
