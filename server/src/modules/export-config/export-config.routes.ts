// Export configuration (issue 3 §5): administrators choose the columns of each exportable list;
// any signed-in page may read a list's configured columns (to label what its export will write).
import {
  envelope,
  exportColumn,
  exportConfigBody,
  exportListConfig,
  exportListParams,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { createExportConfig } from './export-config.service.ts';

const tags = ['management'];
const ADMIN = { authority: 'ADMIN' } as const;
const BASE = '/console/api/management/export-config';

export function exportConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const configs = createExportConfig(ctx);
  return async (app) => {
    app.get(BASE, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Every exportable list with its columns and configured choice',
        response: { 200: envelope(z.array(exportListConfig)) },
      },
      handler: async () => ({ data: await configs.all() }),
    });

    app.put(`${BASE}/:list`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Save the columns of a list, in export order',
        params: exportListParams,
        body: exportConfigBody,
        response: { 200: envelope(exportListConfig) },
      },
      handler: async (request) => {
        return { data: await configs.save(callerOf(request), request.params.list, request.body.columns) };
      },
    });

    app.delete(`${BASE}/:list`, {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Back to the list defaults',
        params: exportListParams,
        response: { 200: envelope(exportListConfig) },
      },
      handler: async (request) => ({
        data: await configs.reset(callerOf(request), request.params.list),
      }),
    });

    app.get('/console/api/export-config/:list', {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The configured export columns of a list',
        params: exportListParams,
        response: { 200: envelope(z.array(exportColumn)) },
      },
      handler: async (request) => ({ data: await configs.columnsOf(request.params.list) }),
    });
  };
}
