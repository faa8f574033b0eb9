// The first screens drawn here rather than in the browser (issue 15 §2): for the addresses of
// dist/first-screens.json the web build's server-side module (web/src/prerender.tsx → dist/ssr/)
// draws the page into #root and lists the answers it was drawn from, which the browser's first
// drawing reuses. On a slow phone the page can be read before the scripts have arrived and run.
// The page's API calls go into this server in-process (app.inject), as an anonymous visitor. Drawn
// at every request, not kept: most of the cost is those calls, which the browser would otherwise
// make, and a kept page would hide an article just published.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

type Prerender = (url: string, transport: typeof fetch) => Promise<{ html: string; state: unknown } | null>;

/** index.html's #root as built: the loading line, replaced by the page. */
const ROOT = /<div id="root">[^\n]*<\/div>/;
/** A page not drawn by then is answered without: the browser draws it, as before, rather than
 * the visitor waiting on a slow database for the server. */
const DRAW_TIMEOUT_MS = 1_000;
/** Drawings under way at most: past it a page is answered undrawn, so that a burst of visits does
 * not queue CPU-bound drawings (and their API calls) behind each other. A drawing given up at the
 * timeout still counts until it ends. */
export const MAX_DRAWINGS = 8;

/** JSON inside a <script> element: nothing in it may close the element or start a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page is readable as drawn; its scripts make it live but are not needed to show it. They are
 * started by web/public/first-screen-boot.js once the page has been painted, so that until then
 * the line carries only what shows it (the page, its style sheets). A page without its entry
 * script is left as it is.
 */
export function scriptsAfterPaint(page: string): string {
  const entry = ENTRY.exec(page)?.[1];
  if (!entry) return page;
  const preloads = [...page.matchAll(PRELOAD)].map((m) => m[1]!);
  const boot = `<script src="/oa/first-screen-boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}" defer></script>`;
  return page.replace(PRELOAD, '').replace(ENTRY, `${boot}\n    `);
}

/** `page` (an index.html) with `url`'s first screen drawn in, else as it is. */
export type FirstScreenDrawer = (url: string, page: string) => Promise<string>;

/** Undefined without the server-side build or when index.html has no #root to fill. */
export async function firstScreenDrawer(
  app: FastifyInstance,
  distDir: string,
): Promise<FirstScreenDrawer | undefined> {
  const built = path.join(distDir, 'ssr', 'prerender.js');
  if (!fs.existsSync(built)) return undefined;
  if (!ROOT.test(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'))) {
    app.log.warn('index.html has no #root line to draw the first screens into');
    return undefined;
  }
  // React chooses its build by NODE_ENV when first loaded, and nothing else here reads it: the
  // production one unless told otherwise (the tests say 'test').
  process.env.NODE_ENV ??= 'production';
  let prerender: Prerender;
  try {
    ({ prerender } = (await import(pathToFileURL(built).href)) as { prerender: Prerender });
  } catch (error) {
    // A build that cannot be loaded here costs the drawn pages, not the server.
    app.log.error({ err: error }, 'the first screens cannot be drawn: web/dist/ssr does not load');
    return undefined;
  }

  const transport: typeof fetch = async (input, init) => {
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };

  let drawing = 0;
  return async (url, page) => {
    if (drawing >= MAX_DRAWINGS) return page;
    drawing++;
    const drawn = prerender(url, transport).finally(() => {
      drawing--;
    });
    // A drawing given up at the timeout may still fail; nobody waits for it any more.
    drawn.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), DRAW_TIMEOUT_MS);
    });
    try {
      const screen = await Promise.race([drawn, late]);
      if (!screen) return page;
      const root = `<div id="root">${screen.html}</div><script type="application/json" id="first-screen-state">${scriptJson(screen.state)}</script>`;
      return scriptsAfterPaint(page.replace(ROOT, () => root));
    } catch (error) {
      // Never the visitor's problem: the browser draws the page as it would have without.
      app.log.error({ err: error, url }, 'drawing a first screen failed');
      return page;
    } finally {
      clearTimeout(timer);
    }
  };
}
