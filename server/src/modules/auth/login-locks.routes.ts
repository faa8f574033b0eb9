// Administrators see and lift sign-in locks (issue 2 §3: "an administrator can unlock"); a lock
// holds an account name for one client address (issue 8 §4).
import { authEndpoints } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { accountKey } from '../../platform/auth/login.ts';
import { clearThrottle, listLocks } from '../../platform/auth/throttle.repository.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['management'];

export function loginLockRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, audit } = ctx;
  return async (app) => {
    route(app, authEndpoints.loginLocks, {
      config: { access: { authority: 'ADMIN' } },
      tags,
      handler: async (request) => {
        const { total, items } = await listLocks(db, clock(), request.query.size, offsetOf(request.query));
        const shaped = items.map((l) => ({ ...l, lockedUntil: l.lockedUntil!.toISOString() }));
        return { data: toPage(shaped, total, request.query) };
      },
    });

    route(app, authEndpoints.unlock, {
      config: { access: { authority: 'ADMIN' } },
      tags,
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
