// Feature usage statistics (issue 3 §5, /govt/index/statisticsTimes): every signed-in page
// reports entries; administrators read and export the counts.
import { type OrgType, usageEndpoints, zhName } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { route } from '../../platform/http/route.ts';
import { createUsage } from './usage.service.ts';

const tags = ['management'];
/** The web reports after a quiet spell, a full batch or a hidden tab: a few times a minute at most. */
export const USAGE_REPORTS_PER_MINUTE = 30;
const ADMIN = { authority: 'ADMIN' } as const;

export function usageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const usage = createUsage(ctx);
  return async (app) => {
    // Not audited: entries are statistics, not changes, and would drown the log. Limited per
    // session (the access hook has resolved it by now), so one user cannot flood the counts.
    route(app, usageEndpoints.report, {
      config: {
        access: 'session',
        personal: true,
        rateLimit: {
          max: USAGE_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `usage:${request.activeSession?.id ?? request.ip}`,
        },
      },
      tags,
      handler: async (request) => ({ data: await usage.record(callerOf(request).user, request.body) }),
    });

    route(app, usageEndpoints.statistics, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await usage.statistics(callerOf(request).user, request.query),
      }),
    });

    route(app, usageEndpoints.export, {
      config: { access: ADMIN },
      tags,
      handler: async (request, reply) => {
        const { names, ...range } = request.body;
        const stats = await usage.statistics(callerOf(request).user, range);
        const feature = (path: string) => names[path] ?? path;
        const type = (t: string) => zhName('orgType', t as OrgType);
        return sendWorkbook(reply, `功能使用统计_${range.from}_${range.to}.xlsx`, async (book) => {
          const byFeature = book.sheet('按功能', ['功能', '路径', '次数'], [30, 40, 10]);
          for (const r of stats.byFeature) byFeature([feature(r.feature), r.feature, r.count]);
          const byDay = book.sheet('按日期', ['日期', '次数'], [14, 10]);
          for (const r of stats.byDay) byDay([r.day, r.count]);
          const byType = book.sheet('按机构类型', ['机构类型', '次数'], [30, 10]);
          for (const r of stats.byOrgType) byType([type(r.orgType), r.count]);
          const detail = book.sheet('功能×机构类型', ['功能', '机构类型', '次数'], [30, 30, 10]);
          for (const r of stats.rows) detail([feature(r.feature), type(r.orgType), r.count]);
          const byOrg = book.sheet('机构前20', ['机构', '机构类型', '次数'], [36, 30, 10]);
          for (const r of stats.byOrg) byOrg([r.orgName, type(r.orgType), r.count]);
        });
      },
    });
  };
}
