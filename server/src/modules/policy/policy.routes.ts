// Policy matching's calls: policies and records for government readers (offices, the auditor's
// office, member units; their region only), keeping policies and telling enterprises for financial
// offices, and the enterprise's own told policies.
import { policyEndpoints as api } from '@portal/contract/policy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import { sendRecordsWorkbook } from './policy.export.ts';
import { createPolicy } from './policy.service.ts';

const tags = ['policy'];
const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
const OFFICES = { types: ['FINANCIAL'] } as const;
const ENTERPRISE = { types: ['ENTERPRISE'] } as const;

export function policyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const policy = createPolicy(ctx);
  return async (app) => {
    route(app, api.policies, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await policy.list(callerOf(request), request.query) }),
    });
    route(app, api.add, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({ data: await policy.add(request.body, callerOf(request)) }),
    });
    route(app, api.update, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await policy.update(request.params.policyId, request.body, callerOf(request)),
      }),
    });
    route(app, api.matches, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({
        data: await policy.matches(callerOf(request), request.params.policyId),
      }),
    });
    route(app, api.tell, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => ({
        data: await policy.tell(callerOf(request), request.params.policyId, request.body.enterpriseIds),
      }),
    });
    route(app, api.records, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await policy.records(callerOf(request), request.query) }),
    });
    route(app, api.exportRecords, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) => sendRecordsWorkbook(reply, policy, callerOf(request), request.query),
    });
    route(app, api.mine, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await policy.mine(callerOf(request), request.query) }),
    });
    route(app, api.fitting, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await policy.fitting(callerOf(request), request.query) }),
    });
    route(app, api.open, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await policy.open(callerOf(request), request.params.policyId) }),
    });
    route(app, api.apply, {
      config: { access: ENTERPRISE },
      tags,
      handler: async (request) => ({ data: await policy.apply(callerOf(request), request.params.policyId) }),
    });
  };
}
