// The first screens drawn by the server (platform/http/first-screen.ts), with a stand-in for the web
// build's dist/ssr/prerender.js: it asks the real API through the transport it is given and draws
// what it got, so the test sees the page's calls reach this server anonymously and the answers go
// into the HTML safely.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_DRAWINGS, scriptJson } from '../src/platform/http/first-screen.ts';
import { buildTestApp, standInWebDist, type TestApp } from './helpers/app.ts';

const LOADING = '<div id="root"><div class="full-page-loading" role="status">加载中…</div></div>';
// The stand-in: /oa/portal draws the site title from the API, counting its drawings; /oa/sign/in
// fails; /oa/portal/news-details is not a page to draw (null); an address with slow=1 waits for
// globalThis.held.
const STAND_IN = `
globalThis.drawings = 0;
export async function prerender(url, transport) {
  globalThis.drawings += 1;
  globalThis.lastUrl = url;
  if (url.includes('slow=1')) await globalThis.held;
  if (url.startsWith('/oa/sign/in')) throw new Error('the page broke');
  if (url.startsWith('/oa/portal/news-details')) return null;
  const answer = await transport('/console/api/home/getTitle', { method: 'GET' });
  const title = (await answer.json()).data.title;
  const session = await transport('/console/api/session/me', { method: 'GET' });
  return {
    html: '<h1>' + title + '</h1><p>session ' + session.status + '</p>',
    state: { queries: [{ queryKey: ['x'], state: { data: '</script><script>alert(1)</script><!--' } }] },
  };
}`;

const stand = globalThis as { drawings?: number; lastUrl?: string; held?: Promise<void> };
const drawings = () => stand.drawings ?? 0;
const dist = standInWebDist({
  'index.html': `<!doctype html><head><title>portal</title><script type="module" src="/oa/assets/app-1a2b.js"></script><link rel="modulepreload" crossorigin href="/oa/assets/react-3c4d.js"></head><body>\n    ${LOADING}\n</body>`,
  'first-screens.json': JSON.stringify({
    '/oa/portal': { js: [], css: [] },
    '/oa/portal/news-details': { js: [], css: [] },
    '/oa/sign/in': { js: [], css: [] },
  }),
  'ssr/prerender.js': STAND_IN,
});
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({ webDist: dist });
  app = t.app;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('first screens drawn by the server', () => {
  it('draws the page into #root from the API, called anonymously, with its answers beside it', async () => {
    const title = (await get('/console/api/home/getTitle')).json().data.title as string;
    expect(title.length).toBeGreaterThan(0);
    const answer = await get('/oa/portal');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(`<div id="root"><h1>${title}</h1><p>session 403</p></div>`);
    expect(answer.body).not.toContain('full-page-loading');
    const state = /<script type="application\/json" id="first-screen-state">(.*?)<\/script>/.exec(
      answer.body,
    );
    // The answer that tried to close the element is still data, and reads back the same.
    expect(JSON.parse(state![1]!).queries[0].state.data).toBe('</script><script>alert(1)</script><!--');
    expect(answer.body.match(/<\/script>/g)).toHaveLength(2);
    // Drawn, the page's scripts are started once it has been painted, by the boot script.
    expect(answer.body).toContain(
      '<script src="/oa/first-screen-boot.js" data-entry="/oa/assets/app-1a2b.js" data-preload="/oa/assets/react-3c4d.js" defer></script>',
    );
    expect(answer.body).not.toContain('type="module"');
    expect(answer.body).not.toContain('modulepreload');
  });

  it('draws at every request, so what was just published is on the page at once', async () => {
    const before = drawings();
    await get('/oa/portal');
    await get('/oa/portal/');
    await get('/oa/portal?refName=data');
    expect(drawings()).toBe(before + 3);
  });

  it('answers the page undrawn when the drawing fails or declines, never an error', async () => {
    for (const url of ['/oa/sign/in', '/oa/portal/news-details?id=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain(LOADING);
      expect(answer.body, url).not.toContain('first-screen-state');
      expect(answer.body, url).toContain('<script type="module" src="/oa/assets/app-1a2b.js">');
      expect(answer.body, url).not.toContain('first-screen-boot');
    }
  });

  it('draws the address asked, whole, and nothing for a HEAD', async () => {
    await get('/oa/portal?refName=a?b');
    expect(stand.lastUrl).toBe('/oa/portal?refName=a?b');
    const before = drawings();
    const head = await app.inject({ method: 'HEAD', url: '/oa/portal' });
    expect(head.statusCode).toBe(200);
    expect(drawings()).toBe(before);
  });

  it('answers undrawn past MAX_DRAWINGS under way, and draws again once they end', async () => {
    let release = () => {};
    stand.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = drawings();
    const slow = Array.from({ length: MAX_DRAWINGS }, () => get('/oa/portal?slow=1'));
    await vi.waitFor(() => expect(drawings()).toBe(before + MAX_DRAWINGS));
    const busy = await get('/oa/portal');
    expect(busy.body).toContain(LOADING);
    expect(drawings()).toBe(before + MAX_DRAWINGS);
    release();
    await Promise.all(slow);
    expect((await get('/oa/portal')).body).not.toContain(LOADING);
  });

  it('does not serve the drawing module to the browser', async () => {
    expect((await get('/oa/ssr/prerender.js')).statusCode).toBe(404);
  });

  it('writes JSON that no script element can be closed by', () => {
    expect(scriptJson({ a: '</script>', b: '<!--', c: '\u2028' })).toBe(
      '{"a":"\\u003c/script\\u003e","b":"\\u003c!--","c":"\\u2028"}',
    );
  });
});
