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
/** The template's second sheet: each column, whether it is required, and an example row's cell. */
export const TEMPLATE_GUIDE = '说明';

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
          // The first sheet, the one an import reads, stays the header alone: nothing to mistake for data.
          book.sheet(
            d.title.slice(0, 31),
            [...d.columns],
            d.columns.map((c) => Math.max(12, c.length * 2 + 4)),
          );
          const guide = book.sheet(TEMPLATE_GUIDE, ['列', '必填', '示例（虚构，仅示范格式）'], [22, 8, 60]);
          for (const c of d.columns) guide([c, d.required.includes(c) ? '是' : '', d.example[c] ?? '']);
          guide([]);
          guide([`导入只读取第一个工作表「${d.title.slice(0, 31)}」：表头不动，第 2 行起每行一条数据。`]);
          guide(['本工作表的示例不是真实数据，不会被导入。']);
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
