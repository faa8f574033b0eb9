// Roadshows (issue 12 §3) under /console/api/roadshows: offices organise and invite, enterprises
// apply and read their results, investors and banks register and score.
import { roadshowEndpoints as r } from '@portal/contract/roadshow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { ENTERPRISES, FINANCIERS, NEED_READERS, OFFICES } from './financing.policy.ts';
import { createRoadshows } from './roadshow.service.ts';

const tags = ['roadshow'];
const PROJECT_ADDERS = { types: ['ENTERPRISE', 'FINANCIAL'] } as const;
const INVESTOR_ADDERS = { types: ['FINANCIAL', ...FINANCIERS.types] } as const;

export function roadshowRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const shows = createRoadshows(ctx);
  return async (app) => {
    route(app, r.list, {
      config: { access: NEED_READERS },
      tags,
      handler: async (request) => ({ data: await shows.list(callerOf(request), request.query) }),
    });
    route(app, r.myProjects, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({ data: await shows.myProjects(callerOf(request), request.query) }),
    });
    route(app, r.read, {
      config: { access: NEED_READERS },
      tags,
      handler: async (request) => ({ data: await shows.detail(callerOf(request), request.params.id) }),
    });
    route(app, r.create, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await shows.create(callerOf(request), request.body) }),
    });
    route(app, r.update, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await shows.update(callerOf(request), request.params.id, request.body),
      }),
    });
    route(app, r.addProject, {
      config: { access: PROJECT_ADDERS },
      tags,
      handler: async (request) => ({
        data: await shows.addProject(callerOf(request), request.params.id, request.body.needId),
      }),
    });
    route(app, r.decideProject, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await shows.decideProject(
          callerOf(request),
          request.params.id,
          request.params.projectId,
          request.body.status,
        ),
      }),
    });
    route(app, r.addInvestor, {
      config: { access: INVESTOR_ADDERS },
      tags,
      handler: async (request) => ({
        data: await shows.addInvestor(callerOf(request), request.params.id, request.body.orgId),
      }),
    });
    route(app, r.score, {
      config: { access: FINANCIERS },
      tags,
      handler: async (request) => ({
        data: await shows.score(callerOf(request), request.params.id, request.body),
      }),
    });
  };
}
