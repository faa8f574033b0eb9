// The listing test's calls under /console/api/listing-test: evaluate for every signed-in user
// (its shape fixed by issue 14 so other tools can call it), the rule tables, an enterprise's own
// figures and saved tests, and the financial offices' screening with its export.
import { listingTestEndpoints } from '@portal/contract/listing-test';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { createListingTest } from './listing-test.service.ts';
import { exportScreening } from './screening.export.ts';
import { screening } from './screening.service.ts';

const tags = ['listing-test'];
const ENTERPRISE = { types: ['ENTERPRISE'] } as const;
const OFFICES = { types: ['FINANCIAL'] } as const;

export function listingTestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tests = createListingTest(ctx);
  return async (app) => {
    route(app, listingTestEndpoints.evaluate, {
      // A calculation that changes nothing: open to every session, the auditor's included.
      config: { access: 'session', personal: true },
      tags,
      handler: async (request) => ({ data: tests.evaluate(request.body) }),
    });

    route(app, listingTestEndpoints.rules, {
      config: { access: 'session' },
      tags,
      handler: async () => ({ data: [...tests.rules()] }),
    });

    route(app, listingTestEndpoints.profileFigures, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await tests.profileFigures(callerOf(request)) }),
    });

    route(app, listingTestEndpoints.tests, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await tests.list(callerOf(request), request.query) }),
    });

    route(app, listingTestEndpoints.test, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await tests.detail(callerOf(request), request.params.testId) }),
    });

    route(app, listingTestEndpoints.save, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await tests.save(callerOf(request), request.body) }),
    });

    route(app, listingTestEndpoints.screening, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await screening(ctx, callerOf(request).user, request.query) }),
    });

    route(app, listingTestEndpoints.screeningExport, {
      config: { access: OFFICES },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const { rows, reply: sent } = await exportScreening(ctx, caller.user, request.query, reply);
        await ctx.audit.by(caller, {
          action: 'listingTest.screeningExported',
          objectType: 'listing_test',
          detail: { rows, filters: request.query },
        });
        return sent;
      },
    });
  };
}
