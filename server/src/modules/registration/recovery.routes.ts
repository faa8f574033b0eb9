// Account recovery calls (`/sign/forget`): public, same-origin, limited per client address.
import { recoveryEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createRecovery } from './recovery.service.ts';

const tags = ['registration'];

export function recoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const recovery = createRecovery(ctx);
  return async (app) => {
    route(app, recoveryEndpoints.code, {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      tags,
      handler: async (request) => ({ data: { message: await recovery.requestCode(request, request.body) } }),
    });

    route(app, recoveryEndpoints.reset, {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      tags,
      handler: async (request) => {
        await recovery.reset(request, request.body);
        return { data: { reset: true as const } };
      },
    });
  };
}
