// Entry. The app's modules are evaluated in three tasks instead of one: React here, then i18next
// with the bundled texts, then the app (router, route table, client, contract). Evaluated in one
// go they made a task of about 150 ms on a phone four times slower than this machine, all of it
// blocking a tap on a page that was already drawn and readable (issue 15 §2). Their chunks are
// fetched beside this one all the same: web/boot-stages.ts names them in index.html.
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
