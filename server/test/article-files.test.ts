// Files shown by portal content (articles, knowledge nodes, hot issues): an anonymous visitor reads
// them exactly while some content showing them is visible, and never a file of another purpose.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createFiles, IMAGE_LIMITS } from '../src/platform/files/files.service.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { HOUR } from './helpers/clock.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { multipartBody, pngImage } from './helpers/multipart.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const ARTICLES = '/console/api/portal/management/articles';
const KNOWLEDGE = '/console/api/portal/management/knowledge/nodes';
const HOT_ISSUES = '/console/api/portal/management/hot-issues';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, as?: string, payload?: unknown) {
  const answer = await t.app.inject({
    method,
    url,
    headers: { ...sameOrigin, ...(as ? { cookie: as } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return answer;
}
async function ok(method: Method, url: string, payload?: unknown) {
  const answer = await call(method, url, admin, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
const anonymous = async (url: string) => (await call('GET', url)).statusCode;

/** The article form's upload (purpose attachment), as `as`. */
async function upload(as = admin): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'file', filename: 'a.png', content: pngImage() }]);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/console/api/files',
    headers: { ...headers, ...sameOrigin, cookie: as },
    payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.url;
}

/** The editor's image upload (purpose editor-image). */
async function editorImage(): Promise<string> {
  const { payload, headers } = multipartBody([{ name: 'upfile', filename: 'e.png', content: pngImage() }]);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/console/api/portal/management/ueditor?action=uploadimage',
    headers: { ...headers, ...sameOrigin, cookie: admin },
    payload,
  });
  expect(answer.json().state, answer.body).toBe('SUCCESS');
  return answer.json().url;
}

const article = (extra: Record<string, unknown> = {}) => ({
  title: '带附件的文章',
  category: 'WORK_DYNAMIC',
  body: '<p>正文</p>',
  ...extra,
});
type Saved = { articleId: string; version: number };
const createArticle = (extra: Record<string, unknown> = {}): Promise<Saved> =>
  ok('POST', ARTICLES, article(extra));
const publish = (id: string): Promise<Saved> => ok('POST', `${ARTICLES}/${id}/publish`, {});

describe('files of a scheduled article', () => {
  it('stay private until the publish time comes, like the article', async () => {
    const [cover, image, attachment] = [await upload(), await editorImage(), await upload()];
    const at = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const { articleId } = await createArticle({
      publishAt: at,
      coverUrl: cover,
      body: `<p>图</p><img src="${image}">`,
      attachments: [{ name: '附件.png', url: attachment }],
    });
    await publish(articleId);
    expect(await anonymous(`/console/api/portal/articles/${articleId}`)).toBe(404);
    for (const url of [cover, image, attachment]) expect(await anonymous(url)).toBe(404);

    t.clock.advance(2 * HOUR);
    admin = await login(t.app, 'admin'); // the idle session ended while the clock moved
    expect(await anonymous(`/console/api/portal/articles/${articleId}`)).toBe(200);
    for (const url of [cover, image, attachment]) expect(await anonymous(url)).toBe(200);
  });
});

describe('files an article may not publish', () => {
  it('a licence or another user’s upload stays private, whatever the article names', async () => {
    const enterprise = await login(t.app, 'ent-gold');
    const [owner] = await t.database.db.select().from(users).where(eq(users.account, 'ent-gold'));
    const files = createFiles({ db: t.database.db, clock: t.clock.now, dir: t.filesDir });
    const licence = await files.store({
      buffer: pngImage(),
      filename: '营业执照.png',
      purpose: 'licence',
      uploaderId: owner!.id,
      limits: IMAGE_LIMITS,
    });
    const licenceUrl = `/console/api/files/${licence.id}`;
    const theirs = await upload(enterprise);
    const { articleId } = await createArticle({
      coverUrl: licenceUrl,
      body: `<img src="${licenceUrl}"><img src="${theirs}">`,
      attachments: [
        { name: '执照', url: licenceUrl },
        { name: '他人附件', url: theirs },
      ],
    });
    await publish(articleId);
    expect(await anonymous(`/console/api/portal/articles/${articleId}`)).toBe(200);
    expect(await anonymous(licenceUrl)).toBe(404);
    expect(await anonymous(theirs)).toBe(404);
    // Their owners still read them; naming a file does not open it to the article's editors.
    expect((await call('GET', theirs, enterprise)).statusCode).toBe(200);
    expect((await call('GET', theirs, admin)).statusCode).toBe(404);
  });
});

