// Sign-up helpers: valid credit codes, a filled-in form, the captcha, and the registrant's calls.
import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { makeCreditCode } from '../../src/seed/demo-orgs.ts';
import { TEST_CAPTCHA_ANSWER } from './app.ts';
import { sameOrigin } from './http.ts';
import { multipartBody } from './multipart.ts';

const BODY_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
let counter = 0;

/** A fresh, valid 统一社会信用代码 of an enterprise (prefix 91) registered in the region. */
export function newCreditCode(regionCode: string, prefix = '91'): string {
  let body = 'MA';
  for (let i = 0; i < 6; i++) body += BODY_CHARS[randomInt(0, 10)];
  return makeCreditCode(prefix, regionCode, body);
}

/** Each sign-up comes from its own address, so the per-address limit sees only what a test means. */
export function freshAddress(): string {
  counter++;
  return `10.9.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
}

export async function captchaKey(app: FastifyInstance): Promise<string> {
  const answer = await app.inject({
    method: 'GET',
    url: '/console/api/captcha',
    remoteAddress: freshAddress(),
  });
  return answer.json().data.key as string;
}

export type SignUpForm = Record<string, string>;

export function signUpForm(regionCode: string, overrides: SignUpForm = {}): SignUpForm {
  const n = ++counter;
  return {
    account: `reg-user-${n}`,
    password: 'Listing#2026',
    orgName: `测试注册企业${n}有限公司`,
    creditCode: newCreditCode(regionCode),
    identity: 'ENTERPRISE',
    regionCode,
    contactName: '张三',
    mobile: '13812345678',
    email: `reg${n}@example.com`,
    ...overrides,
  };
}

/** POST the sign-up with a solved captcha (unless the form says otherwise). */
export async function signUp(
  app: FastifyInstance,
  form: SignUpForm,
  options: { address?: string; captcha?: false } = {},
): Promise<LightMyRequestResponse> {
  const captcha =
    options.captcha === false ? {} : { captchaKey: await captchaKey(app), captchaCode: TEST_CAPTCHA_ANSWER };
  return app.inject({
    method: 'POST',
    url: '/console/api/registration',
    headers: sameOrigin,
    remoteAddress: options.address ?? freshAddress(),
    payload: { ...form, ...captcha },
  });
}

/** A tiny but real PDF: what the magic-byte check looks for. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export function uploadLicence(
  app: FastifyInstance,
  cookie: string,
  file: { filename: string; content: Buffer } = { filename: '营业执照.pdf', content: PDF },
) {
  const { payload, headers } = multipartBody([{ name: 'file', ...file }]);
  return app.inject({
    method: 'POST',
    url: '/console/api/registration/licence',
    headers: { ...sameOrigin, ...headers, cookie },
    payload,
  });
}

export function submitRegistration(app: FastifyInstance, cookie: string) {
  return app.inject({
    method: 'POST',
    url: '/console/api/registration/submit',
    headers: { ...sameOrigin, cookie },
  });
}
