// The dataset calls every declared dataset shares (administrators): versions, a workbook import,
// restoring an earlier version, the template, and the scheduled refresh from an address.
import { datasetEndpoints as api } from '@portal/contract/datasets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { DATASET_MAX_BYTES } from '../../platform/datasets/index.ts';
import type { createDatasetRefresh } from '../../platform/datasets/refresh.ts';
import { sendWorkbook } from '../../platform/excel/xlsx.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['datasets'];
const ADMIN = { authority: 'ADMIN' } as const;

export function datasetRoutes(ctx: AppContext, refresh: ReturnType<typeof createDatasetRefresh>) {
  const plugin: FastifyPluginAsyncZod = async (app) => {
    await ensureMultipart(app);
    const { datasets } = ctx;

    route(app, api.imports, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await datasets.versions(request.query.dataset.split(',')) }),
    });
    route(app, api.import, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => {
        const { dataset } = request.params;
        datasets.declaration(dataset); // an unknown dataset is a 404 before the upload is read
        const { sourceName, asOf } = request.query;
        if (asOf > chinaDay(ctx.clock()))
          throw new ValidationError([{ path: 'asOf', message: '数据截止日不能晚于今天' }]);
        const parts = await readFileParts(
          request,
          { field: 'file', maxFiles: 1, maxBytes: DATASET_MAX_BYTES },
          async (part) => {
            if (part.truncated)
              throw new ValidationError([
                { path: 'file', message: `文件超过 ${DATASET_MAX_BYTES / 1024 / 1024} MB` },
              ]);
            return datasets.importWorkbook(
              dataset,
              part.buffer,
              { fileName: part.filename, sourceName: sourceName.trim(), asOf, origin: 'UPLOAD' },
              callerOf(request),
            );
          },
        );
        const done = parts.results[0];
        if (!done) throw new ValidationError([{ path: 'file', message: '请选择要导入的工作簿' }]);
        return { data: done };
      },
    });
    route(app, api.restore, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await datasets.restore(request.params.importId, callerOf(request)),
      }),
    });
    route(app, api.template, {
      config: { access: ADMIN },
      tags,
      handler: async (request, reply) => {
        const d = datasets.declaration(request.params.dataset);
        return sendWorkbook(reply, `${d.title}_模板.xlsx`, async (book) => {
          book.sheet(
            d.title.slice(0, 31),
            [...d.columns],
            d.columns.map((c) => Math.max(12, c.length * 2 + 4)),
          );
        });
      },
    });
    route(app, api.refresh, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await refresh.get(request.params.dataset) }),
    });
    route(app, api.setRefresh, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await refresh.set(request.params.dataset, request.body, callerOf(request)),
      }),
    });
  };
  return plugin;
}
