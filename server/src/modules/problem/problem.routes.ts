// The green channel's calls: enterprises draft and submit their problems; offices and member units
// take the steps; everyone of the three reads the list, detail and export in its own scope.
import { problemEndpoints } from '@portal/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { route } from '../../platform/http/route.ts';
import { PROBLEM_EXPORT_LIST, writeProblemList, writeProblemStats } from './problem.export.ts';
import { scopeOf } from './problem.policy.ts';
import { createProblemService } from './problem.service.ts';
import { problemStatistics } from './problem.stats.ts';

const tags = ['problem'];
const PARTIES = { types: ['ENTERPRISE', 'FINANCIAL', 'FUNCTIONAL'] } as const;
const ENTERPRISE = { types: ['ENTERPRISE'] } as const;
const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
const OFFICES = { types: ['FINANCIAL'] } as const;

export function problemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const problems = createProblemService(ctx);
  return async (app) => {
    route(app, problemEndpoints.list, {
      config: { access: PARTIES },
      tags,
      handler: async (request) => ({ data: await problems.list(callerOf(request), request.query) }),
    });

    route(app, problemEndpoints.export, {
      config: { access: PARTIES },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const columns = await ctx.exportLists.columns(PROBLEM_EXPORT_LIST.key);
        const { page: _p, size: _s, ...filters } = request.query;
        await ctx.audit.by(caller, {
          action: 'problem.exported',
          objectType: 'problem',
          detail: { filters },
        });
        return sendWorkbook(reply, '绿色通道问题.xlsx', async (writer) => {
          await writeProblemList(writer, ctx.db, columns, scopeOf(caller), filters, ctx.clock());
        });
      },
    });

    route(app, problemEndpoints.stats, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await problemStatistics(ctx.db, scopeOf(callerOf(request)), request.query, ctx.clock()),
      }),
    });

    route(app, problemEndpoints.statsExport, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const stats = await problemStatistics(ctx.db, scopeOf(caller), request.query, ctx.clock());
        await ctx.audit.by(caller, {
          action: 'problem.exported',
          objectType: 'problem',
          detail: { statistics: request.query },
        });
        return sendWorkbook(reply, '绿色通道统计.xlsx', async (writer) => writeProblemStats(writer, stats));
      },
    });

    route(app, problemEndpoints.read, {
      config: { access: PARTIES },
      tags,
      handler: async (request) => ({
        data: await problems.read(callerOf(request), request.params.problemId),
      }),
    });

    route(app, problemEndpoints.create, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await problems.create(callerOf(request), request.body) }),
    });

    route(app, problemEndpoints.convert, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await problems.convert(callerOf(request), request.body) }),
    });

    route(app, problemEndpoints.update, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({
        data: await problems.update(callerOf(request), request.params.problemId, request.body),
      }),
    });

    route(app, problemEndpoints.remove, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({
        data: await problems.remove(callerOf(request), request.params.problemId),
      }),
    });

    route(app, problemEndpoints.submit, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({
        data: await problems.submit(callerOf(request), request.params.problemId, request.body.version),
      }),
    });

    route(app, problemEndpoints.act, {
      config: { access: PARTIES },
      tags,
      handler: async (request) => ({
        data: await problems.act(callerOf(request), request.params.problemId, request.body),
      }),
    });

    route(app, problemEndpoints.note, {
      config: { access: { types: ['FUNCTIONAL'] } },
      tags,
      handler: async (request) => ({
        data: await problems.note(callerOf(request), request.params.problemId, request.body),
      }),
    });

    route(app, problemEndpoints.targets, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await problems.targets(callerOf(request), request.params.problemId, request.query),
      }),
    });
  };
}
