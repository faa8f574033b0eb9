// Liveness and readiness for the load balancer (issue 15 §3): public, no session, nothing secret.
import { healthEndpoints } from '@portal/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { ServiceUnavailableError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { appliedMigrations, expectedMigrations } from './health.repository.ts';

const tags = ['health'];

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const expected = expectedMigrations();
  return async (app) => {
    route(app, healthEndpoints.live, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: { status: 'alive' as const } }),
    });

    route(app, healthEndpoints.ready, {
      config: { access: 'public' },
      tags,
      handler: async () => {
        const applied = await appliedMigrations(ctx.db);
        // A balancer reads the status; a person reads why.
        if (applied === null)
          throw new ServiceUnavailableError('数据库无法连接', [{ path: 'database', message: 'unreachable' }]);
        if (applied < expected)
          throw new ServiceUnavailableError('数据库迁移尚未完成', [
            { path: 'migrations', message: `${applied}/${expected}` },
          ]);
        return { data: { status: 'ready' as const, migrations: { applied, expected } } };
      },
    });
  };
}
