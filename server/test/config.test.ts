import path from 'node:path';
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { assertServable, ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadConfig({}, '/srv/portal')).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/portal', 'data'),
      databaseUrl: null,
      demoPassword: 'Portal@2026',
      loginAesKey: DEFAULT_LOGIN_AES_KEY,
      loginAesIv: DEFAULT_LOGIN_AES_IV,
      captchaMode: 'after-failures',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 12,
      sessionCacheMs: 500,
      provinceCode: '430000',
      seedDemo: true,
      backgroundJobs: true,
      trustProxy: false,
      publicOrigins: null,
      logLevel: 'info',
      metricsPort: null,
      metricsHost: '127.0.0.1',
      smtpUrl: null,
      smtpFrom: '上市综合服务平台 <noreply@localhost>',
      smsWebhookUrl: null,
      smsWebhookToken: null,
      s3: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgres://u@db/portal',
      DEMO_PASSWORD: 'Other@2026',
      LOGIN_AES_KEY: 'abcdefghijklmnop',
      LOGIN_AES_IV: 'ponmlkjihgfedcba',
      CAPTCHA_MODE: 'always',
      SESSION_IDLE_MINUTES: '15',
      SESSION_ABSOLUTE_HOURS: '8',
      SESSION_CACHE_MS: '0',
      PROVINCE_CODE: '440000',
      TRUST_PROXY: '2',
      PUBLIC_ORIGIN: 'https://ipo.example.gov.cn/, http://10.1.2.3:8080',
      LOG_LEVEL: 'warn',
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      SMS_WEBHOOK_URL: 'https://sms.example.com/send?key=k',
      SMS_WEBHOOK_TOKEN: 'token-1',
      BACKGROUND_JOBS: 'false',
    });
    expect(config).toMatchObject({
      backgroundJobs: false,
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgres://u@db/portal',
      captchaMode: 'always',
      sessionIdleMinutes: 15,
      sessionAbsoluteHours: 8,
      sessionCacheMs: 0,
      provinceCode: '440000',
      // Demo data is off by default on PostgreSQL.
      seedDemo: false,
      trustProxy: 2,
      publicOrigins: ['https://ipo.example.gov.cn', 'http://10.1.2.3:8080'],
      logLevel: 'warn',
      metricsPort: 9464,
      metricsHost: '10.0.0.5',
      smsWebhookUrl: 'https://sms.example.com/send?key=k',
      smsWebhookToken: 'token-1',
    });
    expect(loadConfig({ SMS_WEBHOOK_URL: 'http://10.0.0.5:8080/sms' }).smsWebhookUrl).toBe(
      'http://10.0.0.5:8080/sms',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/portal', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ PORT: '' }).port).toBe(8080);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  const bad: Array<[string, string]> = [
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/portal'],
    ['LOGIN_AES_KEY', 'short'],
    ['LOGIN_AES_IV', '12345678901234567'],
    ['CAPTCHA_MODE', 'sometimes'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_ABSOLUTE_HOURS', '1.5'],
    // A lookup reused for seconds would let another process honour a sign-out that late.
    ['SESSION_CACHE_MS', '5000'],
    // Trusting every hop lets any client choose its own address.
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['TRUST_PROXY', 'proxy.internal'],
    ['PUBLIC_ORIGIN', 'ipo.example.gov.cn'],
    ['PUBLIC_ORIGIN', 'https://ipo.example.gov.cn/oa/'],
    ['PUBLIC_ORIGIN', 'ftp://ipo.example.gov.cn'],
    ['PROVINCE_CODE', '430100'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['PROVINCE_CODE', '43000'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'yes please'],
    ['LOG_LEVEL', 'loud'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', 'prometheus'],
    ['SMS_WEBHOOK_URL', 'ftp://sms.example.com/send'],
    ['SMS_WEBHOOK_URL', 'sms.example.com/send'],
    ['SMS_WEBHOOK_URL', 'https://'],
  ];
  for (const [name, value] of bad) {
    it(`rejects ${name}=${value} with one line naming the variable`, () => {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
      expect(message).not.toContain('\n');
    });
  }

  it('does not echo secrets in the message', () => {
    expect(() => loadConfig({ LOGIN_AES_KEY: 'secret-ish' })).toThrow(/^(?!.*secret-ish)/);
    // A gateway address may carry its key.
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'ftp://gw/?key=secret-ish' })).toThrow(
      /^Invalid configuration: SMS_WEBHOOK_URL (?!.*secret-ish)/,
    );
  });

  it('will not serve PostgreSQL (production) without PUBLIC_ORIGIN', () => {
    const db = 'postgres://u@db/portal';
    expect(() => assertServable(loadConfig({ DATABASE_URL: db }))).toThrow(
      /^Invalid configuration: PUBLIC_ORIGIN is required with DATABASE_URL/,
    );
    expect(() =>
      assertServable(loadConfig({ DATABASE_URL: db, PUBLIC_ORIGIN: 'https://ipo.example.gov.cn' })),
    ).not.toThrow();
    // The embedded database is the laptop's: it may go without.
    expect(() => assertServable(loadConfig({}))).not.toThrow();
  });
});
