// The knowledge graph's calls: the enabled graph and one node's article for everyone; editing of
// nodes and relations for administrators (portal maintenance).
import {
  envelope,
  knowledgeArticle,
  knowledgeGraph,
  knowledgeNodeDeleted,
  knowledgeNodeDeleteQuery,
  knowledgeNodeDetail,
  knowledgeNodeIdParams,
  knowledgeNodeInput,
  knowledgeNodePage,
  knowledgeNodeQuery,
  knowledgeNodeUpdate,
  knowledgeRelation,
  knowledgeRelationIdParams,
  knowledgeRelationInput,
  knowledgeRelationPage,
  knowledgeRelationQuery,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createKnowledge } from './knowledge.service.ts';

const tags = ['knowledge'];
const ADMIN = { authority: 'ADMIN' } as const;
const PUBLIC_BASE = '/console/api/portal/knowledge';
const BASE = '/console/api/portal/management/knowledge';

export function knowledgeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const knowledge = createKnowledge(ctx);
  return async (app) => {
    app.get(`${PUBLIC_BASE}/graph`, {
      config: { access: 'public' },
      schema: { tags, summary: 'The enabled knowledge graph', response: { 200: envelope(knowledgeGraph) } },
      handler: async () => ({ data: await knowledge.graph() }),
    });

    app.get(`${PUBLIC_BASE}/nodes/:nodeId`, {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An enabled node's article and neighbours",
        params: knowledgeNodeIdParams,
        response: { 200: envelope(knowledgeArticle) },
      },
      handler: async (request) => ({ data: await knowledge.article(request.params.nodeId) }),
    });

    app.get(`${BASE}/nodes`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Nodes, filtered and paged',
        querystring: knowledgeNodeQuery,
        response: { 200: envelope(knowledgeNodePage) },
      },
      handler: async (request) => ({ data: await knowledge.listNodes(request.query) }),
    });

    app.get(`${BASE}/nodes/:nodeId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'One node for editing',
        params: knowledgeNodeIdParams,
        response: { 200: envelope(knowledgeNodeDetail) },
      },
      handler: async (request) => ({ data: await knowledge.detail(request.params.nodeId) }),
    });

    app.post(`${BASE}/nodes`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Create a node',
        body: knowledgeNodeInput,
        response: { 200: envelope(knowledgeNodeDetail) },
      },
      handler: async (request) => ({ data: await knowledge.createNode(request.body, callerOf(request)) }),
    });

    app.put(`${BASE}/nodes/:nodeId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Update a node (409 when the version is stale)',
        params: knowledgeNodeIdParams,
        body: knowledgeNodeUpdate,
        response: { 200: envelope(knowledgeNodeDetail) },
      },
      handler: async (request) => ({
        data: await knowledge.updateNode(request.params.nodeId, request.body, callerOf(request)),
      }),
    });

    app.delete(`${BASE}/nodes/:nodeId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a node (409 while it has relations, unless cascade=true)',
        params: knowledgeNodeIdParams,
        querystring: knowledgeNodeDeleteQuery,
        response: { 200: envelope(knowledgeNodeDeleted) },
      },
      handler: async (request) => ({
        data: await knowledge.deleteNode(request.params.nodeId, request.query.cascade, callerOf(request)),
      }),
    });

    app.get(`${BASE}/relations`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Relations, filtered by node and label, paged',
        querystring: knowledgeRelationQuery,
        response: { 200: envelope(knowledgeRelationPage) },
      },
      handler: async (request) => ({ data: await knowledge.listRelations(request.query) }),
    });

    app.post(`${BASE}/relations`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Create a relation (no self-relations, no duplicates)',
        body: knowledgeRelationInput,
        response: { 200: envelope(knowledgeRelation) },
      },
      handler: async (request) => ({ data: await knowledge.createRelation(request.body, callerOf(request)) }),
    });

    app.put(`${BASE}/relations/:relationId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change a relation',
        params: knowledgeRelationIdParams,
        body: knowledgeRelationInput,
        response: { 200: envelope(knowledgeRelation) },
      },
      handler: async (request) => ({
        data: await knowledge.updateRelation(request.params.relationId, request.body, callerOf(request)),
      }),
    });

    app.delete(`${BASE}/relations/:relationId`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete a relation',
        params: knowledgeRelationIdParams,
        response: { 200: envelope(z.object({ relationId: z.string() })) },
      },
      handler: async (request) => ({
        data: await knowledge.deleteRelation(request.params.relationId, callerOf(request)),
      }),
    });
  };
}
