// Serves the built web app under /oa/ with history routing: an unknown /oa/* path gets index.html.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from './errors.ts';
import { firstScreenDrawer } from './first-screen.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../../web/dist/', import.meta.url));

type FirstScreen = { js: string[]; css: string[] };

/**
 * index.html for each address of dist/first-screens.json (web/first-screens.ts) with its first
 * screen's chunks named: module preloads and style sheets, fetched beside the entry rather than
 * after it has run. Worked out once; an address not listed gets index.html as it is.
 */
export function firstScreenPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const listed = path.join(distDir, 'first-screens.json');
  if (!fs.existsSync(listed)) return pages;
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const screens = JSON.parse(fs.readFileSync(listed, 'utf8')) as Record<string, FirstScreen>;
  for (const [address, { js, css }] of Object.entries(screens)) {
    const links = [
      ...js.map((file) => `<link rel="modulepreload" crossorigin href="/oa/${file}">`),
      // Applied rather than only fetched: the first screen is drawn in this HTML (first-screen.ts).
      // crossorigin as the bundler's own loader asks, so that it finds the sheet already there.
      ...css.map((file) => `<link rel="stylesheet" crossorigin href="/oa/${file}">`),
    ];
    pages.set(address, index.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
  }
  return pages;
}

/** Returns whether a build was found; without one only the redirect from / is installed. */
export async function installWebApp(app: FastifyInstance, distDir = WEB_DIST): Promise<boolean> {
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/oa/'));
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  const firstScreens = firstScreenPages(distDir);
  const drawFirstScreen = await firstScreenDrawer(app, distDir);
  await app.register(
    async (web) => {
      await web.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        // The build's brotli copies (web/precompress.ts) where the browser takes brotli; any other
        // answer is compressed as it goes by compression.ts, which leaves an encoded one alone.
        preCompressed: true,
        // The server's own module (the first screens' drawing), not for the browser.
        allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
        // A route per file of the build, listed at start, rather than one route for any path under
        // /oa/: that one checks each address's spelling against its folder's listing (a guard for
        // case-insensitive disks), a read of assets/'s thousand-odd names for every file sent.
        // Not the brotli copies either: preCompressed finds those beside the file asked for.
        wildcard: false,
        globIgnore: ['ssr/**', '**/*.br'],
        setHeaders(reply, filePath) {
          // Vite puts content-hashed files under assets/; everything else may change with a deploy.
          const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      web.setNotFoundHandler(async (request, reply) => {
        const mark = request.url.indexOf('?');
        const address = mark < 0 ? request.url : request.url.slice(0, mark);
        const listed = address.replace(/\/$/, '');
        // A drawn page's form (sign-in, sign-up) sent by the browser itself, its scripts blocked:
        // nothing is read from it; the visitor is sent back to the page (303, so the browser asks
        // with GET and a reload sends nothing), which says the portal needs JavaScript, rather
        // than to a bare error answer.
        if (request.method === 'POST' && firstScreens.has(listed)) {
          return reply.redirect(request.url, 303);
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') throw new NotFoundError();
        // A missing asset is a real 404; a route-like path is the web app's business.
        if (path.extname(address) !== '') throw new NotFoundError();
        reply.header('cache-control', 'no-cache');
        const page = firstScreens.get(listed);
        if (page !== undefined) {
          const url = mark < 0 ? listed : listed + request.url.slice(mark);
          // A HEAD asks for the headers alone: nothing to draw.
          const draw = request.method === 'GET' ? drawFirstScreen : undefined;
          const drawn = draw ? await draw(url, page) : page;
          return reply.type('text/html; charset=utf-8').send(drawn);
        }
        return reply.sendFile('index.html');
      });
    },
    { prefix: '/oa' },
  );
  return true;
}
