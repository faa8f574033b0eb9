// Who reads an uploaded file (issue 8 §3): its uploader, whoever may read a record that uses it
// (with that record's region and role rules), and everyone only while visible content shows it.
// Everyone else, the auditor and anonymous callers included, gets 404 as for a file that does not
// exist, so ids read from audit rows open nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/password.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { callerOf } from './helpers/enterprise.ts';
import { freshOrgUser } from './helpers/fresh-org.ts';
import { DEMO_PASSWORD, login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';
import { officeElsewhere } from './helpers/offices.ts';
import { actorOf, workflowOf } from './helpers/workflow.ts';

/** A county of another city (株洲市荷塘区): outside every demo office but the province's. */
const OTHER_COUNTY = '430202';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestApp;
let api: ReturnType<typeof callerOf>;
let otherCounty: string;
let otherEnterprise: string;
let secondAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  api = callerOf(t.app);
  otherCounty = (await officeElsewhere(t, OTHER_COUNTY, 3)).account;
  otherEnterprise = (await freshOrgUser(t, 'ENTERPRISE', OTHER_COUNTY)).account;
  secondAdmin = await anotherAdministrator();
});
afterAll(() => t.close());

/** An administrator of the city office: edits portal content like `admin`, uploaded nothing. */
async function anotherAdministrator(): Promise<string> {
  const [city] = await t.database.db.select().from(users).where(eq(users.account, 'city'));
  const now = t.clock.now();
  await t.database.db.insert(users).values({
    account: 'city-admin',
    name: '市管理员',
    orgId: city!.orgId,
    authorities: ['ADMIN'],
    passwordHash: await hashPassword(DEMO_PASSWORD),
    passwordChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return 'city-admin';
}

async function upload(
  account: string,
  filename: string,
  content: Buffer,
): Promise<{ id: string; url: string }> {
  const { payload, headers } = multipartBody([{ name: 'file', filename, content }]);
  const stored = await t.app.inject({
    method: 'POST',
    url: '/console/api/files',
    headers: { ...headers, ...sameOrigin, cookie: await cookieOf(account) },
    payload,
  });
  expect(stored.statusCode, stored.body).toBe(200);
  return stored.json().data;
}
const cookies = new Map<string, string>();
async function cookieOf(account: string): Promise<string> {
  if (!cookies.has(account)) cookies.set(account, await login(t.app, account));
  return cookies.get(account)!;
}

/** Status of GET url per account (null: anonymous). */
async function statuses(url: string, accounts: (string | null)[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const account of accounts) out[account ?? 'anonymous'] = (await api.get(account, url)).statusCode;
  return out;
}
const all = (accounts: (string | null)[], status: number) =>
  Object.fromEntries(accounts.map((a) => [a ?? 'anonymous', status]));

describe("an enterprise's review attachment", () => {
  let url: string;
  let instanceId: string;

  beforeAll(async () => {
    // ent-gold submits a change, the county asks for a report, ent-gold resubmits with the PDF.
    const my = await api.data('ent-gold', 'GET', '/console/api/company/my');
    const body = structuredClone(my.current.data);
    body.basic.registeredCapital = '15000';
    await api.data('ent-gold', 'PUT', '/console/api/company/my/draft', body);
    instanceId = (await api.data('ent-gold', 'POST', '/console/api/company/my/submit')).draft
      .workflowInstanceId;
    const actions = `/console/api/workflow/instances/${instanceId}/actions`;
    await api.data('county', 'POST', actions, { action: 'reject', comment: '注册资本请附验资报告' });
    const file = await upload('ent-gold', '验资报告.pdf', PDF);
    url = file.url;
    await api.data('ent-gold', 'POST', actions, { action: 'submit', attachments: [{ id: file.id }] });
  });

  it('is in the review the offices read', async () => {
    const detail = await api.data('county', 'GET', `/console/api/workflow/instances/${instanceId}`);
    expect(detail.history.at(-1).attachments[0].name).toBe('验资报告.pdf');
  });

  it('is read by the enterprise and the offices of its region (and the member unit, as its profile)', async () => {
    const readers = ['ent-gold', 'county', 'city', 'admin', 'unit'];
    expect(await statuses(url, readers)).toEqual(all(readers, 200));
  });

  it('is 404 to everyone else: other enterprises, institutions, offices elsewhere, the auditor, anonymous', async () => {
    const others = ['ent-normal', otherEnterprise, 'broker', otherCounty, 'auditor', null];
    expect(await statuses(url, others)).toEqual(all(others, 404));
    const answer = await api.get('auditor', url);
    expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: '文件不存在' });
  });
});

