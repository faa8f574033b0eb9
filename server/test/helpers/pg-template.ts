// The PostgreSQL counterpart of template.ts. Migrating and seeding the whole demo costs each API
// test file several seconds; `create database … template` copies a finished one in a fraction.
// The template is built once per source fingerprint by whichever test file comes first, under an
// advisory lock so parallel files wait for it instead of building it twice.
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/index.ts';
import { testClock } from './clock.ts';
import { fingerprint } from './template.ts';

// Arbitrary constant naming "building a test template" in pg_advisory_lock.
const BUILD_LOCK_ID = 4_300_2027;
const PREFIX = 'portal_tpl_';
// A template another checkout's run may still be copying is kept this long after it was made.
const KEEP_OTHERS_MS = 6 * 3600_000;

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function build(serverUrl: string, admin: pg.Client, name: string): Promise<void> {
  const building = `${name}_building`;
  await admin.query(`drop database if exists ${building} with (force)`);
  await admin.query(`create database ${building}`);
  const handle = await openDatabase({ url: urlOf(serverUrl, building) });
  try {
    await migrateDatabase(handle);
    await seedDatabase(handle, loadConfig({ SEED_DEMO: 'true' }), testClock().now());
  } finally {
    await handle.close();
  }
  // Renamed only once complete, so a template by its final name is always a whole one; closed to
  // connections, because a copy fails while anyone is connected to its source.
  await admin.query(`alter database ${building} rename to ${name}`);
  await admin.query(`alter database ${name} with is_template true allow_connections false`);
  await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
}

async function dropStale(admin: pg.Client, keep: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as made from pg_database
      where datname like '${PREFIX}%' and datname <> $1`,
    [keep],
  );
  for (const { datname, made } of rows) {
    const age = made ? Date.now() - Date.parse(made) : Number.POSITIVE_INFINITY;
    if (!(age < KEEP_OTHERS_MS)) {
      await admin.query(`alter database ${datname} with is_template false`);
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
  }
}

/** Creates database `target` on the server as a copy of the migrated, demo-seeded template. */
export async function createFromTemplate(serverUrl: string, target: string): Promise<void> {
  const name = `${PREFIX}${fingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = async () =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!(await exists())) {
      await admin.query('select pg_advisory_lock($1)', [BUILD_LOCK_ID]);
      try {
        if (!(await exists())) {
          await build(serverUrl, admin, name);
          await dropStale(admin, name);
        }
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [BUILD_LOCK_ID]);
      }
    }
    await admin.query(`create database ${target} template ${name}`);
  } finally {
    await admin.end();
  }
}
