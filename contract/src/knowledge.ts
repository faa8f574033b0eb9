// Shapes of the knowledge graph (知识图谱): nodes of six types joined by typed relations, each node
// with an article body. Administrators edit it under /portal/management/knowledge; everyone reads
// the enabled part of it on the portal and in the console.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageOf, pageQuery } from './http.ts';

/** Board 板块, listing stage 上市阶段, requirement 上市条件, law 法规, case 案例, concept 概念. */
export const KNOWLEDGE_NODE_TYPES = ['BOARD', 'STAGE', 'REQUIREMENT', 'LAW', 'CASE', 'CONCEPT'] as const;
export type KnowledgeNodeType = (typeof KNOWLEDGE_NODE_TYPES)[number];

/** 适用于, 包含, 依据, 案例, 前置, 相关. RELATED reads the same both ways. */
export const KNOWLEDGE_RELATION_LABELS = [
  'APPLIES_TO',
  'CONTAINS',
  'BASED_ON',
  'CASE',
  'PRECEDES',
  'RELATED',
] as const;
export type KnowledgeRelationLabel = (typeof KNOWLEDGE_RELATION_LABELS)[number];

export const KNOWLEDGE_NAME_MAX = 60;
export const KNOWLEDGE_SUMMARY_MAX = 500;
/** Sanitised HTML of the article; the editor's own word limit keeps real bodies far below this. */
export const RICH_TEXT_HTML_MAX = 200_000;

const trimmed = (max: number) => z.string().trim().max(max);

