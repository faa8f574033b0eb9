// The sign-in calls of spec §7 (paths and shapes exactly), plus the captcha calls of our design.
import { authEndpoints } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { CrossOriginError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import { fromOwnPages } from '../../platform/http/security.ts';

const tags = ['session'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { sessions, login, captchas, audit, config } = ctx;
  return async (app) => {
    route(app, authEndpoints.login, {
      config: { access: 'public' },
      tags,
      handler: async (request, reply) => {
        return { data: await login.signIn(request, reply, request.body) };
      },
    });

    const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await sessions.resolve(request);
      await sessions.end(request, reply);
      if (session) {
        const { id, account } = session.user;
        await audit.record({
          actor: { id, account },
          action: 'auth.sign-out',
          objectType: 'user',
          objectId: id,
          address: request.ip,
        });
      }
      return { data: { session: 'ANONYMOUS' as const } };
    };

    // What the web client calls: a POST, so the same-origin rule of every change applies.
    route(app, authEndpoints.logout, {
      config: { access: 'public' },
      tags,
      handler: signOut,
    });

    // The path of spec §7, kept for its own callers. A GET is not a change to browsers: a link on
    // another site, or in published content, would sign the user out by merely being followed. So
    // it works only as a script's call from our own pages, never as a page navigation.
    route(app, authEndpoints.logoutByGet, {
      config: { access: 'public' },
      tags,
      handler: async (request, reply) => {
        const navigation = request.headers['sec-fetch-mode'] === 'navigate';
        if (navigation || !fromOwnPages(request, config.publicOrigins)) throw new CrossOriginError();
        return signOut(request, reply);
      },
    });

    // The browser encrypts the sign-in message with these; a configured key must reach it.
    route(app, authEndpoints.cipher, {
      config: { access: 'public' },
      tags,
      handler: async () => ({ data: { key: config.loginAesKey, iv: config.loginAesIv } }),
    });

    route(app, authEndpoints.status, {
      config: { access: 'public' },
      tags,
      handler: async (request) => {
        const session = await sessions.resolve(request);
        // A registrant awaiting review has no console: the shell treats it as signed out.
        const authorized = session !== null && !session.limited;
        return { data: { session: authorized ? ('AUTHORIZED' as const) : ('ANONYMOUS' as const) } };
      },
    });

    route(app, authEndpoints.captcha, {
      // Each challenge is a row; the limit keeps one client from filling the table.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      tags,
      handler: async () => ({ data: await captchas.issue() }),
    });

    route(app, authEndpoints.captchaRequired, {
      config: { access: 'public' },
      tags,
      handler: async (request) => ({
        data: { required: await login.captchaRequired(request.query.account) },
      }),
    });
  };
}
