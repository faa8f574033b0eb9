// npm run create-admin -- --account root --name 张三 [--office 湖南省地方金融管理局] [--password …]
// Creates the first administrator on an empty database (PostgreSQL via DATABASE_URL, else PGlite in
// DATA_DIR). Asks for whatever the arguments leave out; ADMIN_PASSWORD may carry the password.
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, systemClock } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createAudit } from '../platform/audit/audit.ts';
import { seedDatabase } from '../seed/index.ts';
import { AdministratorRefused, createAdministrator } from './administrator.ts';

// One reader for all questions, iterated line by line: piped input arrives at once, and lines that
// arrive before a question is asked must wait for it rather than be dropped.
let muted = false;
let prompter: ReturnType<typeof createInterface> | null = null;
let lines: AsyncIterator<string> | null = null;

async function ask(question: string, hidden = false): Promise<string> {
  if (!prompter) {
    // Typed characters are echoed through this stream; muting it hides a password.
    const output = new Writable({
      write(chunk, _encoding, done) {
        if (!muted) process.stdout.write(chunk);
        done();
      },
    });
    prompter = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
    lines = prompter[Symbol.asyncIterator]();
  }
  process.stdout.write(question);
  muted = hidden;
  const next = await lines!.next();
  muted = false;
  if (hidden) process.stdout.write('\n');
  return next.done ? '' : next.value.trim();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      account: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      office: { type: 'string' },
    },
  });
  const config = loadConfig(process.env);
  const input = {
    account: values.account ?? (await ask('Account: ')),
    password: values.password ?? process.env.ADMIN_PASSWORD ?? (await ask('Password: ', true)),
    name: values.name ?? (await ask('Name (姓名): ')),
    office: values.office,
  };
  prompter?.close();
  const lock = config.databaseUrl ? null : acquireDataDirLock(config.dataDir);
  const handle = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    const now = systemClock();
    await migrateDatabase(handle);
    // Dictionaries and settings only: demo accounts are the server's business, not the operator's.
    await seedDatabase(handle, { ...config, seedDemo: false }, now);
    const created = await createAdministrator(
      handle.db,
      createAudit(handle.db, systemClock),
      input,
      config.provinceCode,
      now,
    );
    console.log(`Administrator "${input.account.trim()}" created in ${created.office}.`);
  } finally {
    await handle.close();
    lock?.release();
  }
}

try {
  await main();
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof AdministratorRefused
  ) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