export const knowledgeNodeInput = z.object({
  type: z.enum(KNOWLEDGE_NODE_TYPES),
  name: trimmed(KNOWLEDGE_NAME_MAX).min(1),
  summary: trimmed(KNOWLEDGE_SUMMARY_MAX).default(''),
  body: z.string().max(RICH_TEXT_HTML_MAX).default(''),
  order: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type KnowledgeNodeInput = z.input<typeof knowledgeNodeInput>;

/** An edit carries the version it was made on; a stale one is refused with 409. */
export const knowledgeNodeUpdate = knowledgeNodeInput.extend({ version: z.number().int().min(1) });
export type KnowledgeNodeUpdate = z.input<typeof knowledgeNodeUpdate>;

/** A node as the graph draws it: no body. */
export const knowledgeNodeSummary = z.object({
  nodeId: z.string(),
  type: z.enum(KNOWLEDGE_NODE_TYPES),
  name: z.string(),
  summary: z.string(),
  order: z.number().int(),
});
export type KnowledgeNodeSummary = z.infer<typeof knowledgeNodeSummary>;

export const knowledgeRelation = z.object({
  relationId: z.string(),
  fromId: z.string(),
  toId: z.string(),
  label: z.enum(KNOWLEDGE_RELATION_LABELS),
});
export type KnowledgeRelation = z.infer<typeof knowledgeRelation>;

export const knowledgeGraph = z.object({
  nodes: z.array(knowledgeNodeSummary),
  relations: z.array(knowledgeRelation),
});
export type KnowledgeGraph = z.infer<typeof knowledgeGraph>;

/** One node's article with its neighbours, for the drawer and the detail view. */
export const knowledgeArticle = knowledgeNodeSummary.extend({
  body: z.string(),
  updatedAt: z.string(),
  links: z.array(
    z.object({
      relationId: z.string(),
      label: z.enum(KNOWLEDGE_RELATION_LABELS),
      direction: z.enum(['out', 'in']),
      node: knowledgeNodeSummary,
    }),
  ),
});
export type KnowledgeArticle = z.infer<typeof knowledgeArticle>;

/** The administrator's row: enabled flag and how many relations deleting it would take along. */
export const knowledgeNodeAdmin = knowledgeNodeSummary.extend({
  enabled: z.boolean(),
  relationCount: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type KnowledgeNodeAdmin = z.infer<typeof knowledgeNodeAdmin>;
export const knowledgeNodePage = pageOf(knowledgeNodeAdmin);

export const knowledgeNodeDetail = knowledgeNodeAdmin.extend({ body: z.string() });
export type KnowledgeNodeDetail = z.infer<typeof knowledgeNodeDetail>;

const enabledFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const knowledgeNodeQuery = pageQuery.extend({
  type: z.enum(KNOWLEDGE_NODE_TYPES).optional(),
  keyword: trimmed(60).optional(),
  enabled: enabledFlag.optional(),
});
export type KnowledgeNodeQuery = z.input<typeof knowledgeNodeQuery>;

export const knowledgeNodeIdParams = z.object({ nodeId: z.uuid() });
/** Deleting a node that still has relations needs cascade=true (the page asks first). */
export const knowledgeNodeDeleteQuery = z.object({ cascade: enabledFlag.default(false) });

export const knowledgeRelationInput = z.object({
  fromId: z.uuid(),
  toId: z.uuid(),
  label: z.enum(KNOWLEDGE_RELATION_LABELS),
});
export type KnowledgeRelationInput = z.infer<typeof knowledgeRelationInput>;

/** A relation with both ends named, for the administrator's relation table. */
export const knowledgeRelationAdmin = knowledgeRelation.extend({
  fromName: z.string(),
  fromType: z.enum(KNOWLEDGE_NODE_TYPES),
  toName: z.string(),
  toType: z.enum(KNOWLEDGE_NODE_TYPES),
});
export type KnowledgeRelationAdmin = z.infer<typeof knowledgeRelationAdmin>;
export const knowledgeRelationPage = pageOf(knowledgeRelationAdmin);

export const knowledgeRelationQuery = pageQuery.extend({
  nodeId: z.uuid().optional(),
  label: z.enum(KNOWLEDGE_RELATION_LABELS).optional(),
});
export type KnowledgeRelationQuery = z.input<typeof knowledgeRelationQuery>;

export const knowledgeRelationIdParams = z.object({ relationId: z.uuid() });

export const knowledgeNodeDeleted = z.object({ nodeId: z.string(), relationsRemoved: z.number().int() });

const KNOWLEDGE = '/console/api/portal/management/knowledge';
export const knowledgeEndpoints = {
  graph: endpoint({
    method: 'GET',
    path: '/console/api/portal/knowledge/graph',
    summary: 'The enabled knowledge graph',
    response: knowledgeGraph,
  }),
  article: endpoint({
    method: 'GET',
    path: '/console/api/portal/knowledge/nodes/:nodeId',
    summary: "An enabled node's article and neighbours",
    params: knowledgeNodeIdParams,
    response: knowledgeArticle,
  }),
  nodes: endpoint({
    method: 'GET',
    path: `${KNOWLEDGE}/nodes`,
    summary: 'Nodes, filtered and paged',
    query: knowledgeNodeQuery,
    response: knowledgeNodePage,
  }),
  node: endpoint({
    method: 'GET',
    path: `${KNOWLEDGE}/nodes/:nodeId`,
    summary: 'One node for editing',
    params: knowledgeNodeIdParams,
    response: knowledgeNodeDetail,
  }),
  createNode: endpoint({
    method: 'POST',
    path: `${KNOWLEDGE}/nodes`,
    summary: 'Create a node',
    body: knowledgeNodeInput,
    response: knowledgeNodeDetail,
  }),
  updateNode: endpoint({
    method: 'PUT',
    path: `${KNOWLEDGE}/nodes/:nodeId`,
    summary: 'Update a node (409 when the version is stale)',
    params: knowledgeNodeIdParams,
    body: knowledgeNodeUpdate,
    response: knowledgeNodeDetail,
  }),
  deleteNode: endpoint({
    method: 'DELETE',
    path: `${KNOWLEDGE}/nodes/:nodeId`,
    summary: 'Delete a node (409 while it has relations, unless cascade=true)',
    params: knowledgeNodeIdParams,
    query: knowledgeNodeDeleteQuery,
    response: knowledgeNodeDeleted,
  }),
  relations: endpoint({
    method: 'GET',
    path: `${KNOWLEDGE}/relations`,
    summary: 'Relations, filtered by node and label, paged',
    query: knowledgeRelationQuery,
    response: knowledgeRelationPage,
  }),
  createRelation: endpoint({
    method: 'POST',
    path: `${KNOWLEDGE}/relations`,
    summary: 'Create a relation (no self-relations, no duplicates)',
    body: knowledgeRelationInput,
    response: knowledgeRelation,
  }),
  updateRelation: endpoint({
    method: 'PUT',
    path: `${KNOWLEDGE}/relations/:relationId`,
    summary: 'Change a relation',
    params: knowledgeRelationIdParams,
    body: knowledgeRelationInput,
    response: knowledgeRelation,
  }),
  deleteRelation: endpoint({
    method: 'DELETE',
    path: `${KNOWLEDGE}/relations/:relationId`,
    summary: 'Delete a relation',
    params: knowledgeRelationIdParams,
    response: z.object({ relationId: z.string() }),
  }),
};
