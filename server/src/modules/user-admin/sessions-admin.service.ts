// Online sessions of the users an administrator manages, and forced sign-out of one session.
import type { OnlineSession, Page } from '@portal/contract';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/paging.ts';
import * as repo from './sessions-admin.repository.ts';

export function createSessionsAdmin(deps: { db: Database; clock: Clock; config: Config; audit: Audit }) {
  const { db, clock, config, audit } = deps;
  return {
    async list(
      actor: Caller,
      query: { account?: string; page: number; size: number },
    ): Promise<Page<OnlineSession>> {
      const now = clock().getTime();
      const cutoffs = {
        idle: new Date(now - config.sessionIdleMinutes * 60_000),
        absolute: new Date(now - config.sessionAbsoluteHours * 3_600_000),
      };
      const { total, items } = await repo.listSessions(db, query, scopeOf(actor.user), cutoffs);
      const marked = items.map((s) => ({ ...s, current: s.id === actor.sessionId }));
      return toPage(marked, total, query);
    },

    async end(actor: Caller, id: string): Promise<{ id: string }> {
      const session = await repo.findScopedSession(db, id, scopeOf(actor.user));
      if (!session) throw new NotFoundError('会话不存在或已结束');
      if (id === actor.sessionId)
        throw new ValidationError([{ path: 'id', message: '请通过“退出”结束自己的会话' }]);
      await db.transaction(async (tx) => {
        await repo.deleteSession(tx, id);
        await audit.by(
          actor,
          {
            action: 'session.ended',
            objectType: 'session',
            objectId: id,
            detail: { userId: session.userId, account: session.account },
          },
          tx,
        );
      });
      return { id };
    },
  };
}
