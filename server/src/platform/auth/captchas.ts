// Captcha challenges: issued with an expiry, answered once. Only a hash of the answer is stored.
import { createHash, randomUUID } from 'node:crypto';
import { CAPTCHA_TTL_MINUTES, type CaptchaChallenge } from '@portal/contract';
import { eq, lt } from 'drizzle-orm';
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { captchas } from '../../db/schema/index.ts';
import type { CaptchaGenerator } from './captcha-image.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answerHash = (key: string, answer: string) =>
  createHash('sha256').update(`${key}:${answer.trim().toUpperCase()}`).digest('hex');

export type Captchas = ReturnType<typeof createCaptchas>;

export function createCaptchas(deps: { db: Database; clock: Clock; generate: CaptchaGenerator }) {
  const { db, clock, generate } = deps;
  return {
    async issue(): Promise<CaptchaChallenge> {
      const now = clock();
      await db.delete(captchas).where(lt(captchas.expiresAt, now));
      const key = randomUUID();
      const { answer, image } = generate();
      const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MINUTES * 60_000);
      await db.insert(captchas).values({ id: key, answerHash: answerHash(key, answer), expiresAt });
      return { key, image };
    },

    /** Consumes the challenge whatever the outcome, so one picture allows one guess. */
    async verify(key: string, code: string): Promise<boolean> {
      if (!UUID.test(key) || code.trim() === '') return false;
      const [row] = await db.delete(captchas).where(eq(captchas.id, key)).returning();
      if (!row || row.expiresAt.getTime() <= clock().getTime()) return false;
      return row.answerHash === answerHash(key, code);
    },
  };
}
