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
import type { AppContext } from '../../platform/context.ts';
import { GOVERNMENT, HISTORY_READERS, INSTITUTIONS } from './institution.policy.ts';
import { createInstitutionService } from './institution.service.ts';

const tags = ['institution'];

export function institutionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = createInstitutionService(ctx);
  return async (app) => {
    app.get('/console/api/institution/my', {
      config: { access: INSTITUTIONS },
      schema: { tags, summary: 'My institution information', response: { 200: envelope(myInstitution) } },
      handler: async (request) => ({ data: await service.my(request.activeSession!.user) }),
    });

    app.put('/console/api/institution/my/draft', {
      config: { access: INSTITUTIONS },
      schema: {
        tags,
        summary: 'Save my institution information as a draft',
        body: institutionProfile,
        response: { 200: envelope(myInstitution) },
      },
      handler: async (request) => ({
        data: await service.saveDraft(request.activeSession!.user, request.body, request.ip),
      }),
    });

    app.delete('/console/api/institution/my/draft', {
      config: { access: INSTITUTIONS },
      schema: { tags, summary: 'Discard my draft', response: { 200: envelope(myInstitution) } },
      handler: async (request) => ({ data: await service.discard(request.activeSession!.user, request.ip) }),
    });

    app.post('/console/api/institution/my/submit', {
      config: { access: INSTITUTIONS },
      schema: {
        tags,
        summary: 'Submit my draft for review (中介机构信息审核)',
        response: { 200: envelope(myInstitution) },
      },
      handler: async (request) => ({ data: await service.submit(request.activeSession!.user, request.ip) }),
    });

    app.post('/console/api/institution/my/withdraw', {
      config: { access: INSTITUTIONS },
      schema: {
        tags,
        summary: 'Withdraw my version from review',
        response: { 200: envelope(myInstitution) },
      },
      handler: async (request) => ({ data: await service.withdraw(request.activeSession!.user, request.ip) }),
    });

    app.get('/console/api/institution/history', {
      config: { access: HISTORY_READERS },
      schema: {
        tags,
        summary: 'Approved versions with differences (mine without id; any for the government)',
        querystring: institutionHistoryQuery,
        response: { 200: envelope(institutionHistoryPage) },
      },
      handler: async (request) => ({
        data: await service.history(request.activeSession!.user, request.query),
      }),
    });

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
        data: await service.profile(request.activeSession!.user, request.query.id),
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
