// Issue 8 §2: NUL bytes and other control characters are refused at the edge (contract/src/text.ts
// through platform/http/text-guard.ts) with 400 VALIDATION_FAILED naming the field, where they
// used to reach PostgreSQL as a 500 ("invalid byte sequence 0x00") or cut an export off with no
// status at all. fuzz.test.ts tries every operation; these are the cases the issue names.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { callerOf } from './helpers/enterprise.ts';
import { attemptLogin, login, sameOrigin } from './helpers/http.ts';
import { multipartBody } from './helpers/multipart.ts';
import { PDF } from './helpers/registration.ts';

let t: TestApp;
let as: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await buildTestApp();
  as = callerOf(t.app);
});
afterAll(() => t.close());

const TEXT_REFUSED = '不能包含控制字符或无效的字符编码';

function expectRefused(answer: LightMyRequestResponse, field: string): void {
  expect(answer.statusCode, answer.body).toBe(400);
  expect(answer.json()).toEqual({
    code: 'VALIDATION_FAILED',
    message: '请求参数不正确',
    details: [{ path: field, message: TEXT_REFUSED }],
  });
}

describe('query strings and path segments: one-line text', () => {
  it('answers 400 naming q to an anonymous portal search for a NUL', async () => {
    expectRefused(await as.get(null, '/console/api/portal/search?q=%00'), 'q');
    expectRefused(await as.get(null, '/console/api/portal/search?q=%E4%B8%8A%00%E5%B8%82'), 'q');
  });

  it('refuses the other C0 controls, DEL and line breaks, and names the repeated parameter', async () => {
    for (const raw of ['%01', '%1F', '%7F', 'a%0Ab', 'a%0D', 'a%09b'])
      expectRefused(await as.get('city', `/console/api/company/list?name=${raw}`), 'name');
    expectRefused(await as.get('city', '/console/api/company/list?name=a&name=%00'), 'name.1');
  });

  it('refuses a NUL in a path segment', async () => {
    expectRefused(await as.get(null, '/console/api/portal/articles/a%00b'), 'articleId');
  });

  it('still takes what people type: Chinese, emoji, percent and underscore', async () => {
    const answer = await as.get(
      null,
      `/console/api/portal/search?q=${encodeURIComponent('上市 😀 100%_\\')}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it('answers a path that is no valid percent-encoded UTF-8 in the portal envelope, not Fastify\u2019s', async () => {
    for (const raw of ['%ED%A0%80', '%C0%AF', '%zz']) {
      const answer = await as.get(null, `/console/api/portal/articles/${raw}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ code: 'BAD_REQUEST', message: '请求地址不正确' });
    }
    const long = await as.get(null, `/console/api/portal/articles/${'x'.repeat(200)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json().code).toBe('BAD_REQUEST');
  });
});

describe('sign-in', () => {
  it('answers 400 naming account for a NUL in the account, and counts nothing', async () => {
    const answer = await attemptLogin(t.app, { account: 'adm\u0000in' });
    expectRefused(answer, 'account');
    expect(await auditCount(t.database.db, { action: 'auth.sign-in-failed' })).toBe(0);
  });

  it('fails a message whose captcha key holds a NUL like any unreadable message (LOGIN_FAILED, no 500)', async () => {
    const answer = await attemptLogin(t.app, { account: 'admin', captchaKey: 'k\u0000', captchaCode: 'x' });
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().code).toBe('LOGIN_FAILED');
  });
});

describe('JSON bodies: multi-line text', () => {
  it('answers 400 naming the field, and the draft is not written', async () => {
    const before = (await as.data('broker', 'GET', '/console/api/institution/my')).current.data;
    const draft = structuredClone(before);
    draft.basic.name = '汇通\u0000证券';
    expectRefused(await as.call('broker', 'PUT', '/console/api/institution/my/draft', draft), 'basic.name');
    expect(await auditCount(t.database.db, { action: 'institution.draft.saved' })).toBe(0);
    draft.basic.name = before.basic.name;
    draft.contacts[0].name = '\ud800';
    expectRefused(
      await as.call('broker', 'PUT', '/console/api/institution/my/draft', draft),
      'contacts.0.name',
    );
    expect((await as.data('broker', 'GET', '/console/api/institution/my')).draft).toBeNull();
  });

  it('refuses a refused character in a key too, naming it escaped', async () => {
    const answer = await as.call('admin', 'POST', '/console/api/management/usage/export', {
      from: '2026-03-01',
      to: '2026-03-02',
      names: { 'a\u0000': '名称' },
    });
    expectRefused(answer, 'names.a\\u0000');
  });

  it('keeps line breaks and tabs in a body (comments, rich text)', async () => {
    const answer = await as.call('admin', 'POST', '/console/api/portal/management/hot-issues', {
      category: 'ISSUANCE',
      question: '问题',
      answer: '<p>第一行\r\n\t第二行</p>',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.answer).toContain('第一行');
  });
});

describe('exports: a clean 400 before anything streams', () => {
  for (const [who, url, field] of [
    ['city', '/console/api/company/export?name=%00', 'name'],
    ['city', '/console/api/workflow/todo/export?keyword=a%00', 'keyword'],
    ['city', '/console/api/workflow/done/export?process=%00', 'process'],
    ['auditor', '/console/api/audit/export?actor=%00', 'actor'],
  ] as const) {
    it(`${url.split('?')[0]} answers 400 naming ${field}`, async () => {
      const answer = await as.get(who, url);
      expect(answer.headers['content-type']).toContain('application/json');
      expectRefused(answer, field);
      // An audit export is recorded before it streams; a refused one read nothing and records nothing.
      expect(await auditCount(t.database.db, { action: 'audit.exported' })).toBe(0);
    });
  }
});

describe('multipart uploads', () => {
  it('refuses a text field holding a NUL, and stores no file', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: '材料.pdf', content: PDF, type: 'application/pdf' },
      { name: 'title', value: 'a\u0000b' },
    ]);
    const cookie = await login(t.app, 'ent-gold');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/api/files',
      headers: { ...sameOrigin, ...headers, cookie },
      payload,
    });
    expectRefused(answer, 'title');
    expect(await auditCount(t.database.db, { action: 'file.uploaded' })).toBe(0);
  });

  it('keeps a file whose name holds control characters, without them', async () => {
    const { payload, headers } = multipartBody([
      { name: 'file', filename: '营业\u0000执照\u001b.pdf', content: PDF, type: 'application/pdf' },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/api/files',
      headers: { ...sameOrigin, ...headers, cookie: await login(t.app, 'ent-gold') },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.name).toBe('营业执照.pdf');
  });
});

describe('dates the database cannot take', () => {
  it('refuses year 0 and the first days of year 1 in filters and bodies with 400, not 500', async () => {
    for (const url of [
      '/console/api/workflow/todo?from=0000-01-01',
      '/console/api/workflow/todo?to=0001-01-01',
      '/console/api/workflow/todo/export?from=0001-01-01',
    ]) {
      const answer = await as.get('city', url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    const audit = await as.get('auditor', '/console/api/audit?from=0000-01-01T00:00:00Z');
    expect(audit.statusCode, audit.body).toBe(400);
  });
});
