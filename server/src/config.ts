// Environment configuration (issue 2 §1), validated once at start; every value has a documented default.

import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY } from '@portal/contract';
import { z } from 'zod';
import type { S3Settings } from './platform/files/storage.ts';

/** The current time; injected wherever time matters so tests move it instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const CAPTCHA_MODES = ['always', 'after-failures', 'off'] as const;
export type CaptchaMode = (typeof CAPTCHA_MODES)[number];

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `must be an integer from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `must be at least ${min}` })
        .max(max, { error: `must be at most ${max}` }),
    );

/**
 * Which proxies may tell us the client's address (X-Forwarded-For) and scheme: a number of hops
 * in front of us, or the proxies' addresses. Never "every hop": a client would then choose its own
 * address, and with it the per-address throttle and the audit log's record of where it came from.
 */
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const value = v.trim().toLowerCase();
  if (['false', 'no', '0'].includes(value)) return false;
  if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
  const parts = value.split(',').map((p) => p.trim());
  const addresses = parts.every((part) => {
    const [address, bits, extra] = part.split('/');
    if (extra !== undefined || !address || isIP(address) === 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (addresses) return parts;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a number of proxy hops from 1 to 10 (e.g. 1), or proxy addresses (e.g. 10.0.0.0/8,127.0.0.1); "true" would let any client choose its own address',
  });
  return z.NEVER;
});

/** The origins users reach the portal at (scheme://host[:port]), comma-separated. */
const publicOrigins = z.string().transform((v, ctx): string[] => {
  const origins: string[] = [];
  for (const part of v.split(',').map((p) => p.trim())) {
    let origin: string | null = null;
    try {
      const url = new URL(part);
      if (/^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash)
        origin = url.origin;
    } catch {}
    if (origin === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be origins like https://ipo.example.gov.cn or http://10.1.2.3:8080, comma-separated',
      });
      return z.NEVER;
    }
    origins.push(origin);
  }
  return origins;
});

const sixteenChars = z.string().refine((v) => new TextEncoder().encode(v).length === 16, {
  error: 'must be exactly 16 characters (ASCII)',
});

const envSchema = z.object({
  PORT: integer(0, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DEMO_PASSWORD: z.string().min(1).default('Portal@2026'),
  LOGIN_AES_KEY: sixteenChars.default(DEFAULT_LOGIN_AES_KEY),
  LOGIN_AES_IV: sixteenChars.default(DEFAULT_LOGIN_AES_IV),
  CAPTCHA_MODE: z
    .enum(CAPTCHA_MODES, { error: `must be one of ${CAPTCHA_MODES.join(', ')}` })
    .default('after-failures'),
  SESSION_IDLE_MINUTES: integer(1, 7 * 24 * 60).default(30),
  SESSION_ABSOLUTE_HOURS: integer(1, 24 * 30).default(12),
  SESSION_CACHE_MS: integer(0, 1000).default(500),
  PROVINCE_CODE: z
    .string()
    .regex(/^[1-9]\d0000$/, { error: 'must be a 6-digit province code ending in 0000, e.g. 430000' })
    .default('430000'),
  SEED_DEMO: booleanText.optional(),
  BACKGROUND_JOBS: booleanText.default(true),
  TRUST_PROXY: trustProxy.default(false),
  PUBLIC_ORIGIN: publicOrigins.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  SMTP_FROM: z.string().min(3).default('上市综合服务平台 <noreply@localhost>'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  METRICS_PORT: integer(1, 65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  demoPassword: string;
  loginAesKey: string;
  loginAesIv: string;
  captchaMode: CaptchaMode;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long a session lookup is reused (0: never); bounds how late another process sees a sign-out. */
  sessionCacheMs: number;
  provinceCode: string;
  seedDemo: boolean;
  /**
   * Whether this process runs the modules' timed jobs (report periods, sweeps, the outbox retry…).
   * Off for a process that only serves requests while others (or one) run them.
   */
  backgroundJobs: boolean;
  /** false, a number of hops, or the proxies' addresses and ranges (see `trustProxy`). */
  trustProxy: false | number | string[];
  /**
   * The origins users reach the portal at; state-changing requests must come from one of them.
   * Null: the Host header's origin, but only when the host is an address or localhost (so a
   * DNS-rebinding name is refused). Required on PostgreSQL (`assertServable`).
   */
  publicOrigins: string[] | null;
  logLevel: string;
  /** Where Prometheus scrapes GET /metrics (null: no metrics listener); never the public port. */
  metricsPort: number | null;
  metricsHost: string;
  /** Outgoing mail (the outbox); null keeps messages in the outbox for administrators. */
  smtpUrl: string | null;
  smtpFrom: string;
  /** The SMS gateway (POST {to, text}); null: codes go by e-mail only. */
  smsWebhookUrl: string | null;
  /** Sent as `authorization: Bearer …` to the SMS gateway when set. */
  smsWebhookToken: string | null;
  /** Uploaded files on an S3-compatible store (all of S3_ENDPOINT, S3_BUCKET and the keys); null: DATA_DIR/files. */
  s3: S3Settings | null;
};

export class ConfigError extends Error {}

/** Reads the environment; throws ConfigError whose message names the first bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd = process.cwd()): Config {
  // An empty variable counts as unset, as in a .env file with `PORT=`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = present[name];
    // A gateway address may carry a key in its query, like a database URL its password.
    const secret =
      ['DATABASE_URL', 'SMTP_URL', 'SMS_WEBHOOK_URL', 'SMS_WEBHOOK_TOKEN', 'S3_SECRET_ACCESS_KEY'].includes(
        name,
      ) || name.startsWith('LOGIN_AES');
    const shown = secret ? '' : ` (got "${got}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}${shown}`);
  }
  const e = parsed.data;
  const databaseUrl = e.DATABASE_URL ?? null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl,
    demoPassword: e.DEMO_PASSWORD,
    loginAesKey: e.LOGIN_AES_KEY,
    loginAesIv: e.LOGIN_AES_IV,
    captchaMode: e.CAPTCHA_MODE,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    provinceCode: e.PROVINCE_CODE,
    seedDemo: e.SEED_DEMO ?? databaseUrl === null,
    backgroundJobs: e.BACKGROUND_JOBS,
    trustProxy: e.TRUST_PROXY,
    publicOrigins: e.PUBLIC_ORIGIN ?? null,
    logLevel: e.LOG_LEVEL,
    metricsPort: e.METRICS_PORT ?? null,
    metricsHost: e.METRICS_HOST,
    smtpUrl: e.SMTP_URL ?? null,
    smtpFrom: e.SMTP_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL ?? null,
    smsWebhookToken: e.SMS_WEBHOOK_TOKEN ?? null,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION,
          }
        : null,
  };
}

/**
 * What a serving process needs beyond well-formed values. A PostgreSQL deployment is a real one:
 * it must say at which addresses users reach it, or a page of another site, made to resolve to an
 * intranet server, could post to it as if it were the portal itself (DNS rebinding).
 */
export function assertServable(config: Config): void {
  if (config.databaseUrl !== null && config.publicOrigins === null)
    throw new ConfigError(
      'Invalid configuration: PUBLIC_ORIGIN is required with DATABASE_URL (the address users reach the portal at, e.g. https://ipo.example.gov.cn)',
    );
}
