// The sign-in calls of spec §7 (paths and shapes exactly), plus the captcha calls of our design.
import {
  captchaChallenge,
  captchaRequirement,
  envelope,
  loginCipher,
  loginForm,
  loginResult,
  sessionStatus,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { CrossOriginError } from '../../platform/http/errors.ts';
import { fromOwnPages } from '../../platform/http/security.ts';

const ajaxQuery = z.object({ ajax: z.string().optional() });
const tags = ['session'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { sessions, login, captchas, audit, config } = ctx;
  return async (app) => {
    app.post('/console/login', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Sign in (message: Base64 of AES-128-CBC, zero padding, of {account,password,key,code})',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: ajaxQuery,
        body: loginForm,
        response: { 200: envelope(loginResult) },
      },
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
    const logoutSchema = { tags, querystring: ajaxQuery, response: { 200: envelope(sessionStatus) } };

    // What the web client calls: a POST, so the same-origin rule of every change applies.
    app.post('/console/logout', {
      config: { access: 'public' },
      schema: { ...logoutSchema, summary: 'Sign out' },
      handler: signOut,
    });

    // The path of spec §7, kept for its own callers. A GET is not a change to browsers: a link on
    // another site, or in published content, would sign the user out by merely being followed. So
    // it works only as a script's call from our own pages, never as a page navigation.
    app.get('/console/logout', {
      config: { access: 'public' },
      schema: { ...logoutSchema, summary: 'Sign out (only as a call from our own pages; prefer POST)' },
      handler: async (request, reply) => {
        const navigation = request.headers['sec-fetch-mode'] === 'navigate';
        if (navigation || !fromOwnPages(request, config.publicOrigins)) throw new CrossOriginError();
        return signOut(request, reply);
      },
    });

    // The browser encrypts the sign-in message with these; a configured key must reach it.
    app.get('/console/api/login/cipher', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Key and IV of the sign-in message cipher (obfuscation only; TLS protects credentials)',
        response: { 200: envelope(loginCipher) },
      },
      handler: async () => ({ data: { key: config.loginAesKey, iv: config.loginAesIv } }),
    });

    app.get('/console/master/session/status', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the caller is signed in',
        response: { 200: envelope(sessionStatus) },
      },
      handler: async (request) => {
        const session = await sessions.resolve(request);
        // A registrant awaiting review has no console: the shell treats it as signed out.
        const authorized = session !== null && !session.limited;
        return { data: { session: authorized ? ('AUTHORIZED' as const) : ('ANONYMOUS' as const) } };
      },
    });

    app.get('/console/api/captcha', {
      // Each challenge is a row; the limit keeps one client from filling the table.
      config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A new captcha challenge (PNG data URL)',
        response: { 200: envelope(captchaChallenge) },
      },
      handler: async () => ({ data: await captchas.issue() }),
    });

    app.get('/console/api/captcha/required', {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Whether the next sign-in of this account name needs a captcha',
        querystring: z.object({ account: z.string().max(64).default('') }),
        response: { 200: envelope(captchaRequirement) },
      },
      handler: async (request) => ({
        data: { required: await login.captchaRequired(request.query.account) },
      }),
    });
  };
}
