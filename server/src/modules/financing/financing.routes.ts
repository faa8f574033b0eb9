// Investment and financing (issue 12 §2) under /console/api/financing: the enterprise's needs, the
// office's region list and statistics, the institutions' ranked market, preferences and pairs.
import { financingEndpoints as f } from '@portal/contract/financing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { exportNeeds } from './financing.export.ts';
import { ENTERPRISES, FINANCIERS, NEED_READERS, OFFICES, PAIR_SIDES } from './financing.policy.ts';
import { createFinancing } from './financing.service.ts';
import { createMatching } from './matching.service.ts';

const tags = ['financing'];
const NEED_WRITERS = { types: ['ENTERPRISE', 'FINANCIAL'] } as const;

export function financingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const needs = createFinancing(ctx);
  const pairs = createMatching(ctx);
  return async (app) => {
    route(app, f.mine, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({ data: await needs.mine(callerOf(request), request.query) }),
    });
    route(app, f.list, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await needs.list(callerOf(request), request.query) }),
    });
    route(app, f.export, {
      config: { access: OFFICES },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const result = await exportNeeds(ctx, caller.user, request.query);
        // Audited when the workbook is complete, with its row count.
        void result.done
          .then((rows) =>
            ctx.audit.by(caller, {
              action: 'financing.need.exported',
              objectType: 'financing_need',
              detail: { rows, filters: request.query },
            }),
          )
          .catch((error: unknown) => request.log.error({ err: error }, 'financing export failed'));
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'content-disposition',
            `attachment; filename*=UTF-8''${encodeURIComponent(result.filename)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .send(result.stream);
      },
    });
    route(app, f.market, {
      config: { access: FINANCIERS },
      tags,
      handler: async (request) => ({ data: await needs.market(callerOf(request), request.query) }),
    });
    route(app, f.read, {
      config: { access: NEED_READERS },
      tags,
      handler: async (request) => ({ data: await needs.detail(callerOf(request), request.params.id) }),
    });
    route(app, f.create, {
      config: { access: NEED_WRITERS },
      tags,
      handler: async (request) => ({ data: await needs.create(callerOf(request), request.body) }),
    });
    route(app, f.update, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({
        data: await needs.update(callerOf(request), request.params.id, request.body),
      }),
    });
    route(app, f.remove, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({ data: await needs.remove(callerOf(request), request.params.id) }),
    });
    route(app, f.submit, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({ data: await needs.submit(callerOf(request), request.params.id) }),
    });
    route(app, f.finish, {
      config: { access: ENTERPRISES },
      tags,
      handler: async (request) => ({
        data: await needs.finish(callerOf(request), request.params.id, request.body),
      }),
    });
    route(app, f.investors, {
      config: { access: { types: ['ENTERPRISE', 'FINANCIAL'] } },
      tags,
      handler: async (request) => ({
        data: await needs.investors(callerOf(request), request.params.id, request.query),
      }),
    });
    route(app, f.preference, {
      config: { access: FINANCIERS },
      tags,
      handler: async (request) => ({ data: await needs.preference(callerOf(request)) }),
    });
    route(app, f.savePreference, {
      config: { access: FINANCIERS },
      tags,
      handler: async (request) => ({ data: await needs.savePreference(callerOf(request), request.body) }),
    });
    route(app, f.financiers, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await needs.financiers(request.query.keyword) }),
    });
    route(app, f.statistics, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await needs.statistics(callerOf(request)) }),
    });
    route(app, f.matches, {
      config: { access: NEED_READERS },
      tags,
      handler: async (request) => ({ data: await pairs.list(callerOf(request), request.query) }),
    });
    route(app, f.interest, {
      config: { access: PAIR_SIDES },
      tags,
      handler: async (request) => ({ data: await pairs.interest(callerOf(request), request.body) }),
    });
    route(app, f.advance, {
      config: { access: PAIR_SIDES },
      tags,
      handler: async (request) => ({
        data: await pairs.advance(callerOf(request), request.params.id, request.body),
      }),
    });
    route(app, f.steps, {
      config: { access: NEED_READERS },
      tags,
      handler: async (request) => ({ data: await pairs.steps(callerOf(request), request.params.id) }),
    });
  };
}
