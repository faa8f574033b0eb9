// Registration calls (issue 3 §2). Sign-up and the region picker are public; the rest belong to
// the registrant's own (limited) session: status, correction, licence, confirmation.
import { LICENCE_MAX_BYTES, registrationEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { inRegionScope, scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import { ensureMultipart, readFileParts } from '../../platform/files/multipart.ts';
import { ValidationError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { registrantRegion } from './registration.repository.ts';
import { createRegistration, LICENCE_PURPOSE } from './registration.service.ts';

const tags = ['registration'];
/** Sign-ups per client address and hour: enough for an office's shared address, not for a script. */
export const REGISTRATIONS_PER_HOUR = 20;
/**
 * Corrections per registrant and hour. A correction answers whether a credit code is taken; without
 * a bound, one solved captcha (one sign-up) would buy a script unlimited questions.
 */
export const CORRECTIONS_PER_HOUR = 10;

export function registrationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // A licence is read by the registrant who uploaded it and by the financial offices responsible
  // for the registrant's region (the reviewing office and those above it), nobody else.
  ctx.files.setReadPolicy(LICENCE_PURPOSE, async (session, file) => {
    if (file.uploaderId === session.user.id) return true;
    if (session.user.org.type !== 'FINANCIAL' || file.uploaderId === null) return false;
    const region = await registrantRegion(ctx.db, file.uploaderId);
    return region !== undefined && inRegionScope(region, scopeOf(session.user));
  });
  const registration = createRegistration(ctx);

  return async (app) => {
    await ensureMultipart(app);

    route(app, registrationEndpoints.regions, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({ data: await registration.regions(request.query.parent) }),
    });

    route(app, registrationEndpoints.register, {
      config: { access: 'public', rateLimit: { max: REGISTRATIONS_PER_HOUR, timeWindow: '1 hour' } },
      tags,
      handler: async (request, reply) => ({
        data: await registration.register(request, reply, request.body),
      }),
    });

    route(app, registrationEndpoints.status, {
      config: { access: 'registrant' },
      tags,
      handler: async (request) => ({ data: await registration.status(callerOf(request)) }),
    });

    route(app, registrationEndpoints.correct, {
      config: {
        access: 'registrant',
        rateLimit: {
          max: CORRECTIONS_PER_HOUR,
          timeWindow: '1 hour',
          // The access hook has run: counted per registrant, whatever address it comes from.
          keyGenerator: (request) =>
            `registration-correction:${request.activeSession?.user.id ?? request.ip}`,
        },
      },
      tags,
      handler: async (request) => ({
        data: await registration.correct(callerOf(request), request.body),
      }),
    });

    route(app, registrationEndpoints.licence, {
      config: { access: 'registrant' },
      tags,
      handler: async (request) => {
        // The whole request is read before the licence is stored: a refused one stores nothing.
        const read = await readFileParts(
          request,
          { field: 'file', maxFiles: 1, maxBytes: LICENCE_MAX_BYTES },
          async (part) => part,
        );
        const part = read.results[0];
        if (!part)
          throw new ValidationError([{ path: 'file', message: 'licenceMissing' }], '请选择营业执照文件');
        if (read.tooMany) throw new ValidationError([{ path: 'file', message: '一次只能上传一个文件' }]);
        return { data: await registration.attachLicence(callerOf(request), part) };
      },
    });

    route(app, registrationEndpoints.submit, {
      config: { access: 'registrant' },
      tags,
      handler: async (request) => ({ data: await registration.submit(callerOf(request)) }),
    });
  };
}
