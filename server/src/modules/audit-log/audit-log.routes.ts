// The audit log viewer (issue 3 §5, DESIGN §9): the AUDITOR authority reads and exports; nobody
// else, the administrator included, may (separation of duties). Nothing here changes the log.
import { AUDIT_EXPORT_MAX, auditLogEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { auditLog } from '../../db/schema/index.ts';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { toPage } from '../../platform/http/paging.ts';
import { route } from '../../platform/http/route.ts';
import { auditBatch, distinctValues, listAudit } from './audit-log.repository.ts';

const tags = ['audit'];
const AUDITOR = { authority: 'AUDITOR' } as const;
const BATCH = 1000;

const toEntry = (row: typeof auditLog.$inferSelect) => ({
  ...row,
  at: row.at.toISOString(),
  detail: row.detail ?? null,
});

export function auditLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, audit } = ctx;
  return async (app) => {
    route(app, auditLogEndpoints.list, {
      config: { access: AUDITOR },
      tags,
      handler: async (request) => {
        const { total, items } = await listAudit(db, request.query);
        return { data: toPage(items.map(toEntry), total, request.query) };
      },
    });

    route(app, auditLogEndpoints.facets, {
      config: { access: AUDITOR },
      tags,
      handler: async () => {
        const values = await distinctValues(db);
        // Labels come from the modules' manifests; an action no longer declared shows its name only.
        const actionLabels = Object.fromEntries(
          values.actions.flatMap((a) => {
            const label = audit.actions.labelOf(a);
            return label === undefined ? [] : [[a, label]];
          }),
        );
        return { data: { ...values, actionLabels } };
      },
    });

    route(app, auditLogEndpoints.export, {
      config: { access: AUDITOR },
      tags,
      handler: async (request, reply) => {
        // Reading the whole log out is itself worth a line in it.
        await audit.by(callerOf(request), {
          action: 'audit.exported',
          objectType: 'audit-log',
          detail: { ...request.query },
        });
        return sendWorkbook(reply, '审计日志.xlsx', async (book) => {
          const add = book.sheet(
            '审计日志',
            ['编号', '时间', '操作人', '操作', '对象类型', '对象编号', '地址', '详情'],
            [10, 22, 16, 28, 16, 38, 16, 60],
          );
          let before: number | null = null;
          for (let written = 0; written < AUDIT_EXPORT_MAX; ) {
            const rows = await auditBatch(
              db,
              request.query,
              before,
              Math.min(BATCH, AUDIT_EXPORT_MAX - written),
            );
            for (const r of rows)
              add([
                r.id,
                r.at.toISOString(),
                r.actorAccount ?? '',
                r.action,
                r.objectType,
                r.objectId ?? '',
                r.address ?? '',
                r.detail ? JSON.stringify(r.detail) : '',
              ]);
            written += rows.length;
            if (rows.length < BATCH) break;
            before = rows.at(-1)!.id;
          }
        });
      },
    });
  };
}
