// Entry: i18n, the HTTP client's error handlers, the router with the session flow, providers.
import './app/app.css';
import { BASE_PATH, isPublicPath } from '@portal/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { configureClient } from './api/client';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { endLocalSession } from './app/session';
import { PASSWORD_PAGE } from './features/sign/redirect';
import { initI18n, type Language, loadLanguage } from './i18n';
import { appPath, signInPath } from './session/navigation';
import { showDenied, showErrorTip } from './ui';

const i18n = initI18n();

configureClient({
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
});

const router = createAppRouter();

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// zh-CN is bundled; a visitor who chose English has those texts fetched first (the router starts
// meanwhile), so the first render is already in English. Should the fetch fail, zh-CN it is.
loadLanguage(i18n.language as Language).then(render, (error: unknown) => {
  console.error('Language failed to load', error);
  void i18n.changeLanguage('zh-CN');
  render();
});
