// The signed-in user's own session: who am I, and change my password.
import { authEndpoints, ERROR_CODES, passwordProblems } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../platform/access/caller.ts';
import { countFailure, lockIfDue } from '../../platform/auth/account-lock.ts';
import { accountKey } from '../../platform/auth/login.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import * as throttle from '../../platform/auth/throttle.repository.ts';
import { findPasswordHash, updatePassword } from '../../platform/auth/user.repository.ts';
import type { AppContext } from '../../platform/context.ts';
import { AuthRequiredError, RequestRefusedError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';

const tags = ['session'];

export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, sessions, audit } = ctx;
  return async (app) => {
    route(app, authEndpoints.me, {
      config: { access: 'session', personal: true },
      tags,
      // The access hook already resolved the session with its user and org in one query.
      handler: async (request) => ({ data: callerOf(request).user }),
    });

    route(app, authEndpoints.changePassword, {
      config: { access: 'session', personal: true },
      tags,
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const { user } = caller;
        const { currentPassword, newPassword } = request.body;
        const current = await findPasswordHash(db, user.id);
        if (!(await verifyPassword(current ?? null, currentPassword))) {
          // Guessing the current password through a borrowed session counts like failed sign-ins:
          // at the lock threshold the account is locked for this address and this session ends.
          const key = accountKey(user.account);
          const now = clock();
          const row = await countFailure(db, key, caller.address, now);
          await audit.by(caller, {
            action: 'user.password-change-failed',
            objectType: 'user',
            objectId: user.id,
            detail: { failures: row.failures },
          });
          if (await lockIfDue(db, audit, key, row, now, { actor: user, address: caller.address })) {
            await sessions.end(request, reply);
            throw new AuthRequiredError();
          }
          throw new RequestRefusedError(ERROR_CODES.passwordWrong, '当前密码不正确', [
            { path: 'currentPassword', message: 'wrong' },
          ]);
        }
        const problems: string[] = passwordProblems(newPassword, user.account);
        if (newPassword === currentPassword) problems.push('sameAsCurrent');
        if (problems.length > 0) {
          throw new RequestRefusedError(
            ERROR_CODES.passwordWeak,
            '新密码不符合要求：至少 8 位，包含大写字母、小写字母、数字、符号中的三类，不含账号，且不同于当前密码',
            problems.map((message) => ({ path: 'newPassword', message })),
          );
        }
        await updatePassword(db, user.id, await hashPassword(newPassword), clock());
        await throttle.clearThrottle(db, accountKey(user.account), caller.address);
        const endedSessions = await sessions.endOthers(user.id, caller.sessionId);
        await audit.by(caller, {
          action: 'user.password-changed',
          objectType: 'user',
          objectId: user.id,
          detail: { endedSessions },
        });
        return { data: { endedSessions } };
      },
    });
  };
}
