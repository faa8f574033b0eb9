// Enterprise information (issue 3 §3) under /console/api/company: my company for enterprises; the
// list, profile, history, review queue and export for financial offices and member units.
import { enterpriseEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { profileRoutes } from '../../platform/profile-versions/profile-routes.ts';
import { exportEnterprises } from './enterprise.export.ts';
import { ENTERPRISE, GOVERNMENT, READERS } from './enterprise.policy.ts';
import { createEnterpriseService } from './enterprise.service.ts';
import { gradeRoutes } from './grade.routes.ts';

const tags = ['enterprise'];

export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createEnterpriseService(ctx);
  return async (app) => {
    await app.register(
      profileRoutes({
        endpoints: enterpriseEndpoints,
        tags,
        owners: ENTERPRISE,
        historyReaders: READERS,
        service,
      }),
    );

    route(app, enterpriseEndpoints.list, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await service.list(callerOf(request), request.query) }),
    });

    route(app, enterpriseEndpoints.export, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const result = await exportEnterprises(ctx, caller.user, request.query);
        // The audit row is written when the workbook is complete, with the row count.
        void result.done
          .then((rows) =>
            ctx.audit.by(caller, {
              action: 'enterprise.exported',
              objectType: 'enterprise',
              detail: { rows, filters: request.query },
            }),
          )
          .catch((error: unknown) => request.log.error({ err: error }, 'enterprise export failed'));
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

    route(app, enterpriseEndpoints.profile, {
      config: { access: READERS },
      tags,
      handler: async (request) => ({
        data: await service.profile(callerOf(request), request.query.id),
      }),
    });

    route(app, enterpriseEndpoints.reviews, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await service.reviewQueue(callerOf(request), request.query),
      }),
    });

    route(app, enterpriseEndpoints.dictionaries, {
      config: { access: 'session' },
      tags,
      handler: async () => ({ data: await service.dictionaries() }),
    });

    await app.register(gradeRoutes(ctx));
  };
}