describe("an institution's review attachment", () => {
  it('is read by the institution and the government, nobody else', async () => {
    const my = await api.data('broker', 'GET', '/console/api/institution/my');
    const body = structuredClone(my.current.data);
    body.basic.employees = (body.basic.employees ?? 0) + 1;
    await api.data('broker', 'PUT', '/console/api/institution/my/draft', body);
    const submitted = await api.data('broker', 'POST', '/console/api/institution/my/submit');
    const file = await upload('broker', '资质证明.pdf', PDF);
    await api.data(
      'broker',
      'POST',
      `/console/api/workflow/instances/${submitted.draft.workflowInstanceId}/actions`,
      {
        action: 'remind',
        attachments: [{ id: file.id }],
      },
    );
    const readers = ['broker', 'county', 'city', 'admin', 'unit'];
    expect(await statuses(file.url, readers)).toEqual(all(readers, 200));
    const others = ['lawfirm', 'ent-gold', 'auditor', null];
    expect(await statuses(file.url, others)).toEqual(all(others, 404));
  });
});

describe('a workflow attachment whose subject has no reader', () => {
  it('is read by the organisations that see the instance, and by one it is transferred to', async () => {
    const wf = workflowOf(t);
    const file = await upload('ent-gold', '材料.pdf', PDF);
    const instance = await wf.start({
      process: 'test-review',
      subjectId: crypto.randomUUID(),
      title: '测试事项',
      actor: await actorOf(t.database.db, 'ent-gold'),
      assigneeOrgId: (await actorOf(t.database.db, 'county')).org.id,
      attachments: [{ id: file.id }],
    });
    expect(await statuses(file.url, ['ent-gold', 'county', 'city', 'ent-normal'])).toEqual({
      'ent-gold': 200,
      county: 200,
      city: 404,
      'ent-normal': 404,
    });
    const city = await actorOf(t.database.db, 'city');
    await wf.act({
      instanceId: instance.id,
      action: 'transfer',
      actor: await actorOf(t.database.db, 'county'),
      toOrgId: city.org.id,
    });
    expect((await api.get('city', file.url)).statusCode).toBe(200);
  });

  it('cannot be someone else’s file: attaching it would open it to the instance', async () => {
    const file = await upload('ent-gold', '他人文件.pdf', PDF);
    await expect(
      workflowOf(t).start({
        process: 'test-review',
        subjectId: crypto.randomUUID(),
        title: '冒用附件',
        actor: await actorOf(t.database.db, 'ent-normal'),
        assigneeOrgId: (await actorOf(t.database.db, 'city')).org.id,
        attachments: [{ id: file.id }],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await api.get('ent-normal', file.url)).statusCode).toBe(404);
  });
});

describe('a file no record uses', () => {
  it('is its uploader’s only', async () => {
    const file = await upload('ent-gold', '草稿.pdf', PDF);
    expect((await api.get('ent-gold', file.url)).statusCode).toBe(200);
    const others = ['county', 'admin', 'broker', 'auditor', null];
    expect(await statuses(file.url, others)).toEqual(all(others, 404));
  });
});

describe("a draft article's images", () => {
  const ARTICLES = '/console/api/portal/management/articles';

  async function editorImage(): Promise<string> {
    const { payload, headers } = multipartBody([{ name: 'upfile', filename: 'e.png', content: pngImage() }]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/console/api/portal/management/ueditor?action=uploadimage',
      headers: { ...headers, ...sameOrigin, cookie: await cookieOf('admin') },
      payload,
    });
    expect(answer.json().state, answer.body).toBe('SUCCESS');
    return answer.json().url;
  }

  it('are for the article’s editors until it is published, then for everyone', async () => {
    const image = await editorImage();
    const cover = (await upload('admin', 'cover.png', pngImage())).url;
    const draft = await api.data('admin', 'POST', ARTICLES, {
      title: '草稿文章',
      category: 'WORK_DYNAMIC',
      body: `<p>正文</p><p><img src="${image}"></p>`,
      coverUrl: cover,
    });
    for (const url of [image, cover]) {
      expect(await statuses(url, ['admin', secondAdmin])).toEqual({ admin: 200, [secondAdmin]: 200 });
      const others = ['city', 'ent-gold', 'auditor', null];
      expect(await statuses(url, others), url).toEqual(all(others, 404));
    }
    await api.data('admin', 'POST', `${ARTICLES}/${draft.articleId}/publish`, {});
    for (const url of [image, cover])
      expect(await statuses(url, [null, 'ent-gold', 'auditor'])).toEqual(
        all([null, 'ent-gold', 'auditor'], 200),
      );
    // Deleted, it shows nothing and its editors lose nothing they uploaded themselves.
    await api.data('admin', 'DELETE', `${ARTICLES}/${draft.articleId}`);
    expect(await statuses(image, ['admin', secondAdmin, null])).toEqual({
      admin: 200,
      [secondAdmin]: 404,
      anonymous: 404,
    });
  });
});
