// The first screen drawn on the server (issue 15 §2): the portal's home, a news detail and the
// sign-in page are answered with their HTML already in #root and the answers their queries were
// drawn from, so a visitor on a slow line reads the page before the scripts have run; main.tsx
// then hydrates it from the same answers (React takes over the drawn elements). Built by `vite build --ssr` into
// dist/ssr/ and called by the server (server/src/platform/http/first-screen.ts). Always as an
// anonymous first visit in zh-CN: the same HTML may go to every visitor.
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { configureTransport } from './api/client';
import { isFirstScreenQuery } from './api/firstScreen';
import { Providers } from './app/Providers';
import { appRoutes } from './app/routes';
import { initI18n } from './i18n';

export type FirstScreenHtml = { html: string; state: DehydratedState };

/** A storage that holds nothing: the server draws what a first visit in a new tab sees. */
const emptyStorage: Storage = {
  length: 0,
  clear() {},
  getItem: () => null,
  key: () => null,
  removeItem() {},
  setItem() {},
};
for (const name of ['sessionStorage', 'localStorage'] as const)
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: emptyStorage });

// The session loaders never run here: only public addresses are drawn, and a protected one is refused.
const handler = createStaticHandler(appRoutes({ requireSession: () => null, notFound: () => null }), {
  basename: '/oa',
});

/**
 * The HTML of `url`'s page inside #root and the answers it was drawn from, or null when the address
 * is not a page to draw here (a redirect, an error, a protected page). `transport` answers the
 * page's API calls (anonymously).
 */
export async function prerender(url: string, transport: typeof fetch): Promise<FirstScreenHtml | null> {
  configureTransport(transport);
  initI18n();
  const context = await handler.query(new Request(new URL(url, 'http://portal.invalid')));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createStaticRouter(handler.dataRoutes, context);
  // The tree main.tsx hydrates, but for the router: the same elements, the same ids.
  const draw = () =>
    renderToString(
      <Providers client={queries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>,
    );
  // The first drawing only tells which queries the page makes; their answers are fetched, then the
  // page is drawn from them. Only queries marked for it are asked (api/firstScreen.ts).
  draw();
  const asked = queries.getQueryCache().getAll();
  await Promise.all(
    asked
      .filter((query) => query.state.status === 'pending' && isFirstScreenQuery(query.meta))
      .map((query) => queries.prefetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn })),
  );
  // A failed answer (a missing article) is drawn as its error, which the browser, not given the
  // failure, would draw as loading and throw the page away for: such a page is left to the browser.
  if (asked.some((query) => query.state.status === 'error')) return null;
  return { html: draw(), state: dehydrate(queries) };
}
