// Account recovery calls (`/sign/forget`): public, same-origin, limited per client address.
import { envelope, recoveryCodeBody, recoveryResetBody } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { createRecovery } from './recovery.service.ts';

const tags = ['registration'];
const BASE = '/console/api/recovery';

export function recoveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const recovery = createRecovery(ctx);
  return async (app) => {
    app.post(`${BASE}/code`, {
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Send a reset code to the e-mail of the account (same answer whether or not it exists)',
        body: recoveryCodeBody,
        response: { 200: envelope(z.object({ message: z.string() })) },
      },
      handler: async (request) => ({ data: { message: await recovery.requestCode(request, request.body) } }),
    });

    app.post(`${BASE}/reset`, {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Set a new password with the code; ends every session of the account',
        body: recoveryResetBody,
        response: { 200: envelope(z.object({ reset: z.literal(true) })) },
      },
      handler: async (request) => {
        await recovery.reset(request, request.body);
        return { data: { reset: true as const } };
      },
    });
  };
}
