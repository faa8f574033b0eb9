// Listed-company statistics' calls, all reads for every signed-in reader the menus give them to.
// The datasets' imports, versions and restores are platform/datasets' generic administrator calls.
import { listedCompaniesEndpoints as api } from '@portal/contract/listed-companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import {
  sendCompaniesWorkbook,
  sendFinancialsWorkbook,
  sendSecuritiesWorkbook,
} from './listed-companies.export.ts';
import { createListedCompanies } from './listed-companies.service.ts';

const tags = ['listed-companies'];
const config = { access: 'session' } as const;

export function listedCompaniesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const listed = createListedCompanies(ctx);
  return async (app) => {
    route(app, api.securities, {
      config,
      tags,
      handler: async (request) => ({ data: await listed.securities(request.query) }),
    });
    route(app, api.exportSecurities, {
      config,
      tags,
      handler: async (request, reply) => sendSecuritiesWorkbook(reply, ctx, listed, request.query),
    });
    route(app, api.companies, {
      config,
      tags,
      handler: async (request) => ({ data: await listed.companies(request.query) }),
    });
    route(app, api.exportCompanies, {
      config,
      tags,
      handler: async (request, reply) => sendCompaniesWorkbook(reply, ctx, listed, request.query),
    });
    route(app, api.financials, {
      config,
      tags,
      handler: async (request) => ({ data: await listed.financials(request.query) }),
    });
    route(app, api.exportFinancials, {
      config,
      tags,
      handler: async (request, reply) => sendFinancialsWorkbook(reply, ctx, listed, request.query),
    });
  };
}
