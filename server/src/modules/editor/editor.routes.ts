// `/console/api/portal/management/ueditor` (spec §7): the UEditor server protocol, for
// administrators writing portal content (EDITOR.uploadAuthority). Answers are UEditor's own JSON,
// not the {data} envelope, and a refused file is a `state` message (HTTP 200), as every UEditor
// client expects.
import { EDITOR, editorEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { createEditor } from './editor.service.ts';

const tags = ['editor'];
const access = { authority: EDITOR.uploadAuthority } as const;
const sourceList = z
  .array(z.string().trim().min(1).max(2048))
  .min(1)
  .max(EDITOR.maxFilesPerUpload, { error: `单次最多抓取 ${EDITOR.maxFilesPerUpload} 张图片` });

/** `source[]` (UEditor's form encoding), `source`, one value or many, form or JSON. */
function sourcesOf(body: unknown): string[] {
  const record = (body ?? {}) as Record<string, unknown>;
  const raw = record['source[]'] ?? record.source;
  const parsed = sourceList.safeParse(raw === undefined ? [] : [raw].flat());
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues.map((i) => ({ path: 'source', message: i.message })));
  return parsed.data;
}

export function editorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const editor = createEditor({ files: ctx.files, audit: ctx.audit, capture: ctx.remoteCapture });
  return async (app) => {
    await ensureMultipart(app);
    route(app, editorEndpoints.config, {
      config: { access },
      tags,
      handler: async () => editor.config(),
    });

    route(app, editorEndpoints.act, {
      config: { access },
      tags,
      handler: async (request) => {
        const caller = callerOf(request);
        const { action } = request.query;
        if (action === 'uploadimage') return editor.upload(request, 'image', caller);
        if (action === 'uploadfile') return editor.upload(request, 'file', caller);
        return editor.catchImages(sourcesOf(request.body), caller);
      },
    });
  };
}
