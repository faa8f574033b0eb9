// Managing government and enterprise users: create, edit, disable, reset password, unlock,
// grant or revoke ADMIN/AUDITOR (separation of duties: never both), and forced sign-out.
import type {
  Authority,
  ManagedUser,
  Page,
  TemporaryPassword,
  UserCreateBody,
  UserListQuery,
  UserUpdateBody,
} from '@portal/contract';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { Audit } from '../../platform/audit/audit.ts';
import { accountKey } from '../../platform/auth/login.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { clearThrottle } from '../../platform/auth/throttle.repository.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { toPage } from '../../platform/http/paging.ts';
import { findScopedOrg } from '../../platform/orgs/orgs.repository.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { temporaryPassword } from './temporary-password.ts';
import * as repo from './user-admin.repository.ts';

const OTHER: Record<Authority, Authority> = { ADMIN: 'AUDITOR', AUDITOR: 'ADMIN' };
const isGovernment = (u: ManagedUser) => repo.GOVERNMENT_TYPES.includes(u.orgType);

export function createUserAdmin(deps: { db: Database; clock: Clock; config: Config; audit: Audit }) {
  const { db, clock, config, audit } = deps;
  const times = () => {
    const now = clock();
    return { now, idleCutoff: new Date(now.getTime() - config.sessionIdleMinutes * 60_000) };
  };
  const record = (actor: Caller, action: string, userId: string, detail?: Record<string, unknown>, tx = db) =>
    audit.by(
      actor,
      {
        action,
        objectType: 'user',
        objectId: userId,
        detail,
      },
      tx,
    );

  async function load(actor: Caller, id: string): Promise<ManagedUser> {
    const user = await repo.findUser(db, id, scopeOf(actor.user), times());
    if (!user) throw new NotFoundError('用户不存在');
    return user;
  }

  /** The organisation a user may belong to: in scope, of the user's kind, and for enterprises a matched one. */
  async function targetOrg(actor: Caller, orgId: string, kind: 'government' | 'enterprise' | 'any') {
    const types =
      kind === 'government'
        ? repo.GOVERNMENT_TYPES
        : kind === 'enterprise'
          ? repo.ENTERPRISE_TYPES
          : [...repo.GOVERNMENT_TYPES, ...repo.ENTERPRISE_TYPES];
    const org = await findScopedOrg(db, orgId, types, scopeOf(actor.user));
    if (!org)
      throw new ValidationError([
        { path: 'orgId', message: '所选机构不存在、类型不符或不在本机构所辖范围内' },
      ]);
    // A registrant's organisation gets its users through the registration review, not from here.
    if (org.status !== 'ACTIVE')
      throw new ValidationError([{ path: 'orgId', message: '该机构的注册尚未审核通过，不能添加或调入用户' }]);
    if (org.type === 'ENTERPRISE' && (await repo.orgMismatch(db, org.id)) !== null) {
      throw new ValidationError([{ path: 'orgId', message: '该机构没有对应的企业信息，不能关联' }]);
    }
    return org;
  }

  /** Generates a temporary password; the user must change it at the next sign-in. */
  async function issuePassword(actor: Caller, user: ManagedUser, action: string): Promise<TemporaryPassword> {
    const password = temporaryPassword(user.account);
    const passwordHash = await hashPassword(password);
    const now = clock();
    const ended = await db.transaction(async (tx) => {
      await repo.updateUser(
        tx,
        user.id,
        { passwordHash, mustChangePassword: true, passwordChangedAt: now },
        now,
      );
      const endedSessions = await repo.endUserSessions(tx, user.id);
      await record(actor, action, user.id, { endedSessions }, tx);
      return endedSessions;
    });
    return {
      user: { ...user, mustChangePassword: true, sessions: user.sessions - ended },
      temporaryPassword: password,
    };
  }

  return {
    load,

    async list(actor: Caller, query: UserListQuery): Promise<Page<ManagedUser>> {
      const { total, items } = await repo.listUsers(db, query, scopeOf(actor.user), times());
      return toPage(items, total, query);
    },

    async create(actor: Caller, body: UserCreateBody): Promise<TemporaryPassword> {
      await targetOrg(actor, body.orgId, 'any');
      if (await repo.accountTaken(db, body.account)) throw new ConflictError(`账号 ${body.account} 已存在`);
      const password = temporaryPassword(body.account);
      const { account, name, orgId } = body;
      // The check above gives the usual answer; the unique index settles two creations at once.
      const id = await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const values = { account, name, orgId, email: body.email ?? null, mobile: body.mobile ?? null };
            const created = await repo.insertUser(tx, {
              ...values,
              passwordHash: await hashPassword(password),
              now: clock(),
            });
            await record(actor, 'user.created', created, { account, orgId }, tx);
            return created;
          }),
        `账号 ${body.account} 已存在`,
      );
      return { user: await load(actor, id), temporaryPassword: password };
    },

    async update(actor: Caller, id: string, body: UserUpdateBody): Promise<ManagedUser> {
      const before = await load(actor, id);
      if (body.orgId !== before.orgId)
        await targetOrg(actor, body.orgId, isGovernment(before) ? 'government' : 'enterprise');
      const change = {
        name: body.name,
        email: body.email ?? null,
        mobile: body.mobile ?? null,
        orgId: body.orgId,
      };
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, id, change, clock());
        const fromOrg = before.orgId !== body.orgId ? { fromOrgId: before.orgId } : {};
        await record(actor, 'user.updated', id, { ...change, ...fromOrg }, tx);
      });
      return load(actor, id);
    },

    async setStatus(actor: Caller, id: string, status: 'ACTIVE' | 'DISABLED'): Promise<ManagedUser> {
      const user = await load(actor, id);
      if (id === actor.user.id)
        throw new ValidationError([{ path: 'status', message: '不能停用自己的账号' }]);
      if (user.status === 'PENDING') throw new ConflictError('待审核的用户请通过注册审核处理');
      if (user.status === status) return user;
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, id, { status }, clock());
        // A disabled user's sessions end now, not at their next request.
        const endedSessions = status === 'DISABLED' ? await repo.endUserSessions(tx, id) : 0;
        await record(
          actor,
          status === 'DISABLED' ? 'user.disabled' : 'user.enabled',
          id,
          { endedSessions },
          tx,
        );
      });
      return load(actor, id);
    },

    async resetPassword(actor: Caller, id: string): Promise<TemporaryPassword> {
      const user = await load(actor, id);
      // An administrator who knew an auditor's password could read the audit log as the auditor.
      if (user.authorities.includes('AUDITOR'))
        throw new ConflictError('安全审计员的密码只能由本人通过“忘记密码”重置');
      return issuePassword(actor, user, 'user.password-reset');
    },

    async unlock(actor: Caller, id: string): Promise<{ unlocked: boolean }> {
      const user = await load(actor, id);
      const unlocked = await clearThrottle(db, accountKey(user.account));
      if (unlocked) await record(actor, 'auth.account-unlocked', id, { account: user.account });
      return { unlocked };
    },

    async setAuthority(
      actor: Caller,
      id: string,
      authority: Authority,
      grant: boolean,
    ): Promise<ManagedUser> {
      const user = await load(actor, id);
      if (!isGovernment(user))
        throw new ValidationError([{ path: 'authority', message: '只有政府用户可以担任管理员或审计员' }]);
      if (grant && user.authorities.includes(OTHER[authority])) {
        throw new ConflictError('系统管理员与审计员不能由同一人担任（职责分离）');
      }
      if (!grant && authority === 'ADMIN' && id === actor.user.id) {
        throw new ConflictError('不能撤销自己的系统管理员权限');
      }
      // Separation of duties (DESIGN §9): an administrator must not become an auditor by proxy,
      // i.e. through an account whose password it issued or that still has a temporary one.
      if (grant && authority === 'AUDITOR' && !user.authorities.includes('AUDITOR')) {
        if (user.mustChangePassword)
          throw new ConflictError('该用户仍在使用临时密码，须本人修改密码后才能担任安全审计员');
        if (await repo.mayKnowPasswordOf(db, actor.user.id, id))
          throw new ConflictError(
            '您曾为该用户设置密码、查看过其验证码或撤销过其审计员权限，不能由您授予安全审计员权限，请由其他管理员授予',
          );
      }
      const changed = await db.transaction(async (tx) => {
        // The other authority is re-checked in the statement, so two racing grants cannot give both.
        const done = await repo.changeAuthority(tx, id, authority, grant, OTHER[authority], clock());
        if (done)
          await record(
            actor,
            grant ? 'user.authority-granted' : 'user.authority-revoked',
            id,
            { authority },
            tx,
          );
        return done;
      });
      return changed ? load(actor, id) : user;
    },

    async signOut(actor: Caller, id: string): Promise<{ endedSessions: number }> {
      await load(actor, id);
      if (id === actor.user.id)
        throw new ValidationError([{ path: 'id', message: '请通过“退出”结束自己的会话' }]);
      const endedSessions = await db.transaction(async (tx) => {
        const ended = await repo.endUserSessions(tx, id);
        await record(actor, 'user.signed-out', id, { endedSessions: ended }, tx);
        return ended;
      });
      return { endedSessions };
    },
  };
}
