// The built web app under /oa/ with history routing, from a stand-in build in a temp directory.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, standInWebDist, type TestApp } from './helpers/app.ts';
import { sameOrigin } from './helpers/http.ts';

const dist = standInWebDist({
  'index.html':
    '<!doctype html><head><title>portal</title><script type="module" src="/oa/assets/app-1a2b.js"></script></head>',
  // What web/first-screens.ts writes at build time.
  'first-screens.json': JSON.stringify({
    '/oa/portal': { js: ['assets/home-9f8e.js'], css: ['assets/portal-7d6c.css'] },
  }),
  'assets/app-1a2b.js': 'console.log("portal")',
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

describe('web app under /oa/', () => {
  it('serves index.html at /oa/ and for any route-like path (history routing), not cached', async () => {
    for (const url of ['/oa/', '/oa/sign/in', '/oa/company/government?tab=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.body, url).toContain('<title>portal</title>');
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
  });

  it("names a listed address's first-screen chunks in its index.html, and only there", async () => {
    for (const url of ['/oa/portal', '/oa/portal/', '/oa/portal?tab=1']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(answer.body, url).toContain(
        '<link rel="modulepreload" crossorigin href="/oa/assets/home-9f8e.js">',
      );
      expect(answer.body, url).toContain(
        '<link rel="stylesheet" crossorigin href="/oa/assets/portal-7d6c.css">',
      );
      // Still the whole page: the links go into its head, nothing else changes.
      expect(answer.body.indexOf('modulepreload'), url).toBeLessThan(answer.body.indexOf('</head>'));
      expect(answer.body, url).toContain('<script type="module" src="/oa/assets/app-1a2b.js">');
    }
    for (const url of ['/oa/portal/news', '/oa/sign/in', '/oa/']) {
      expect((await get(url)).body, url).not.toContain('modulepreload');
    }
  });

  it('serves hashed assets as immutable and answers 404 for a missing one', async () => {
    const asset = await get('/oa/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/oa/assets/gone-9z9z.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('NOT_FOUND');
  });

  it('redirects / to /oa/ and serves the app at /oa as well', async () => {
    expect((await get('/')).headers.location).toBe('/oa/');
    expect((await get('/oa')).body).toContain('<title>portal</title>');
  });

  it("sends a drawn page's form posted without scripts back to the page with GET (303)", async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/oa/portal?from=form',
      // The browser sends its own origin with a form it posts.
      headers: { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'account=admin&password=Secret-2026',
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/oa/portal?from=form');
    // Any other address stays a 404: only a drawn page has a form the browser could send itself.
    const other = await app.inject({
      method: 'POST',
      url: '/oa/company/list',
      headers: sameOrigin,
      payload: {},
    });
    expect(other.statusCode).toBe(404);
  });

  it('keeps the API answering JSON 404s', async () => {
    const answer = await get('/console/api/nothing');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('NOT_FOUND');
  });
});
