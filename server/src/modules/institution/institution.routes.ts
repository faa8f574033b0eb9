// Institution information (issue 3 §4) under /console/api/institution: my information for
// institutions, the directory for every signed-in user, the management list for the government.
import {
  directoryPage,
  directoryQuery,
  envelope,
  institutionHistoryPage,
  institutionHistoryQuery,
  institutionIdQuery,
  institutionListQuery,
  institutionOption,
  institutionOptionQuery,
  institutionPage,
  institutionProfile,
  institutionProfileView,
  myInstitution,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { profileRoutes } from '../../platform/profile-versions/profile-routes.ts';
import { GOVERNMENT, HISTORY_READERS, INSTITUTIONS } from './institution.policy.ts';
import { institutionReview } from './institution.process.ts';
import { createInstitutionService } from './institution.service.ts';

const tags = ['institution'];

export function institutionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createInstitutionService(ctx);
  return async (app) => {
    await app.register(
      profileRoutes({
        base: '/console/api/institution',
        tags,
        owners: INSTITUTIONS,
        historyReaders: HISTORY_READERS,
        review: institutionReview.title,
        summaries: {
          my: 'My institution information',
          saveDraft: 'Save my institution information as a draft',
          history: 'Approved versions with differences (mine without id; any for the government)',
        },
        schemas: {
          profile: institutionProfile,
          my: myInstitution,
          historyQuery: institutionHistoryQuery,
          historyPage: institutionHistoryPage,
        },
        service,
      }),
    );

    app.get('/console/api/institution/profile', {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'An institution: its approved version (and, for the government or itself, the one in review)',
        querystring: institutionIdQuery,
        response: { 200: envelope(institutionProfileView) },
      },
      handler: async (request) => ({
        data: await service.profile(callerOf(request), request.query.id),
      }),
    });

    app.get('/console/api/institution/directory', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Professional-services directory: approved institutions, searched and filtered',
        querystring: directoryQuery,
        response: { 200: envelope(directoryPage) },
      },
      handler: async (request) => ({ data: await service.directory(request.query) }),
    });

    app.get('/console/api/institution/list', {
      config: { access: GOVERNMENT },
      schema: {
        tags,
        summary: 'Government management list of institutions, any review state',
        querystring: institutionListQuery,
        response: { 200: envelope(institutionPage) },
      },
      handler: async (request) => ({ data: await service.list(request.query) }),
    });

    app.get('/console/api/institution/options', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'Library entries to engage (broker, law firm, accounting firm)',
        querystring: institutionOptionQuery,
        response: { 200: envelope(z.array(institutionOption)) },
      },
      handler: async (request) => ({
        data: await service.options(request.query.type, request.query.keyword),
      }),
    });
  };
}
