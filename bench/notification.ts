// Notification lists at scale (issue 11 §4): a province office that issued 1,000 documents to
// 1,000 organisations each (1,000,000 recipient rows, among 100,000 enterprises), and the city
// office that received all of them. Prints p50/p95 of the issuer's list (pages, keyword, status),
// one document's recipients (all, missing only, a deep page) and the recipients' lists.
//
//   createdb -h 127.0.0.1 -U postgres bench_notification
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_notification node bench/notification.ts
//   BENCH_ROUNDS=30 (default) — the data is made once; a rerun only measures.
import { DEFAULT_LOGIN_AES_IV, DEFAULT_LOGIN_AES_KEY, encryptCredentials } from '@portal/contract';
import { eq, like, sql } from 'drizzle-orm';
import { startServerProcess } from '../scripts/server-process.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/client.ts';
import { migrateDatabase } from '../server/src/db/migrate.ts';
import { orgs, regions, users } from '../server/src/db/schema/index.ts';
import { notifications } from '../server/src/modules/notification/notification.schema.ts';
import { regionPrefix } from '../server/src/platform/access/region-scope.ts';
import { seedDatabase } from '../server/src/seed/index.ts';

const ENTERPRISES = 100_000;
const DOCUMENTS = 1_000;
const PER_DOCUMENT = 1_000;
const rounds = Number(process.env.BENCH_ROUNDS || 30);
const password = process.env.DEMO_PASSWORD || 'Portal@2026';
if (!process.env.DATABASE_URL) throw new Error('set DATABASE_URL (PostgreSQL)');

const config = loadConfig(process.env);
const handle = await openDatabase({ url: config.databaseUrl! });
const { db } = handle;
await migrateDatabase(handle);
await seedDatabase(handle, { ...config, seedDemo: true }, new Date());

async function orgOf(account: string) {
  const [row] = await db
    .select({ id: orgs.id, regionCode: orgs.regionCode })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(eq(users.account, account));
  if (!row) throw new Error(`demo account ${account} is missing`);
  return row;
}

