// Enterprise information (issue 3 §3) under /console/api/company: my company for enterprises; the
// list, profile, history, review queue and export for financial offices and member units.
import {
  enterpriseDictionaries,
  enterpriseExportQuery,
  enterpriseHistoryPage,
  enterpriseHistoryQuery,
  enterpriseIdQuery,
  enterpriseListQuery,
  enterprisePage,
  enterpriseProfile,
  enterpriseProfileView,
  enterpriseReviewPage,
  enterpriseReviewQuery,
  envelope,
  myCompany,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { profileRoutes } from '../../platform/profile-versions/profile-routes.ts';
import { exportEnterprises } from './enterprise.export.ts';
import { ENTERPRISE, GOVERNMENT, READERS } from './enterprise.policy.ts';
import { enterpriseReview } from './enterprise.process.ts';
import { createEnterpriseService } from './enterprise.service.ts';
import { gradeRoutes } from './grade.routes.ts';

const tags = ['enterprise'];

export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createEnterpriseService(ctx);
  return async (app) => {
    await app.register(
      profileRoutes({
        base: '/console/api/company',
        tags,
        owners: ENTERPRISE,
        historyReaders: READERS,
        review: enterpriseReview.title,
        summaries: {
          my: 'My company: current version, draft and what I may do',
          saveDraft: 'Save my company information as a draft (creates the record the first time)',
          history: 'Approved versions with the field-by-field difference (my company without id)',
        },
        schemas: {
          profile: enterpriseProfile,
          my: myCompany,
          historyQuery: enterpriseHistoryQuery,
          historyPage: enterpriseHistoryPage,
        },
        service,
      }),
    );

    app.get('/console/api/company/list', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'Enterprises in my region scope, filtered and paged',
        querystring: enterpriseListQuery,
        response: { 200: envelope(enterprisePage) },
      },
      handler: async (request) => ({ data: await service.list(callerOf(request), request.query) }),
    });

    app.get('/console/api/company/export', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'The filtered list as an Excel workbook (streamed)',
        querystring: enterpriseExportQuery,
      },
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

    app.get('/console/api/company/profile', {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'An enterprise in my scope: current version and the one in review',
        querystring: enterpriseIdQuery,
        response: { 200: envelope(enterpriseProfileView) },
      },
      handler: async (request) => ({
        data: await service.profile(callerOf(request), request.query.id),
      }),
    });

    app.get('/console/api/company/audit', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'Review queue: versions submitted in my scope (todo: assigned to my office)',
        querystring: enterpriseReviewQuery,
        response: { 200: envelope(enterpriseReviewPage) },
      },
      handler: async (request) => ({
        data: await service.reviewQueue(callerOf(request), request.query),
      }),
    });

    app.get('/console/api/company/dictionaries', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Regions of the province, industries and strategic industries for the pickers',
        response: { 200: envelope(enterpriseDictionaries) },
      },
      handler: async () => ({ data: await service.dictionaries() }),
    });

    await app.register(gradeRoutes(ctx));
  };
}
