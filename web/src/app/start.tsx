// The app's start, once main.tsx has evaluated its modules: i18n, the HTTP client's error
// handlers, the router with the session flow, providers.
import { BASE_PATH, isPublicPath } from '@portal/contract';
import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from '../api/client';
import { PASSWORD_PAGE } from '../features/sign/redirect';
import { initI18n, type Language, loadLanguage } from '../i18n';
import { appPath, signInPath } from '../session/navigation';
import { showDenied, showErrorTip } from '../ui';
import { nextTask } from './nextTask';
import { Providers } from './Providers';
import { queryClient } from './queryClient';
import { createAppRouter } from './router';
import { endLocalSession } from './session';

const clientHandlers: Parameters<typeof configureClient>[0] = {
  // The session is gone: a full load of the sign-in page, with the way back (spec §8).
  onAuthRequired: () => {
    endLocalSession();
    const path = appPath(window.location.pathname);
    if (isPublicPath(path)) return;
    window.location.assign(BASE_PATH.replace(/\/$/, '') + signInPath(path + window.location.search));
  },
  onDenied: showDenied,
  // Anything but the password form answers so until a temporary password is changed.
  onPasswordChangeRequired: () => {
    const form = new URL(PASSWORD_PAGE, window.location.origin);
    if (window.location.pathname !== form.pathname) window.location.assign(PASSWORD_PAGE);
  },
  onServerError: showErrorTip,
};

/**
 * Marks the page live (`<html data-ready>`) once React has taken it over: until then a drawn page
 * can be read but not used, and first-screen-boot.js holds back its forms' native submission.
 * A wrapper rather than a sibling, so that the tree's shape (and so every useId) is the one
 * prerender.tsx drew; its effect runs after all of its children's.
 */
function Ready(props: { children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return props.children;
}

/** Resolves once the router has matched its first address and loaded that route's modules. */
function initialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Called by main.tsx once it has evaluated this module and those it needs. */
export async function startApp(): Promise<void> {
  configureClient(clientHandlers);
  // Setting up the texts is one task and creating the router (its route table ranked and matched)
  // another, after main.tsx's: on a slow phone each takes tens of milliseconds, and together they
  // kept a tap waiting for a tenth of a second and more.
  const i18n = initI18n();
  // zh-CN is bundled; a visitor who chose English has those texts fetched first (the router starts
  // meanwhile), so the first render is already in English. Should the fetch fail, zh-CN it is.
  const language = loadLanguage(i18n.language as Language).catch((error: unknown) => {
    console.error('Language failed to load', error);
    void i18n.changeLanguage('zh-CN');
  });
  await nextTask();
  const router = createAppRouter();
  // A first screen the server drew (prerender.tsx, platform/http/first-screen.ts): its answers are
  // the queries' first data, and React takes the page over only once its route is loaded, so the
  // visitor never sees it give way to the loading line.
  const drawn = document.getElementById('first-screen-state');
  if (drawn?.textContent) hydrate(queryClient, JSON.parse(drawn.textContent));
  await Promise.all([language, drawn ? initialized(router) : undefined]);
  const app = (
    <StrictMode>
      <Ready>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </Ready>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // The drawn page is taken over as it is, unless it is in another language than the visitor's
  // (the server draws zh-CN): then it is drawn anew.
  // In a transition, React takes it over in slices, yielding to the browser between them: the page
  // is already readable, and a tap or a scroll is not kept waiting behind one long task.
  if (drawn && i18n.language === 'zh-CN') startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
