// Request helpers: the same-origin header, the real encrypted sign-in, and response parsing.
import { encryptCredentials, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TEST_CAPTCHA_ANSWER } from './app.ts';

/** app.inject talks to host localhost:80 over http, so this is the app's own origin. */
export const OWN_ORIGIN = 'http://localhost';
export const sameOrigin = { origin: OWN_ORIGIN } as const;

export const DEMO_PASSWORD = 'Portal@2026';

export type LoginAttempt = {
  account: string;
  password?: string;
  /** Overrides the encrypted message (to send garbage). */
  message?: string;
  /** The account inside the message, when it should differ from the form field. */
  innerAccount?: string;
  captchaKey?: string;
  captchaCode?: string;
  address?: string;
  cookie?: string;
  key?: string;
  iv?: string;
  headers?: Record<string, string>;
};

// Each attempt comes from its own address unless the test names one, so the per-address throttle
// only sees what a test means it to see.
let addressCounter = 0;
const freshAddress = () => {
  addressCounter++;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export function attemptLogin(app: FastifyInstance, attempt: LoginAttempt): Promise<LightMyRequestResponse> {
  const message =
    attempt.message ??
    encryptCredentials(
      {
        account: attempt.innerAccount ?? attempt.account,
        password: attempt.password ?? DEMO_PASSWORD,
        key: attempt.captchaKey ?? '',
        code: attempt.captchaCode ?? '',
      },
      attempt.key ?? 'LstPortalKey2026',
      attempt.iv ?? 'LstPortalIv-2026',
    );
  return app.inject({
    method: 'POST',
    url: '/console/login?ajax=true',
    headers: {
      ...sameOrigin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(attempt.cookie ? { cookie: attempt.cookie } : {}),
      ...attempt.headers,
    },
    remoteAddress: attempt.address ?? freshAddress(),
    payload: new URLSearchParams({ account: attempt.account, message }).toString(),
  });
}

/** Signs in for real and returns the Cookie header value to send afterwards. */
export async function login(
  app: FastifyInstance,
  account: string,
  options: Partial<LoginAttempt> = {},
): Promise<string> {
  const response = await attemptLogin(app, { account, ...options });
  if (response.statusCode !== 200)
    throw new Error(`login ${account} failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie in the response');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** Signs in with a captcha, fetching a challenge first (the test generator's answer is known). */
export async function loginWithCaptcha(
  app: FastifyInstance,
  attempt: LoginAttempt,
): Promise<LightMyRequestResponse> {
  const challenge = await app.inject({ method: 'GET', url: '/console/api/captcha' });
  const { key } = challenge.json().data as { key: string };
  return attemptLogin(app, { captchaKey: key, captchaCode: TEST_CAPTCHA_ANSWER, ...attempt });
}
