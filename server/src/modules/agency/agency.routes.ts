// Agency search's calls: searching, one institution and a side-by-side comparison for government
// readers; recording regulatory measures for administrators.
import { agencyEndpoints as api } from '@portal/contract/agency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createAgency } from './agency.service.ts';

const tags = ['agency'];
const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
const ADMIN = { authority: 'ADMIN' } as const;

export function agencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const agency = createAgency(ctx);
  return async (app) => {
    route(app, api.search, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await agency.search(request.query) }),
    });
    route(app, api.detail, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await agency.detail(callerOf(request), request.params.institutionId),
      }),
    });
    route(app, api.compare, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await agency.compare(callerOf(request), request.query.ids) }),
    });
    route(app, api.addMeasure, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await agency.addMeasure(request.params.institutionId, request.body, callerOf(request)),
      }),
    });
    route(app, api.deleteMeasure, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await agency.deleteMeasure(request.params.measureId, callerOf(request)),
      }),
    });
  };
}
