// The signed-in user's own session: who am I, and change my password.
import { changePasswordBody, ERROR_CODES, envelope, passwordProblems, sessionUser } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { RequestRefusedError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { findPasswordHash, updatePassword } from './user.repository.ts';

const tags = ['session'];

export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock, sessions, audit } = ctx;
  return async (app) => {
    app.get('/console/api/session/me', {
      config: { access: 'session', personal: true },
      schema: {
        tags,
        summary: 'The signed-in user, org and authorities',
        response: { 200: envelope(sessionUser) },
      },
      // The access hook already resolved the session with its user and org in one query.
      handler: async (request) => ({ data: request.activeSession!.user }),
    });

    app.put('/console/api/session/password', {
      config: { access: 'session', personal: true },
      schema: {
        tags,
        summary: 'Change own password; ends the other sessions',
        body: changePasswordBody,
        response: { 200: envelope(z.object({ endedSessions: z.number().int() })) },
      },
      handler: async (request) => {
        const session = request.activeSession!;
        const { currentPassword, newPassword } = request.body;
        const current = await findPasswordHash(db, session.user.id);
        if (!(await verifyPassword(current ?? null, currentPassword))) {
          throw new RequestRefusedError(ERROR_CODES.passwordWrong, '当前密码不正确', [
            { path: 'currentPassword', message: 'wrong' },
          ]);
        }
        const problems: string[] = passwordProblems(newPassword, session.user.account);
        if (newPassword === currentPassword) problems.push('sameAsCurrent');
        if (problems.length > 0) {
          throw new RequestRefusedError(
            ERROR_CODES.passwordWeak,
            '新密码不符合要求：至少 8 位，包含大写字母、小写字母、数字、符号中的三类，不含账号，且不同于当前密码',
            problems.map((message) => ({ path: 'newPassword', message })),
          );
        }
        await updatePassword(db, session.user.id, await hashPassword(newPassword), clock());
        const endedSessions = await sessions.endOthers(session.user.id, session.id);
        const { id, account } = session.user;
        await audit.record({
          actor: { id, account },
          action: 'user.password-changed',
          objectType: 'user',
          objectId: id,
          address: request.ip,
          detail: { endedSessions },
        });
        return { data: { endedSessions } };
      },
    });
  };
}
