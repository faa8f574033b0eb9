// Administrators see and lift sign-in locks (issue 2 §3: "an administrator can unlock"); a lock
// holds an account name for one client address (issue 8 §4).
import { envelope, loginLockPage, loginLockQuery, pageQuery } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../platform/access/caller.ts';
import { accountKey } from '../../platform/auth/login.ts';
import { clearThrottle, listLocks } from '../../platform/auth/throttle.repository.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';

const tags = ['management'];

export function loginLockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, audit } = ctx;
  return async (app) => {
    app.get('/console/api/management/login-locks', {
      config: { access: { authority: 'ADMIN' } },
      schema: {
        tags,
        summary: 'Account names locked for a client address',
        querystring: pageQuery,
        response: { 200: envelope(loginLockPage) },
      },
      handler: async (request) => {
        const { total, items } = await listLocks(db, clock(), request.query.size, offsetOf(request.query));
        const shaped = items.map((l) => ({ ...l, lockedUntil: l.lockedUntil!.toISOString() }));
        return { data: toPage(shaped, total, request.query) };
      },
    });

    app.delete('/console/api/management/login-locks', {
      config: { access: { authority: 'ADMIN' } },
      schema: {
        tags,
        summary: 'Unlock an account name for one address (or all) and reset its failure count',
        querystring: loginLockQuery,
        response: { 200: envelope(z.object({ account: z.string(), address: z.string().optional() })) },
      },
      handler: async (request) => {
        const key = accountKey(request.query.account);
        const { address } = request.query;
        if (!(await clearThrottle(db, key, address))) throw new NotFoundError('该账号没有登录限制');
        await audit.by(callerOf(request), {
          action: 'auth.account-unlocked',
          objectType: 'account',
          objectId: key,
          ...(address ? { detail: { address } } : {}),
        });
        return { data: { account: key, ...(address ? { address } : {}) } };
      },
    });
  };
}