/** Enterprises, documents and recipients in a few set-based statements, once. */
async function generate() {
  const [made] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(like(notifications.docNumber, 'BENCH-%'));
  if ((made?.n ?? 0) >= DOCUMENTS) return;
  const started = performance.now();
  const province = await orgOf('admin');
  const city = await orgOf('city');
  const leaves = await db
    .select({ code: regions.code })
    .from(regions)
    .where(sql`${regions.code} like ${`${regionPrefix(config.provinceCode)}%`} and ${regions.level} > 1`);
  const codes = leaves.map((r) => r.code);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into orgs (name, type, region_code, grades, created_at, updated_at)
      select 'BENCH企业' || g, 'ENTERPRISE', (${sql.param(codes)}::text[])[1 + g % ${codes.length}],
             array['GOLDEN_SEED']::text[], now(), now()
      from generate_series(1, ${ENTERPRISES}) g`);
    await tx.execute(sql`
      insert into notifications (doc_number, title, urgency, issuer_org_id, body, requires_receipt,
        requires_reply, deadline, status, sent_at, created_at, updated_at)
      select 'BENCH-' || d, '关于第' || d || '批上市培育工作的通知', 'NORMAL', ${province.id}, '<p>正文</p>',
             true, d % 3 = 0, current_date + (d % 30), 'SENT',
             now() - (d || ' minutes')::interval, now() - (d || ' minutes')::interval,
             now() - (d || ' minutes')::interval
      from generate_series(1, ${DOCUMENTS}) d`);
    // Each document goes to 999 enterprises (a run of the numbered ones, wrapping round) and to
    // the city office: 1,000 recipients a document.
    await tx.execute(sql`
      create temporary table bench_enterprises on commit drop as
      select id, (row_number() over (order by id) - 1)::int as k from orgs where name like 'BENCH企业%'`);
    await tx.execute(sql`
      with n as (select id, sent_at, (row_number() over (order by id) - 1)::int as d from notifications
                 where doc_number like 'BENCH-%')
      insert into notification_recipients (notification_id, org_id, org_type, sent_at, state)
      select n.id, e.id, 'ENTERPRISE', n.sent_at,
             (array['UNREAD','UNREAD','UNREAD','UNREAD','READ','READ','READ','RECEIPTED','RECEIPTED','REPLIED'])[1 + (j % 10)]
      from n cross join generate_series(0, ${PER_DOCUMENT - 2}) j
      join bench_enterprises e on e.k = (n.d * ${PER_DOCUMENT - 1} + j) % ${ENTERPRISES}`);
    await tx.execute(sql`
      insert into notification_recipients (notification_id, org_id, org_type, sent_at)
      select id, ${city.id}, 'FINANCIAL', sent_at from notifications where doc_number like 'BENCH-%'`);
    await tx.execute(sql`
      update notifications n set recipient_count = c.total, read_count = c.read,
             receipted_count = c.receipted, replied_count = c.replied
      from (select notification_id,
                   count(*)::int as total,
                   count(*) filter (where state <> 'UNREAD')::int as read,
                   count(*) filter (where state in ('RECEIPTED', 'REPLIED'))::int as receipted,
                   count(*) filter (where state = 'REPLIED')::int as replied
            from notification_recipients group by notification_id) c
      where c.notification_id = n.id and n.doc_number like 'BENCH-%'`);
  });
  await db.execute(sql`analyze`);
  console.log(`generated in ${Math.round((performance.now() - started) / 1000)} s`);
}

await generate();
const [counted] = await db
  .execute<{ n: number }>(sql`select count(*)::int as n from notification_recipients`)
  .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
const [firstDoc] = await db
  .select({ id: notifications.id })
  .from(notifications)
  .where(eq(notifications.docNumber, 'BENCH-1'));
await handle.close();

// A production-like server names its public address; the bench's sign-in comes from it.
const ORIGIN = 'http://bench.invalid';
const server = await startServerProcess(
  { DATABASE_URL: config.databaseUrl!, PUBLIC_ORIGIN: ORIGIN, CAPTCHA_MODE: 'off' },
  300,
);
const { url } = server;

async function signIn(account: string): Promise<string> {
  const message = encryptCredentials(
    { account, password, key: '', code: '' },
    DEFAULT_LOGIN_AES_KEY,
    DEFAULT_LOGIN_AES_IV,
  );
  const response = await fetch(`${url}/console/login?ajax=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ account, message }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in ${account}: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function time(path: string, cookie: string) {
  const get = async () => {
    const response = await fetch(url + path, { headers: { cookie } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { data: { total: number } };
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    total = (await get()).data.total ?? 1;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { total, p50: round1(percentile(times, 50)), p95: round1(percentile(times, 95)) };
}

const BASE = '/console/api/notifications';
try {
  const admin = await signIn('admin');
  const city = await signIn('city');
  const results: Record<string, unknown> = {};
  results['sent · page 1'] = await time(`${BASE}/sent?page=1&size=20`, admin);
  results['sent · page 40'] = await time(`${BASE}/sent?page=40&size=20`, admin);
  results['sent · keyword'] = await time(`${BASE}/sent?keyword=${encodeURIComponent('第77')}`, admin);
  results['sent · status'] = await time(`${BASE}/sent?status=SENT`, admin);
  results['recipients · page 1'] = await time(`${BASE}/${firstDoc!.id}/recipients?page=1&size=20`, admin);
  results['recipients · page 45'] = await time(`${BASE}/${firstDoc!.id}/recipients?page=45&size=20`, admin);
  results['recipients · missing'] = await time(`${BASE}/${firstDoc!.id}/recipients?missing=true`, admin);
  results.detail = await time(`${BASE}/${firstDoc!.id}`, admin);
  results['received · city page 1'] = await time(`${BASE}/received?page=1&size=20`, city);
  results['received · city page 40'] = await time(`${BASE}/received?page=40&size=20`, city);
  results['received · city unread'] = await time(`${BASE}/received?state=UNREAD`, city);
  console.log(`\npostgres · ${counted?.n} recipient rows · ${rounds} rounds`);
  console.table(results);
} finally {
  await server.stop();
}
