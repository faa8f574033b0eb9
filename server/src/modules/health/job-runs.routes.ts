// The administrators' page of background jobs (issue 16): every job's last run, success and
// failure, recorded by `every` (platform/job-runs.ts).
import { jobEndpoints } from '@portal/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { listJobRuns } from '../../platform/job-runs.ts';
import { toJobRun } from './health.home.ts';

export function jobRunRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, jobEndpoints.list, {
      config: { access: { authority: 'ADMIN' } },
      tags: ['management'],
      handler: async (request) => {
        const rows = await listJobRuns(ctx.db, { failed: request.query.failed === 'true' });
        return { data: rows.map(toJobRun) };
      },
    });
  };
}
