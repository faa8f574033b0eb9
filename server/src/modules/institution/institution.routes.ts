// Institution information (issue 3 §4) under /console/api/institution: my information for
// institutions, the directory for every signed-in user, the management list for the government.
import { institutionEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { profileRoutes } from '../../platform/profile-versions/profile-routes.ts';
import { GOVERNMENT, HISTORY_READERS, INSTITUTIONS } from './institution.policy.ts';
import { createInstitutionService } from './institution.service.ts';

const tags = ['institution'];

export function institutionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createInstitutionService(ctx);
  return async (app) => {
    await app.register(
      profileRoutes({
        endpoints: institutionEndpoints,
        tags,
        owners: INSTITUTIONS,
        historyReaders: HISTORY_READERS,
        service,
      }),
    );

    route(app, institutionEndpoints.profile, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await service.profile(callerOf(request), request.query.id),
      }),
    });

    route(app, institutionEndpoints.directory, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({ data: await service.directory(request.query) }),
    });

    route(app, institutionEndpoints.list, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await service.list(request.query) }),
    });

    route(app, institutionEndpoints.options, {
      config: { access: 'session' },
      tags,
      handler: async (request) => ({
        data: await service.options(request.query.type, request.query.keyword),
      }),
    });
  };
}
