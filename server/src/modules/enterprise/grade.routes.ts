// Grade change and industry tags (issue 3 §3): financial offices change, member units only read.
import { enterpriseEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { GOVERNMENT, OFFICES } from './enterprise.policy.ts';
import { createGradeService } from './grade.service.ts';

const tags = ['enterprise'];

export function gradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const grades = createGradeService(ctx);
  return async (app) => {
    route(app, enterpriseEndpoints.changeGrade, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: { id: await grades.change(callerOf(request), request.body) },
      }),
    });

    route(app, enterpriseEndpoints.gradeHistory, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await grades.history(callerOf(request), request.query),
      }),
    });

    route(app, enterpriseEndpoints.setTags, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => {
        const { enterpriseId, tags: list } = request.body;
        await grades.setTags(callerOf(request), enterpriseId, list);
        return { data: { enterpriseId, tags: list } };
      },
    });

    route(app, enterpriseEndpoints.tags, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await grades.tagCounts(callerOf(request)) }),
    });
  };
}
