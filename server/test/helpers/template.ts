// Starting PGlite from nothing costs seconds (initdb in WASM); loading a dumped data directory
// costs a fraction. The first test file to need it builds a migrated, demo-seeded template and
// leaves it in the temp directory, keyed by a hash of everything that shapes it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, PGLITE_OPTIONS } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { testClock } from './clock.ts';

const SERVER_SRC = fileURLToPath(new URL('../../src/', import.meta.url));
// Migrations and seeds live in db/, seed/, platform/ and every module's manifest and seed/
// folder: the whole source tree is cheaper to hash than to list correctly.
const SHAPING = [SERVER_SRC];

function listFiles(entry: string): string[] {
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => listFiles(path.join(entry, name)));
}

/** Changes whenever anything that shapes a migrated, seeded database does. */
export function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SHAPING.flatMap(listFiles)) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const handle = await openDatabase({ dataDir: null });
  await migrateDatabase(handle);
  await seedDatabase(handle, loadConfig({ SEED_DEMO: 'true' }), testClock().now());
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  // Written aside then renamed, so a parallel test file never reads half a template.
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
}

/** A PGlite opened from the template: migrated and seeded with the default configuration. */
export async function openFromTemplate(): Promise<PGlite> {
  const file = path.join(os.tmpdir(), `portal-test-template-${fingerprint()}.tar`);
  if (!fs.existsSync(file)) await buildTemplate(file);
  const client = new PGlite({ ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(file)]) });
  await client.waitReady;
  return client;
}
