// Export configuration (issue 3 §5): per exportable list, which columns in which order.
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const exportColumn = z.object({ key: z.string(), title: z.string() });
export const exportListConfig = z.object({
  key: z.string(),
  title: z.string(),
  /** Every column the list can write, in its natural order. */
  columns: z.array(exportColumn),
  /** The configured columns, in export order. */
  selected: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type ExportListConfig = z.infer<typeof exportListConfig>;

export const exportListParams = z.object({ list: z.string().regex(/^[a-zA-Z][\w-]{0,40}$/) });
export const exportConfigBody = z.object({ columns: z.array(z.string().min(1).max(60)).min(1).max(100) });

const EXPORT_CONFIG = '/console/api/management/export-config';
export const exportConfigEndpoints = {
  lists: endpoint({
    method: 'GET',
    path: EXPORT_CONFIG,
    summary: 'Every exportable list with its columns and configured choice',
    response: z.array(exportListConfig),
  }),
  save: endpoint({
    method: 'PUT',
    path: `${EXPORT_CONFIG}/:list`,
    summary: 'Save the columns of a list, in export order',
    params: exportListParams,
    body: exportConfigBody,
    response: exportListConfig,
  }),
  reset: endpoint({
    method: 'DELETE',
    path: `${EXPORT_CONFIG}/:list`,
    summary: 'Back to the list defaults',
    params: exportListParams,
    response: exportListConfig,
  }),
  columns: endpoint({
    method: 'GET',
    path: '/console/api/export-config/:list',
    summary: 'The configured export columns of a list',
    params: exportListParams,
    response: z.array(exportColumn),
  }),
};
