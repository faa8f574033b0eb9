// @vitest-environment node
// The web's build of the contract: an endpoint keeps what a call needs (method, path, bare), loses
// its schemas, and zod is not bundled for a page that only calls endpoints (issue 15 §2).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, parseAst } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointAddresses, schemaRanges } from './endpoint-addresses.ts';
import config from './vite.config.ts';

const dir = mkdtempSync(join(tmpdir(), 'endpoint-addresses-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Bundles `source` as a page of the web would be, and returns its code. */
async function bundle(source: string): Promise<string> {
  const entry = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(entry, source);
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    resolve: config.resolve,
    plugins: [endpointAddresses()],
    build: { write: false, minify: false, rolldownOptions: { input: entry }, modulePreload: false },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => ('output' in o ? o.output : []));
  return chunks.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

describe('endpoint declarations in the web build', () => {
  it('keep the method and path a call needs, and bring neither their schemas nor zod', async () => {
    const code = await bundle(`
      import { articleEndpoints, openApiEndpoint, pathOf } from '@portal/contract';
      const read = articleEndpoints.read;
      (globalThis as any).seen = [read.method, pathOf(read, { articleId: 'a-1' }), read.response, openApiEndpoint.bare];
    `);
    const seen: unknown[] = [];
    const run = new Function('globalThis', code.replace(/^export .*$/gm, ''));
    const scope = { seen };
    run(scope);
    expect(scope.seen).toEqual(['GET', '/console/api/portal/articles/a-1', undefined, true]);
    expect(code).not.toMatch(/zod|\$ZodType|safeParse/);
  }, 60_000);

  it('keep zod where a page uses a schema itself', async () => {
    const code = await bundle(`
      import { chartSpec } from '@portal/contract';
      (globalThis as any).ok = chartSpec.safeParse({ type: 'bar' }).success;
    `);
    expect(code).toMatch(/safeParse/);
  }, 60_000);

  it('refuses a declaration it cannot read, rather than leave its schemas in', () => {
    const program = parseAst(
      "const shared = { params: x };\nendpoint({ ...shared, method: 'GET', path: '/a' });",
    );
    expect(() => schemaRanges(program as never)).toThrow(/plain object literals/);
  });
});
