// The portal-maintenance API tests (hot issues, knowledge graph): one app per test file, calls
// made as a demo account (signed in on first use) or anonymously, audit rows counted, and the
// check that only administrators reach the maintenance routes.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';
import { auditCount } from './audit.ts';
import { callerOf } from './enterprise.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A maintenance call: method, url and, for writes, a body. */
export type AdminCall = [Method, string, unknown?];

/** A well-formed id that no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** Builds the app before the file's tests and closes it after them. */
export function usePortalMaintenanceApp() {
  let t: TestApp | undefined;
  let caller: ReturnType<typeof callerOf> | undefined;
  beforeAll(async () => {
    t = await buildTestApp();
    caller = callerOf(t.app);
  });
  afterAll(() => t?.close());

  /** Calls as `account` (signed in on first use), or anonymously without one. */
  const call = (
    method: Method,
    url: string,
    account?: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> => caller!.call(account ?? null, method, url, payload);

  return {
    call,
    /** How many audit rows of `action` name `objectId`. */
    audits: (action: string, objectId: string) => auditCount(t!.database.db, { action, objectId }),
    /** One test per call: anonymous is 403 auth required, each of `outsiders` is 403 denied. */
    itIsForAdminsOnly(calls: AdminCall[], outsiders: string[]): void {
      it.each(
        calls,
      )('%s %s: anonymous 403 auth required, non-admins 403 denied', async (method, url, body) => {
        const anonymous = await call(method, url, undefined, body);
        expect(anonymous.statusCode).toBe(403);
        expect(anonymous.json().code).toBe('WEB_ACCESS_AUTH_REQUIRED');
        for (const account of outsiders) {
          const denied = await call(method, url, account, body);
          expect(denied.statusCode).toBe(403);
          expect(denied.json().code).toBe('WEB_ACCESS_DENIED');
        }
      });
    },
  };
}
