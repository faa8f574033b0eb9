// Grade change and industry tags (issue 3 §3): financial offices change, member units only read.
import {
  envelope,
  gradeChangeBody,
  gradeChangePage,
  gradeChangeQuery,
  industryTagCounts,
  industryTagsBody,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { GOVERNMENT, OFFICES } from './enterprise.policy.ts';
import { createGradeService } from './grade.service.ts';

const tags = ['enterprise'];

export function gradeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const grades = createGradeService(ctx);
  return async (app) => {
    app.post('/console/api/company/grade', {
      config: { access: OFFICES },
      schema: {
        tags,
        summary: 'Change an enterprise’s grades (with a reason; the enterprise is notified)',
        body: gradeChangeBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
      handler: async (request) => ({
        data: { id: await grades.change(callerOf(request), request.body) },
      }),
    });

    app.get('/console/api/company/grade/history', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'Grade changes of one enterprise, or of all in my scope',
        querystring: gradeChangeQuery,
        response: { 200: envelope(gradeChangePage) },
      },
      handler: async (request) => ({
        data: await grades.history(callerOf(request), request.query),
      }),
    });

    app.put('/console/api/company/tags', {
      config: { access: OFFICES },
      schema: {
        tags,
        summary: 'Set an enterprise’s industry tags',
        body: industryTagsBody,
        response: { 200: envelope(z.object({ enterpriseId: z.string(), tags: z.array(z.string()) })) },
      },
      handler: async (request) => {
        const { enterpriseId, tags: list } = request.body;
        await grades.setTags(callerOf(request), enterpriseId, list);
        return { data: { enterpriseId, tags: list } };
      },
    });

    app.get('/console/api/company/tags', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'Industry tags in my scope with their counts',
        response: { 200: envelope(industryTagCounts) },
      },
      handler: async (request) => ({ data: await grades.tagCounts(callerOf(request)) }),
    });
  };
}
