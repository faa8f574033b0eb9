// Account recovery (`/sign/forget`, issue 3 §2): a six-digit code to the registered e-mail through
// the outbox, valid 10 minutes and for 5 tries; where an SMS gateway is configured, the same code
// also goes to the registered mobile. Neither call reveals whether an account exists (or has a
// mobile): the same answer and the same SQL statements whatever the account — those that read,
// write or spend a code run for nobody (repo.NOBODY) and write nothing when there is none — and
// delivery happens after the answer (recovery-timing.test.ts counts the statements).
import { createHash, randomInt } from 'node:crypto';
import {
  ERROR_CODES,
  RESET_CODE_MAX_TRIES,
  RESET_CODE_TTL_MINUTES,
  type recoveryCodeBody,
  type recoveryResetBody,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { accountKey } from '../../platform/auth/login.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { AppContext } from '../../platform/context.ts';
import { RequestRefusedError } from '../../platform/http/errors.ts';
import * as repo from './recovery.repository.ts';

/** A second code within this time is not sent (the first is still on its way). */
const RESEND_AFTER_MS = 60_000;
const SUBJECT = '【上市综合服务平台】找回密码验证码';
/** What the requester is told in every case. */
export const CODE_REQUESTED = '如果账号与邮箱匹配，验证码已发送至该邮箱，10 分钟内有效';

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');
const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
const mailText = (account: string, code: string) =>
  `您正在找回账号 ${account} 的密码，验证码：${code}，${RESET_CODE_TTL_MINUTES} 分钟内有效，最多可尝试 ${RESET_CODE_MAX_TRIES} 次。如非本人操作，请忽略本邮件。`;
const smsText = (account: string, code: string) =>
  `【上市综合服务平台】您正在找回账号 ${account} 的密码，验证码：${code}，${RESET_CODE_TTL_MINUTES} 分钟内有效。如非本人操作，请忽略。`;
const codeInvalid = () =>
  new RequestRefusedError(ERROR_CODES.resetCodeInvalid, '验证码错误或已失效，请重新获取', [
    { path: 'code', message: 'codeInvalid' },
  ]);

export function createRecovery(ctx: AppContext) {
  const { db, clock, audit, captchas, outbox } = ctx;

  return {
    async requestCode(request: FastifyRequest, body: z.output<typeof recoveryCodeBody>): Promise<string> {
      if (!body.captchaKey || !body.captchaCode)
        throw new RequestRefusedError(ERROR_CODES.captchaRequired, '请输入验证码');
      if (!(await captchas.verify(body.captchaKey, body.captchaCode)))
        throw new RequestRefusedError(ERROR_CODES.captchaInvalid, '验证码错误或已过期，请重新输入');
      const now = clock();
      const user = await repo.findCandidate(db, body.account);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const eligible = user !== undefined && user.status !== 'DISABLED' && sameEmail(user.email, body.email);
      const userId = eligible ? user.id : repo.NOBODY;
      const previous = await repo.findCode(db, userId);
      const fresh = previous !== undefined && now.getTime() - previous.createdAt.getTime() < RESEND_AFTER_MS;
      const send = eligible && !fresh;
      // Without a gateway the phone is not used: the held e-mail is what an administrator passes on.
      const texting = outbox.canDeliver('sms');
      const mobile = send ? user.mobile?.trim() || null : null;
      const account = eligible ? user.account : body.account;
      const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MINUTES * 60_000);
      // The messages expire with their code: not delivered late, nor passed on once it is dead.
      const shared = {
        recipientUserId: eligible ? user.id : null,
        subject: SUBJECT,
        purpose: 'password-reset',
        expiresAt,
      };
      let messageId: string | null = null;
      let smsId: string | null = null;
      await db.transaction(async (tx) => {
        await repo.replaceCode(
          tx,
          { userId, codeHash: hashCode(userId, code), expiresAt, createdAt: now },
          send,
        );
        messageId = await outbox.enqueueIf(
          send,
          { ...shared, to: eligible ? user.email! : body.email, body: mailText(account, code) },
          tx,
        );
        if (texting)
          smsId = await outbox.enqueueIf(
            mobile !== null,
            { ...shared, channel: 'sms', to: mobile ?? '', body: smsText(account, code) },
            tx,
          );
        await audit.record(
          {
            actor: null,
            action: 'recovery.code-requested',
            objectType: 'account',
            objectId: accountKey(body.account),
            address: request.ip,
            detail: { sent: messageId !== null, sms: smsId !== null },
          },
          tx,
        );
      });
      if (messageId) outbox.send(messageId);
      if (smsId) outbox.send(smsId);
      return CODE_REQUESTED;
    },

    async reset(request: FastifyRequest, body: z.output<typeof recoveryResetBody>): Promise<void> {
      const now = clock();
      const user = await repo.findCandidate(db, body.account);
      const live = user !== undefined && user.status !== 'DISABLED';
      // Nobody's try is claimed too (it finds no code): the same statements for every wrong code.
      const codeHash = await repo.claimTry(db, live ? user.id : repo.NOBODY, now, RESET_CODE_MAX_TRIES);
      if (!live || codeHash !== hashCode(user.id, body.code)) {
        await audit.record({
          actor: null,
          action: 'recovery.reset-failed',
          objectType: 'account',
          objectId: accountKey(body.account),
          address: request.ip,
        });
        throw codeInvalid();
      }
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const endedSessions = await repo.resetPassword(
          tx,
          { id: user.id, accountKey: accountKey(user.account) },
          passwordHash,
          now,
        );
        await audit.record(
          {
            actor: { id: user.id, account: user.account },
            action: 'user.password-reset',
            objectType: 'user',
            objectId: user.id,
            address: request.ip,
            detail: { endedSessions },
          },
          tx,
        );
      });
    },
  };
}
