// The knowledge graph: public reading of the enabled graph, administrators' editing of nodes and
// relations. Every change and its audit row commit together.
import type {
  KnowledgeArticle,
  KnowledgeGraph,
  KnowledgeNodeAdmin,
  KnowledgeNodeDetail,
  KnowledgeRelation,
  KnowledgeRelationAdmin,
  KnowledgeRelationInput,
  knowledgeNodeInput,
  knowledgeNodeQuery,
  knowledgeNodeUpdate,
  knowledgeRelationQuery,
  Page,
} from '@portal/contract';
import type { z } from 'zod';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import type { ContentFiles } from '../../platform/files/files.service.ts';
import { referencedFileIds, renderRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { checkWordLimit } from '../../platform/html/word-limit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { adminOf, relationOf, summaryOf } from './knowledge.present.ts';
import * as repo from './knowledge.repository.ts';

export type Knowledge = ReturnType<typeof createKnowledge>;

const NODE_MISSING = '知识节点不存在或已删除';
const NODE_STALE = '知识节点已被他人修改，请刷新后再编辑';
const RELATION_MISSING = '关系不存在或已删除';
const NAME_TAKEN = '已有同名的知识节点';
const RELATION_TAKEN = '这两个节点之间已有相同的关系';

export function createKnowledge(deps: { db: Database; clock: Clock; audit: Audit; files: ContentFiles }) {
  const { db, clock, audit, files } = deps;
  /** An enabled node's images and links to our files are public while it stays enabled (platform/files). */
  const showFiles = (tx: Database, id: string, node?: repo.NodeRow) =>
    files.show(
      { type: 'knowledge_node', id },
      node ? referencedFileIds(node.body) : [],
      node?.enabled ? clock() : null,
      tx,
    );
  const record = (
    tx: Database,
    actor: Caller,
    action: string,
    objectType: string,
    objectId: string,
    detail: Record<string, unknown>,
  ) => audit.by(actor, { action, objectType, objectId, detail }, tx);

  function nodeValues(input: z.output<typeof knowledgeNodeInput>): repo.NodeValues {
    const body = sanitizeRichText(input.body);
    checkWordLimit(body, { path: 'body', label: '正文' });
    return {
      type: input.type,
      name: input.name,
      summary: input.summary,
      body,
      sortOrder: input.order,
      enabled: input.enabled,
    };
  }

  async function detail(id: string): Promise<KnowledgeNodeDetail> {
    const row = await repo.findNode(db, id);
    if (!row) throw new NotFoundError(NODE_MISSING);
    return { ...adminOf(row), body: renderRichText(row.node.body) };
  }

  /** Both ends exist and differ, and the triple is new (RELATED counts either way round). */
  async function checkRelation(tx: Database, input: KnowledgeRelationInput, exceptId?: string) {
    if (input.fromId === input.toId)
      throw new ValidationError([{ path: 'toId', message: '关系的两端不能是同一个节点' }]);
    const found = await repo.nodesExisting(tx, [input.fromId, input.toId]);
    const missing = (['fromId', 'toId'] as const).filter((k) => !found.has(input[k]));
    if (missing.length > 0)
      throw new ValidationError(missing.map((path) => ({ path, message: NODE_MISSING })));
    if (await repo.findTriple(tx, input, exceptId)) throw new ConflictError(RELATION_TAKEN);
  }

  return {
    async graph(): Promise<KnowledgeGraph> {
      const { nodes, relations } = await repo.enabledGraph(db);
      return { nodes: nodes.map(summaryOf), relations: relations.map(relationOf) };
    },

    async article(id: string): Promise<KnowledgeArticle> {
      const row = await repo.findNode(db, id);
      if (!row?.node.enabled) throw new NotFoundError(NODE_MISSING);
      const links = await repo.enabledNeighbours(db, id);
      return {
        ...summaryOf(row.node),
        body: renderRichText(row.node.body),
        updatedAt: row.node.updatedAt.toISOString(),
        links: links.map(({ relation, other }) => ({
          relationId: relation.id,
          label: relation.label,
          direction: relation.fromId === id ? ('out' as const) : ('in' as const),
          node: summaryOf(other),
        })),
      };
    },

    async listNodes(query: z.output<typeof knowledgeNodeQuery>): Promise<Page<KnowledgeNodeAdmin>> {
      const { total, items } = await repo.listNodes(db, query, query.size, offsetOf(query));
      return toPage(items.map(adminOf), total, query);
    },

    detail,

    async createNode(
      input: z.output<typeof knowledgeNodeInput>,
      actor: Caller,
    ): Promise<KnowledgeNodeDetail> {
      const values = nodeValues(input);
      const id = await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            if (await repo.findNodeByName(tx, values.name)) throw new ConflictError(NAME_TAKEN);
            const row = await repo.insertNode(tx, values, actor.user.id, clock());
            await showFiles(tx, row.id, row);
            await record(tx, actor, 'knowledge.node.created', 'knowledge_node', row.id, {
              type: row.type,
              name: row.name,
            });
            return row.id;
          }),
        NAME_TAKEN,
      );
      return detail(id);
    },

    /** The edit names the version it was made on: 409 when someone changed the node meanwhile. */
    async updateNode(
      id: string,
      input: z.output<typeof knowledgeNodeUpdate>,
      actor: Caller,
    ): Promise<KnowledgeNodeDetail> {
      const values = nodeValues(input);
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const same = await repo.findNodeByName(tx, values.name);
            if (same && same.id !== id) throw new ConflictError(NAME_TAKEN);
            const edit = { actorId: actor.user.id, now: clock(), version: input.version };
            const row = await repo.updateNode(tx, id, values, edit);
            if (!row)
              throw (await repo.findNode(tx, id))
                ? new ConflictError(NODE_STALE)
                : new NotFoundError(NODE_MISSING);
            await showFiles(tx, id, row);
            await record(tx, actor, 'knowledge.node.updated', 'knowledge_node', id, {
              type: row.type,
              name: row.name,
              enabled: row.enabled,
            });
          }),
        NAME_TAKEN,
      );
      return detail(id);
    },

    /** A node with relations is deleted only when the caller says cascade (the page asked first). */
    async deleteNode(id: string, cascade: boolean, actor: Caller) {
      return db.transaction(async (tx) => {
        const row = await repo.findNode(tx, id);
        if (!row) throw new NotFoundError(NODE_MISSING);
        if (row.relationCount > 0 && !cascade)
          throw new ConflictError(`该节点还有 ${row.relationCount} 条关系，确认一并删除后才能删除节点`);
        await repo.deleteNode(tx, id);
        await showFiles(tx, id);
        await record(tx, actor, 'knowledge.node.deleted', 'knowledge_node', id, {
          name: row.node.name,
          relationsRemoved: row.relationCount,
        });
        return { nodeId: id, relationsRemoved: row.relationCount };
      });
    },

    async listRelations(
      query: z.output<typeof knowledgeRelationQuery>,
    ): Promise<Page<KnowledgeRelationAdmin>> {
      const { total, items } = await repo.listRelations(db, query, query.size, offsetOf(query));
      return toPage(
        items.map(({ relation, ...names }) => ({ ...relationOf(relation), ...names })),
        total,
        query,
      );
    },

    async createRelation(input: KnowledgeRelationInput, actor: Caller): Promise<KnowledgeRelation> {
      return conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            await checkRelation(tx, input);
            const row = await repo.insertRelation(tx, input, clock());
            await record(tx, actor, 'knowledge.relation.created', 'knowledge_relation', row.id, { ...input });
            return relationOf(row);
          }),
        RELATION_TAKEN,
      );
    },

    async updateRelation(
      id: string,
      input: KnowledgeRelationInput,
      actor: Caller,
    ): Promise<KnowledgeRelation> {
      return conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            await checkRelation(tx, input, id);
            const row = await repo.updateRelation(tx, id, input, clock());
            if (!row) throw new NotFoundError(RELATION_MISSING);
            await record(tx, actor, 'knowledge.relation.updated', 'knowledge_relation', id, { ...input });
            return relationOf(row);
          }),
        RELATION_TAKEN,
      );
    },

    async deleteRelation(id: string, actor: Caller): Promise<{ relationId: string }> {
      return db.transaction(async (tx) => {
        const row = await repo.deleteRelation(tx, id);
        if (!row) throw new NotFoundError(RELATION_MISSING);
        await record(tx, actor, 'knowledge.relation.deleted', 'knowledge_relation', id, relationOf(row));
        return { relationId: id };
      });
    },
  };
}