describe('files left out of a published article', () => {
  it('are private again once no visible content shows them', async () => {
    const [kept, dropped, cover] = [await editorImage(), await editorImage(), await upload()];
    const first = await createArticle({ coverUrl: cover, body: `<img src="${kept}"><img src="${dropped}">` });
    await publish(first.articleId);
    for (const url of [kept, dropped, cover]) expect(await anonymous(url)).toBe(200);

    const current = await ok('GET', `${ARTICLES}/${first.articleId}`);
    await ok('PUT', `${ARTICLES}/${first.articleId}`, {
      ...article({ body: `<img src="${kept}">` }),
      version: current.version,
    });
    expect(await anonymous(kept)).toBe(200);
    expect(await anonymous(dropped)).toBe(404);
    expect(await anonymous(cover)).toBe(404);
  });

  it('moving the publish time into the future hides them until then', async () => {
    const image = await editorImage();
    const { articleId } = await createArticle({ body: `<img src="${image}">` });
    const published = await publish(articleId);
    expect(await anonymous(image)).toBe(200);
    const later = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await ok('PUT', `${ARTICLES}/${articleId}`, {
      ...article({ body: `<img src="${image}">`, publishAt: later }),
      version: published.version,
    });
    expect(await anonymous(image)).toBe(404);
  });
});

describe('files of the knowledge graph and hot issues', () => {
  it('a node’s images are public while the node is enabled', async () => {
    const image = await editorImage();
    const node = { type: 'CONCEPT', name: '带图的知识节点', body: `<p>图</p><img src="${image}">` };
    const { nodeId } = await ok('POST', KNOWLEDGE, node);
    expect(await anonymous(image)).toBe(200);
    await ok('PUT', `${KNOWLEDGE}/${nodeId}`, { ...node, enabled: false, version: 1 });
    expect(await anonymous(image)).toBe(404);
    await ok('PUT', `${KNOWLEDGE}/${nodeId}`, { ...node, version: 2 });
    expect(await anonymous(image)).toBe(200);
    await ok('DELETE', `${KNOWLEDGE}/${nodeId}`);
    expect(await anonymous(image)).toBe(404);
  });

  it('a hot issue’s images are public while it is published', async () => {
    const image = await editorImage();
    const issue = { category: 'TAX', question: '带图的热点问题', answer: `<p>解答</p><img src="${image}">` };
    const draft = await ok('POST', HOT_ISSUES, issue);
    expect(await anonymous(image)).toBe(404);
    const published = await ok('PUT', `${HOT_ISSUES}/${draft.issueId}`, {
      ...issue,
      published: true,
      version: draft.version,
    });
    expect(await anonymous(image)).toBe(200);
    await ok('PUT', `${HOT_ISSUES}/${draft.issueId}`, {
      ...issue,
      published: false,
      version: published.version,
    });
    expect(await anonymous(image)).toBe(404);
  });

  it('a file shown by a node stays public when an article showing it goes', async () => {
    const image = await editorImage();
    const { articleId } = await createArticle({ body: `<img src="${image}">` });
    await publish(articleId);
    await ok('POST', KNOWLEDGE, { type: 'CONCEPT', name: '共用图片的节点', body: `<img src="${image}">` });
    await ok('POST', `${ARTICLES}/${articleId}/unpublish`, {});
    expect(await anonymous(image)).toBe(200);
  });
});
