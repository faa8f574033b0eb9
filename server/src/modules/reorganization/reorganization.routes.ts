// Reorganisation calls: every signed-in reader the menus give the pages to ('session', like
// ipo-data). Imports, versions and restores are platform/datasets' generic endpoints.
import { reorganizationEndpoints as api } from '@portal/contract/reorganization';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendCasesWorkbook, sendDealsWorkbook, sendTargetsWorkbook } from './reorganization.export.ts';
import { createReorganization } from './reorganization.service.ts';

const tags = ['reorganization'];
const config = { access: 'session' } as const;

export function reorganizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const reorg = createReorganization(ctx);
  return async (app) => {
    route(app, api.overview, {
      config,
      tags,
      handler: async (request) => ({ data: await reorg.overview(request.query) }),
    });
    route(app, api.deals, {
      config,
      tags,
      handler: async (request) => ({ data: await reorg.deals(request.query) }),
    });
    route(app, api.exportDeals, {
      config,
      tags,
      handler: async (request, reply) => sendDealsWorkbook(reply, ctx, reorg, request.query),
    });
    route(app, api.targets, {
      config,
      tags,
      handler: async (request) => ({ data: await reorg.targets(request.query) }),
    });
    route(app, api.exportTargets, {
      config,
      tags,
      handler: async (request, reply) => sendTargetsWorkbook(reply, ctx, reorg, request.query),
    });
    route(app, api.cases, {
      config,
      tags,
      handler: async (request) => ({ data: await reorg.cases(request.query) }),
    });
    route(app, api.exportCases, {
      config,
      tags,
      handler: async (request, reply) => sendCasesWorkbook(reply, ctx, reorg, request.query),
    });
    route(app, api.case, {
      config,
      tags,
      handler: async (request) => ({ data: await reorg.case(request.params.caseId) }),
    });
  };
}
