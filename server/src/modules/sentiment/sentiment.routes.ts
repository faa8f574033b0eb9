// Sentiment monitoring's calls: the feed, its trend and export for government offices and member
// units (their region's enterprises only); entry and workbook import for financial offices; the
// sources and lexicon for administrators.
import { sentimentEndpoints as api } from '@portal/contract/sentiment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { sendItemsWorkbook } from './sentiment.export.ts';
import { readItemsWorkbook } from './sentiment.import.ts';
import { createSentiment } from './sentiment.service.ts';

const tags = ['sentiment'];
const ADMIN = { authority: 'ADMIN' } as const;
const GOVERNMENT = { types: ['FINANCIAL', 'FUNCTIONAL'] } as const;
const OFFICES = { types: ['FINANCIAL'] } as const;
const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

export function sentimentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const sentiment = createSentiment(ctx);
  return async (app) => {
    await ensureMultipart(app);

    route(app, api.items, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await sentiment.list(callerOf(request), request.query) }),
    });
    route(app, api.trend, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request) => ({ data: await sentiment.trend(callerOf(request), request.query) }),
    });
    route(app, api.export, {
      config: { access: GOVERNMENT },
      tags,
      handler: async (request, reply) =>
        sendItemsWorkbook(reply, sentiment, callerOf(request), request.query),
    });
    route(app, api.add, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => {
        const { publishedOn, url, ...item } = request.body;
        const at = new Date(`${publishedOn}T12:00:00+08:00`);
        return {
          data: await sentiment.ingest([{ ...item, url: url ?? null, publishedAt: at }], callerOf(request)),
        };
      },
    });
    route(app, api.import, {
      config: { access: OFFICES },
      tags,
      handler: async (request) => {
        const read = await readFileParts(
          request,
          { field: 'file', maxFiles: 1, maxBytes: IMPORT_MAX_BYTES },
          async (part) => {
            if (part.truncated) throw new ValidationError([{ path: 'file', message: '文件超过 10 MB' }]);
            return readItemsWorkbook(part.buffer);
          },
        );
        const items = read.results[0];
        if (!items) throw new ValidationError([{ path: 'file', message: '请选择要导入的工作簿' }]);
        return { data: await sentiment.ingest(items, callerOf(request)) };
      },
    });
    route(app, api.sources, {
      config: { access: ADMIN },
      tags,
      handler: async () => ({ data: await sentiment.sources() }),
    });
    route(app, api.addSource, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await sentiment.addSource(request.body, callerOf(request)) }),
    });
    route(app, api.updateSource, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await sentiment.updateSource(request.params.sourceId, request.body, callerOf(request)),
      }),
    });
    route(app, api.deleteSource, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await sentiment.deleteSource(request.params.sourceId, callerOf(request)),
      }),
    });
    route(app, api.fetchSource, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({
        data: await sentiment.fetchNow(request.params.sourceId, callerOf(request)),
      }),
    });
    route(app, api.lexicon, {
      config: { access: ADMIN },
      tags,
      handler: async () => ({ data: await sentiment.lexicon() }),
    });
    route(app, api.saveLexicon, {
      config: { access: ADMIN },
      tags,
      handler: async (request) => ({ data: await sentiment.saveLexicon(request.body, callerOf(request)) }),
    });
  };
}
