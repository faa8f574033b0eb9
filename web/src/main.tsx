// Entry. The app's modules are evaluated in three tasks instead of one: React here, then i18next
// with the bundled texts, then the app (router, route table, client, contract). Evaluated in one
// go they made one task of about 150 ms in Chromium's trace at a 4× CPU slowdown (much of it the
// inspector's own, see ARCHITECTURE "A request, end to end"), blocking a tap on a page already
// drawn and readable (issue 15 §2). Their chunks are fetched beside this one all the same:
// web/boot-stages.ts names them in index.html.
import './app/app.css';
import 'react-dom/client';
import { nextTask } from './app/nextTask';

async function boot() {
  await nextTask();
  await import('./i18n');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  await startApp();
}

void boot();
