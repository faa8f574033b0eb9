// Sign-in (DESIGN §6, issue 2 §3, issue 8 §4). Every failure that could tell whether an account
// exists answers the same LOGIN_FAILED after the same work: one user lookup, one argon2
// verification, one count. Locks hold an account for the failing address only (account-lock.ts).
import {
  decryptCredentials,
  ERROR_CODES,
  LOGIN_ADDRESS_MAX_FAILURES,
  LOGIN_ADDRESS_WINDOW_MINUTES,
  LOGIN_CAPTCHA_AFTER_FAILURES,
  type SessionUser,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Audit } from '../audit/audit.ts';
import { RequestRefusedError, TooManyRequestsError } from '../http/errors.ts';
import { countFailure, failureMemoryStart, lockIfDue } from './account-lock.ts';
import type { Captchas } from './captchas.ts';
import { verifyPassword } from './password.ts';
import { isLimited } from './session.repository.ts';
import type { Sessions } from './sessions.ts';
import * as throttle from './throttle.repository.ts';
import { findSessionUser, findUserByAccount } from './user.repository.ts';

export type LoginForm = { account: string; message: string };
type Deps = {
  db: Database;
  config: Config;
  clock: Clock;
  captchas: Captchas;
  sessions: Sessions;
  audit: Audit;
};

/** Failures are counted per name as typed, case and outer spaces aside, whether or not it exists. */
export const accountKey = (account: string) => account.trim().toLowerCase().slice(0, 64);

const lockTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function lockedError(until: Date): RequestRefusedError {
  return new RequestRefusedError(
    ERROR_CODES.accountLocked,
    `从您的网络地址登录失败次数过多，该账号在此地址已锁定至 ${lockTime.format(until)}，请稍后再试或联系管理员解锁`,
    [{ path: 'lockedUntil', message: until.toISOString() }],
  );
}

const loginFailed = () => new RequestRefusedError(ERROR_CODES.loginFailed, '账号或密码错误');

export type Login = ReturnType<typeof createLogin>;

export function createLogin(deps: Deps) {
  const { db, config, clock, captchas, sessions, audit } = deps;

  /**
   * Failures from any address make everybody solve a captcha for the account; a served lock leaves
   * its address at LOGIN_CAPTCHA_AFTER_FAILURES or more, so it keeps asking too.
   */
  async function captchaNeeded(key: string, now: Date): Promise<boolean> {
    if (config.captchaMode !== 'after-failures') return config.captchaMode === 'always';
    return (await throttle.accountFailures(db, key, failureMemoryStart(now))) >= LOGIN_CAPTCHA_AFTER_FAILURES;
  }

  async function countAddressFailure(address: string, now: Date): Promise<void> {
    const window = new Date(now.getTime() - LOGIN_ADDRESS_WINDOW_MINUTES * 60_000);
    await throttle.addAttempt(db, address, false, now, window);
  }

  async function fail(request: FastifyRequest, account: string, known: boolean, now: Date): Promise<never> {
    const key = accountKey(account);
    const row = await countFailure(db, key, request.ip, now);
    await countAddressFailure(request.ip, now);
    await audit.record({
      actor: null,
      action: 'auth.sign-in-failed',
      objectType: 'account',
      objectId: key,
      address: request.ip,
      detail: { known },
    });
    const lockedUntil = await lockIfDue(db, audit, key, row, now, { actor: null, address: request.ip });
    throw lockedUntil ? lockedError(lockedUntil) : loginFailed();
  }

  return {
    async captchaRequired(account: string): Promise<boolean> {
      return captchaNeeded(accountKey(account), clock());
    },

    async signIn(
      request: FastifyRequest,
      reply: FastifyReply,
      form: LoginForm,
    ): Promise<{ user: SessionUser; limited: boolean }> {
      const now = clock();
      const since = new Date(now.getTime() - LOGIN_ADDRESS_WINDOW_MINUTES * 60_000);
      if ((await throttle.countAddressFailures(db, request.ip, since)) >= LOGIN_ADDRESS_MAX_FAILURES) {
        throw new TooManyRequestsError('登录失败次数过多，请十分钟后再试');
      }
      const key = accountKey(form.account);
      const row = await throttle.findThrottle(db, key, request.ip);
      if (row?.lockedUntil && row.lockedUntil > now) {
        await countAddressFailure(request.ip, now);
        throw lockedError(row.lockedUntil);
      }
      const user = await findUserByAccount(db, form.account.trim());
      const credentials = decryptCredentials(form.message, config.loginAesKey, config.loginAesIv);
      if (!credentials || credentials.account !== form.account) {
        await verifyPassword(null, '');
        return fail(request, form.account, user !== undefined, now);
      }
      if (await captchaNeeded(key, now)) {
        if (!credentials.key || !credentials.code) {
          throw new RequestRefusedError(ERROR_CODES.captchaRequired, '请输入验证码');
        }
        if (!(await captchas.verify(credentials.key, credentials.code))) {
          await countAddressFailure(request.ip, now);
          throw new RequestRefusedError(ERROR_CODES.captchaInvalid, '验证码错误或已过期，请重新输入');
        }
      }
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, credentials.password);
      // Disabled users fail exactly like a wrong password. A registrant awaiting review (PENDING)
      // gets a limited session that only reaches its registration status (platform/access).
      if (!user || !passwordOk || user.status === 'DISABLED')
        return fail(request, form.account, user !== undefined, now);
      // DISABLED was refused above; what is left but ACTIVE/ACTIVE is a registrant awaiting review.
      const limited = isLimited(user.status, user.orgStatus);

      // Success forgets this address's failures only: a stranger's lock elsewhere stays.
      await throttle.clearThrottle(db, key, request.ip);
      await sessions.start(request, reply, user.id);
      await audit.record({
        actor: { id: user.id, account: user.account },
        action: 'auth.sign-in',
        objectType: 'user',
        objectId: user.id,
        address: request.ip,
        ...(limited ? { detail: { limited } } : {}),
      });
      const sessionUser = await findSessionUser(db, user.id);
      return { user: sessionUser!, limited };
    },
  };
}
