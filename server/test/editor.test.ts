// The editor endpoint in the UEditor protocol: configuration, uploads and remote capture. A test
// HTTP server on 127.0.0.1 stands in for the internet; the default app must refuse it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import { auditCount } from './helpers/audit.ts';
import { login, sameOrigin } from './helpers/http.ts';
import { type FormPart, multipartBody, pngImage } from './helpers/multipart.ts';

const URL_PATH = '/console/api/portal/management/ueditor';
const PNG = pngImage(4, 4);

let strict: TestApp; // the deployment's behaviour
let open: TestApp; // the test configuration: loopback allowed, short timeout
let admin: string;
let openAdmin: string;
let enterprise: string;
let remote: http.Server;
let origin: string;

beforeAll(async () => {
  remote = http.createServer((request, response) => {
    const url = new URL(request.url!, 'http://x');
    if (url.pathname === '/a.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (url.pathname === '/disguised.png') return response.writeHead(200).end('<html>not an image</html>');
    if (url.pathname === '/big.png')
      return response.writeHead(200).end(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    if (url.pathname === '/redirect')
      return response.writeHead(302, { location: url.searchParams.get('to')! }).end();
    if (url.pathname === '/slow') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
  strict = await buildTestApp();
  open = await buildTestApp({ remoteCapture: { allowLoopback: true, timeoutMs: 1000 } });
  admin = await login(strict.app, 'admin');
  enterprise = await login(strict.app, 'ent-gold');
  openAdmin = await login(open.app, 'admin');
});
afterAll(async () => {
  remote.closeAllConnections();
  await new Promise((resolve) => remote.close(resolve));
  await strict?.close();
  await open?.close();
});

const config = (cookie?: string, action = 'config') =>
  strict.app.inject({
    method: 'GET',
    url: `${URL_PATH}?action=${action}`,
    headers: cookie ? { cookie } : {},
  });

function upload(action: string, parts: FormPart[], t = strict, cookie = admin) {
  const { payload, headers } = multipartBody([...parts, { name: 'type', value: 'ajax' }]);
  return t.app.inject({
    method: 'POST',
    url: `${URL_PATH}?action=${action}&extra=1`,
    headers: { ...headers, ...sameOrigin, cookie },
    payload,
  });
}
const file = (filename: string, content: Buffer): FormPart => ({ name: 'upfile', filename, content });

function catchImages(sources: string[], t = strict, cookie = admin) {
  return t.app.inject({
    method: 'POST',
    url: `${URL_PATH}?action=catchimage`,
    headers: { ...sameOrigin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: sources.map((s) => `source[]=${encodeURIComponent(s)}`).join('&'),
  });
}

describe('access', () => {
  it('asks anonymous callers to sign in and refuses non-administrators', async () => {
    expect((await config()).json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
    const denied = await config(enterprise);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('WEB_ACCESS_DENIED');
    const post = await upload('uploadimage', [file('a.png', PNG)], strict, enterprise);
    expect(post.json().code).toBe('WEB_ACCESS_DENIED');
  });
});

describe('?action=config', () => {
  it('announces extensions, sizes, the capture timeout and the per-upload maximum', async () => {
    const answer = await config(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      imageFieldName: 'upfile',
      imageAllowFiles: expect.arrayContaining(['.png', '.jpg']),
      imageMaxSize: 5 * 1024 * 1024,
      fileAllowFiles: expect.arrayContaining(['.pdf', '.docx']),
      catcherFieldName: 'source',
      catcherTimeout: 60000,
      maxFilesPerUpload: 100,
    });
    expect(answer.json().imageAllowFiles).not.toContain('.svg');
  });

  it('answers an unknown action with 400 and details', async () => {
    const answer = await config(admin, 'listimage');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'action' }] });
  });
});

describe('?action=uploadimage / uploadfile', () => {
  it('stores an image and answers SUCCESS with its address, audited', async () => {
    const answer = await upload('uploadimage', [file('图表.png', PNG)]);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      state: 'SUCCESS',
      url: expect.stringMatching(/^\/console\/api\/files\/[0-9a-f-]{36}$/),
      title: '图表.png',
      original: '图表.png',
    });
    const id = body.url.split('/').pop();
    expect(await auditCount(strict.database.db, { action: 'file.uploaded', objectId: id })).toBe(1);
    const shown = await strict.app.inject({ method: 'GET', url: body.url, headers: { cookie: admin } });
    expect(shown.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['a.svg', Buffer.from('<svg/>'), /^文件类型不允许/],
    ['a.pdf', Buffer.from('%PDF-1.4'), /^文件类型不允许/],
    ['a.jpg', PNG, /^文件内容与扩展名不符/],
    ['a.png', Buffer.from('GIF89a'), /^文件内容与扩展名不符/],
    ['big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), /^文件大小超出限制/],
  ])('answers %s with the reason in state', async (name, content, reason) => {
    const answer = await upload('uploadimage', [file(name, content)]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ state: expect.stringMatching(reason), url: '' });
  });

  it('takes documents as files, and refuses what is not allowed', async () => {
    expect((await upload('uploadfile', [file('章程.pdf', Buffer.from('%PDF-1.4\n'))])).json().state).toBe(
      'SUCCESS',
    );
    expect((await upload('uploadfile', [file('a.exe', Buffer.from('MZ'))])).json().state).toMatch(
      /^文件类型不允许/,
    );
  });

  it('takes several files at once, listing each', async () => {
    const answer = await upload('uploadimage', [file('1.png', PNG), file('2.svg', Buffer.from('<svg/>'))]);
    const body = answer.json();
    expect(body.list.map((i: { state: string }) => i.state)).toEqual([
      'SUCCESS',
      expect.stringMatching(/^文件类型/),
    ]);
    expect(body.state).toMatch(/^文件类型不允许/);
  });

  it('takes at most 100 files per upload', async () => {
    const parts = Array.from({ length: 101 }, (_, i) => file(`${i}.png`, PNG));
    const body = (await upload('uploadimage', parts)).json();
    expect(body.state).toBe('单次最多上传 100 个文件');
    expect(body.list).toHaveLength(100);
  });

  it('says when no file came, and refuses a body that is not multipart', async () => {
    expect((await upload('uploadimage', [])).json().state).toBe('未找到上传文件');
    const plain = await strict.app.inject({
      method: 'POST',
      url: `${URL_PATH}?action=uploadimage`,
      headers: { ...sameOrigin, cookie: admin, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('?action=catchimage', () => {
  it('REFUSES the loopback test server by default, however it is spelled', async () => {
    const port = new URL(origin).port;
    const sources = [
      `${origin}/a.png`,
      `http://localhost:${port}/a.png`,
      `http://[::1]:${port}/a.png`,
      `http://[::ffff:127.0.0.1]:${port}/a.png`,
      `http://2130706433:${port}/a.png`,
      `http://0x7f.1:${port}/a.png`,
    ];
    const body = (await catchImages(sources)).json();
    expect(body.state).toBe('远程图片抓取失败');
    for (const item of body.list) {
      expect(item.state, item.source).toBe('不允许抓取内网、本机或保留地址');
      expect(item.url).toBe('');
    }
  });

  it('refuses private, link-local and non-http addresses', async () => {
    const body = (
      await catchImages([
        'http://10.0.0.1/a.png',
        'http://169.254.169.254/latest',
        'http://[fe80::1]/',
        'file:///etc/passwd',
      ])
    ).json();
    expect(body.list.map((i: { state: string }) => i.state)).toEqual([
      '不允许抓取内网、本机或保留地址',
      '不允许抓取内网、本机或保留地址',
      '不允许抓取内网、本机或保留地址',
      '只能抓取 http 或 https 地址',
    ]);
  });

  it('fetches and stores the image when the test configuration allows loopback, audited', async () => {
    const body = (await catchImages([`${origin}/a.png`], open, openAdmin)).json();
    expect(body).toEqual({
      state: 'SUCCESS',
      list: [
        {
          source: `${origin}/a.png`,
          state: 'SUCCESS',
          url: expect.stringMatching(/^\/console\/api\/files\//),
        },
      ],
    });
    const shown = await open.app.inject({
      method: 'GET',
      url: body.list[0].url,
      headers: { cookie: openAdmin },
    });
    expect(shown.rawPayload).toEqual(PNG);
    const id = body.list[0].url.split('/').pop();
    expect(await auditCount(open.database.db, { action: 'file.uploaded', objectId: id })).toBe(1);
  });

  it('even then checks content, size, status, redirects and time', async () => {
    const body = (
      await catchImages(
        [
          `${origin}/disguised.png`,
          `${origin}/big.png`,
          `${origin}/missing.png`,
          `${origin}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest')}`,
          `${origin}/redirect?to=${encodeURIComponent('/a.png')}`,
          `${origin}/slow`,
        ],
        open,
        openAdmin,
      )
    ).json();
    expect(body.state).toBe('部分远程图片抓取失败');
    expect(body.list.map((i: { state: string }) => i.state)).toEqual([
      '远程文件不是允许的图片格式',
      '远程图片大小超出限制',
      '远程地址未返回图片',
      '不允许抓取内网、本机或保留地址',
      'SUCCESS',
      '抓取远程图片超时',
    ]);
  });

  it('also reads JSON bodies, and refuses an empty or oversized list with 400', async () => {
    const json = await open.app.inject({
      method: 'POST',
      url: `${URL_PATH}?action=catchimage`,
      headers: { ...sameOrigin, cookie: openAdmin, 'content-type': 'application/json' },
      payload: JSON.stringify({ source: [`${origin}/a.png`] }),
    });
    expect(json.json().list[0].state).toBe('SUCCESS');
    for (const sources of [[], Array.from({ length: 101 }, (_, i) => `https://x.example/${i}.png`)]) {
      const answer = await catchImages(sources);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'source' }] });
    }
  });
});
