// Services built on a test app's database, for tests that act the way later features will.
import { createNotices } from '../../src/platform/notices/notices.ts';
import type { TestApp } from './app.ts';

export function servicesOf(t: TestApp) {
  return { notices: createNotices({ db: t.database.db, clock: t.clock.now }) };
}
