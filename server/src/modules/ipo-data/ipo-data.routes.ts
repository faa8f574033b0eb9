// IPO data's calls: statistics, cases and letters for every signed-in reader the menus give them to.
// Administrators import the datasets through platform/datasets (modules/datasets).

import { ipoDataEndpoints as api } from '@portal/contract/ipo-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendCasesWorkbook, sendLettersWorkbook, sendOverviewWorkbook } from './ipo-data.export.ts';
import { createIpoData } from './ipo-data.service.ts';

const tags = ['ipo-data'];

export function ipoDataRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const ipo = createIpoData(ctx);
  return async (app) => {
    route(app, api.overview, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.overview(request.query) }),
    });
    route(app, api.cases, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.cases(request.query) }),
    });
    route(app, api.exportCases, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendCasesWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.case, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.detail(request.params.caseId) }),
    });
    route(app, api.exportOverview, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendOverviewWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.exportLetters, {
      config: { access: 'session' },
      tags,
      handler: async (request, reply) => sendLettersWorkbook(reply, ctx, ipo, request.query),
    });
    route(app, api.letters, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await ipo.letters(request.query) }),
    });
  };
}
