// Export configuration (issue 3 §5): administrators choose the columns of each exportable list;
// any signed-in page may read a list's configured columns (to label what its export will write).
import { exportConfigEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createExportConfig } from './export-config.service.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;

export function exportConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const configs = createExportConfig(ctx);
  return async (app) => {
    route(app, exportConfigEndpoints.lists, {
      config: { access: ADMIN },
      tags,
      handler: async () => ({ data: await configs.all() }),
    });

    route(app, exportConfigEndpoints.save, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        return { data: await configs.save(callerOf(request), request.params.list, request.body.columns) };
      },
    });

    route(app, exportConfigEndpoints.reset, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await configs.reset(callerOf(request), request.params.list),
      }),
    });

    route(app, exportConfigEndpoints.columns, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await configs.columnsOf(request.params.list) }),
    });
  };
}
