// The knowledge graph's calls: the enabled graph and one node's article for everyone; editing of
// nodes and relations for administrators (portal maintenance).
import { knowledgeEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createKnowledge } from './knowledge.service.ts';

const tags = ['knowledge'];
const ADMIN = { authority: 'ADMIN' } as const;

export function knowledgeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const knowledge = createKnowledge(ctx);
  return async (app) => {
    route(app, knowledgeEndpoints.graph, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: await knowledge.graph() }),
    });

    route(app, knowledgeEndpoints.article, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await knowledge.article(request.params.nodeId) }),
    });

    route(app, knowledgeEndpoints.nodes, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await knowledge.listNodes(request.query) }),
    });

    route(app, knowledgeEndpoints.node, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await knowledge.detail(request.params.nodeId) }),
    });

    route(app, knowledgeEndpoints.createNode, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await knowledge.createNode(request.body, callerOf(request)) }),
    });

    route(app, knowledgeEndpoints.updateNode, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await knowledge.updateNode(request.params.nodeId, request.body, callerOf(request)),
      }),
    });

    route(app, knowledgeEndpoints.deleteNode, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await knowledge.deleteNode(request.params.nodeId, request.query.cascade, callerOf(request)),
      }),
    });

    route(app, knowledgeEndpoints.relations, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await knowledge.listRelations(request.query) }),
    });

    route(app, knowledgeEndpoints.createRelation, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await knowledge.createRelation(request.body, callerOf(request)) }),
    });

    route(app, knowledgeEndpoints.updateRelation, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await knowledge.updateRelation(request.params.relationId, request.body, callerOf(request)),
      }),
    });

    route(app, knowledgeEndpoints.deleteRelation, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await knowledge.deleteRelation(request.params.relationId, callerOf(request)),
      }),
    });
  };
}
