// The audit log viewer (issue 3 §5, DESIGN §9): for the AUDITOR authority only, read-only.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { instant, pageOf, pageQuery } from '../http.ts';

export const auditQuery = pageQuery.extend({
  actor: z.string().trim().max(64).optional(),
  action: z.string().trim().max(100).optional(),
  objectType: z.string().trim().max(100).optional(),
  objectId: z.string().trim().max(100).optional(),
  from: instant().optional(),
  to: instant().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditExportQuery = auditQuery.omit({ page: true, size: true });

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorAccount: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  address: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** Rows the export writes at most; narrow the filters for more. */
export const AUDIT_EXPORT_MAX = 100_000;

export const auditLogEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console/api/audit',
    summary: 'Audit log, newest first, filtered and paged',
    query: auditQuery,
    response: pageOf(auditEntry),
  }),
  facets: endpoint({
    method: 'GET',
    path: '/console/api/audit/facets',
    summary: "Actions and object types present in the log (filter choices), with the actions' labels",
    response: z.object({
      actions: z.array(z.string()),
      objectTypes: z.array(z.string()),
      actionLabels: z.record(z.string(), z.string()),
    }),
  }),
  /** An Excel workbook. */
  export: endpoint({
    method: 'GET',
    path: '/console/api/audit/export',
    summary: `Audit log as an Excel workbook (at most ${AUDIT_EXPORT_MAX} rows)`,
    query: auditExportQuery,
    response: null,
  }),
};
