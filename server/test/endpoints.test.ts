// Issue 9 §3: each endpoint's method, path, schemas and summary are declared once, in the contract
// (contract/src/endpoint.ts), and every /console route is registered from such a declaration.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Endpoint } from '@portal/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.ts';

/** Every endpoint the contract exports, however deep in its groups (e.g. workflow inbox by box). */
function declared(value: unknown, out: Endpoint[] = [], seen = new Set<unknown>()): Endpoint[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return out;
  seen.add(value);
  const e = value as Partial<Endpoint>;
  if (
    typeof e.method === 'string' &&
    typeof e.path === 'string' &&
    typeof e.summary === 'string' &&
    'response' in e
  )
    out.push(e as Endpoint);
  else if (!('_zod' in value)) for (const v of Object.values(value)) declared(v, out, seen);
  return out;
}

// Every contract file, not only what its index re-exports: a feature's contract may be imported by
// subpath alone (@portal/contract/<f>), and its endpoints count all the same.
async function contractModules(): Promise<unknown[]> {
  const root = fileURLToPath(new URL('../../contract/src/', import.meta.url));
  const files = fs
    .readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  return Promise.all(files.map((f) => import(pathToFileURL(path.join(root, f)).href)));
}
let contract: unknown[];

const key = (method: string, path: string) => `${method} ${path}`;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  contract = await contractModules();
});
afterAll(() => t.close());

it('registers every /console route from a contract endpoint, and every endpoint as a route', () => {
  const endpoints = declared(contract);
  const fromContract = new Set(endpoints.map((e) => key(e.method, e.path)));
  expect(fromContract.size, 'two endpoints declare one method and path').toBe(endpoints.length);
  const registered = t.app.consoleRoutes.map((r) => key(r.method, r.url));
  expect(new Set(registered)).toEqual(fromContract);
});

it('documents each route with its endpoint summary, schema by schema', () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
  for (const e of declared(contract)) {
    // OpenAPI writes `:id` as `{id}`.
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const operation = doc.paths[path]?.[e.method.toLowerCase()];
    expect(operation?.summary, key(e.method, e.path)).toBe(e.summary);
  }
});
