// Issue 8 §2: every operation of the OpenAPI document meets hostile values in each of its
// parameters — query, path, JSON or form body fields, whole bodies, multipart file names and
// fields — as anonymous and as a caller the access table lets through. No answer may be a 5xx,
// and every answer is the portal's own: the JSON envelope, or a complete workbook for an export.
// Bodies start from a valid sample of their schema, so one hostile field is not hidden behind the
// validation of another and reaches as far into the route as it can.
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, type Caller, DEMO_ACCOUNTS } from './access-matrix.table.ts';
import { buildTestApp, type TestApp } from './helpers/app.ts';
import {
  FILE_NAMES,
  hostileBodies,
  isCompleteZip,
  jsonValues,
  type Known,
  leaves,
  MADE_UP_ID,
  rawValues,
  type Schema,
  sample,
  withValue,
} from './helpers/fuzz.ts';
import { DEMO_PASSWORD, login, sameOrigin, sessionCookieOf } from './helpers/http.ts';
import { type FormPart, multipartBody, pngImage } from './helpers/multipart.ts';
import { signUp, signUpForm } from './helpers/registration.ts';

type Parameter = { in: 'query' | 'path'; name: string; required?: boolean; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-access': string;
};
type Case = { label: string; url: string; payload?: string | Buffer; headers?: Record<string, string> };

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
const cookies = new Map<string, string>();
/** A strong password, and real ids so that updates meet a row instead of stopping at "not found". */
const known: Known = { password: 'Listing#2026' };
/** Bases the schema cannot tell, by operation. */
const bases: Record<string, unknown> = {};
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
  paths = (t.app.swagger() as unknown as { paths: typeof paths }).paths;
  for (const account of DEMO_ACCOUNTS) cookies.set(account, await login(t.app, account));
  const registrant = await signUp(t.app, signUpForm('430102'));
  cookies.set('registrant', sessionCookieOf(registrant));

  const gold = await send('GET', 'ent-gold', { label: 'set-up', url: '/console/api/company/my' });
  if (typeof gold === 'string' || gold.statusCode !== 200) throw new Error('ent-gold has no enterprise');
  known.enterpriseId = gold.json().data.enterprise.id;
  bases['PUT /console/api/company/my/draft'] = gold.json().data.current.data;
  // The right current password: the new one is what is judged (and always too weak to be taken).
  bases['PUT /console/api/session/password'] = { currentPassword: DEMO_PASSWORD, newPassword: 'fuzz' };
  for (const [name, url] of [
    ['articleId', '/console/api/portal/management/articles'],
    ['nodeId', '/console/api/portal/management/knowledge/nodes'],
    ['issueId', '/console/api/portal/management/hot-issues'],
  ] as const) {
    const schema = paths[url]!.post!.requestBody!.content['application/json']!.schema;
    const created = await send('POST', 'admin', {
      label: 'set-up',
      url,
      payload: JSON.stringify(sample(schema, '', known)),
      headers: { 'content-type': 'application/json' },
    });
    if (typeof created === 'string' || created.statusCode !== 200) throw new Error(`cannot create at ${url}`);
    known[name] = created.json().data[name];
  }
});
afterAll(() => t.close());

// Each request from its own address: sign-in, captcha and recovery limits count per address, and a
// 429 would hide the answer.
let requests = 0;
const freshAddress = () => {
  requests++;
  return `10.88.${Math.floor(requests / 250) % 250}.${(requests % 250) + 1}`;
};

/**
 * Calls that end the caller's own session: signing out, and a wrong current password at the lock
 * threshold. They are made as an account no other operation uses, unlocked and signed in again
 * whenever that happened.
 */
const SELF_ENDING = new Set([
  'GET /console/logout',
  'POST /console/logout',
  'PUT /console/api/session/password',
]);
const SPARE = 'bank';

/** The signed-in caller of an operation: the registrant for its own routes, else the first the table lets through. */
function signedInCaller(method: string, path: string, op: Operation): string | null {
  if (op['x-access'].includes('registrants')) return 'registrant';
  if (SELF_ENDING.has(`${method} ${path}`)) return SPARE;
  const allowed = ACCESS_TABLE[`${method} ${path.replace(/\{(\w+)\}/g, ':$1')}`] ?? [];
  return DEMO_ACCOUNTS.find((a) => allowed.includes(a as Caller)) ?? null;
}

function baseValue(parameter: Parameter): string {
  const value = sample(parameter.schema, parameter.name, known);
  return encodeURIComponent(String(Array.isArray(value) ? value[0] : value));
}

/** Every hostile request of one operation. */
function casesOf(method: string, path: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const url = (override: { name: string; raw: string } | null, extra = '') => {
    let target = path;
    const query: string[] = [];
    for (const p of params) {
      const mine = override?.name === p.name;
      const value = mine ? override.raw : baseValue(p);
      if (p.in === 'path') target = target.replace(`{${p.name}}`, value);
      else if (mine || p.required) query.push(`${p.name}=${value}`);
    }
    if (extra) query.push(extra);
    return query.length ? `${target}?${query.join('&')}` : target;
  };
  const cases: Case[] = [];
  for (const p of params) {
    for (const [label, raw] of rawValues(p.schema))
      cases.push({ label: `${p.in} ${p.name}: ${label}`, url: url({ name: p.name, raw }) });
    if (p.in === 'path')
      for (const raw of ['..', '%2F', `${MADE_UP_ID}%00`])
        cases.push({ label: `path ${p.name}: ${raw}`, url: url({ name: p.name, raw }) });
    else
      cases.push({
        label: `query ${p.name}: array`,
        url: url({ name: p.name, raw: `a&${p.name}=%00&${p.name}[]=b` }),
      });
  }
  cases.push({
    label: 'query: __proto__',
    url: url(null, '__proto__=%00&constructor[prototype][polluted]=1'),
  });

  const json = op.requestBody?.content['application/json']?.schema;
  const form = op.requestBody?.content['application/x-www-form-urlencoded']?.schema;
  if (json) {
    const base = bases[`${method} ${path}`] ?? sample(json, '', known);
    const headers = { 'content-type': 'application/json' };
    cases.push({ label: 'body: the valid sample', url: url(null), payload: JSON.stringify(base), headers });
    for (const [index, [at, type]] of leaves(base).entries())
      for (const [label, value] of jsonValues(type, index))
        cases.push({
          label: `body ${at.join('.')}: ${label}`,
          url: url(null),
          payload: JSON.stringify(withValue(base, at, value)),
          headers,
        });
    for (const [label, payload] of hostileBodies(base))
      cases.push({ label: `body: ${label}`, url: url(null), payload, headers });
  } else if (form) {
    const base = sample(form, '', known) as Record<string, string>;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [name, schema] of Object.entries(form.properties ?? {}))
      for (const [label, raw] of rawValues(schema)) {
        const fields = Object.entries(base).map(
          ([k, v]) => `${k}=${k === name ? raw : encodeURIComponent(v)}`,
        );
        cases.push({ label: `form ${name}: ${label}`, url: url(null), payload: fields.join('&'), headers });
      }
  } else if (method !== 'GET') {
    // Uploads document no body schema: every other state-changing call gets multipart probes,
    // hostile file names alone, then a hostile text field beside a good file.
    for (const field of ['file', 'upfile']) {
      const file = (filename: string) => ({ name: field, filename, content: pngImage(), type: 'image/png' });
      const probes: [string, FormPart[]][] = [
        ...FILE_NAMES.map(([label, filename]): [string, FormPart[]] => [
          `${field} name: ${label}`,
          [file(filename)],
        ]),
        [`${field} beside a NUL field`, [file('a.png'), { name: 'name', value: 'a\u0000b' }]],
      ];
      for (const [label, parts] of probes) {
        const { payload, headers } = multipartBody(parts);
        cases.push({ label: `multipart ${label}`, url: url(null), payload, headers });
      }
    }
  }
  return cases;
}

/** What is wrong with an answer, or null. */
function problemOf(op: Operation, answer: LightMyRequestResponse): string | null {
  const { statusCode: status } = answer;
  const type = String(answer.headers['content-type'] ?? '');
  if (status >= 500) return `${status} ${answer.body.slice(0, 160)}`;
  if (type.includes('spreadsheetml')) return isCompleteZip(answer.rawPayload) ? null : 'workbook cut off';
  if (status >= 300 && status < 400) return null;
  const enveloped =
    op.responses['200']?.content?.['application/json']?.schema?.properties?.data !== undefined;
  if (status < 400 && !enveloped) return null;
  let body: Record<string, unknown>;
  try {
    body = answer.json();
  } catch {
    return `${status} not JSON (${type}): ${answer.body.slice(0, 120)}`;
  }
  if (status < 400) return 'data' in body ? null : `${status} without data`;
  return typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    Object.keys(body).every((k) => ['code', 'message', 'details'].includes(k))
    ? null
    : `${status} not the error envelope: ${answer.body.slice(0, 120)}`;
}

/** Whether the caller's session still reaches what it should (a registrant's reaches only its status). */
async function signedIn(who: string): Promise<boolean> {
  if (who === 'registrant') {
    const answer = await send('GET', who, { label: 'status', url: '/console/api/registration/status' });
    return typeof answer !== 'string' && answer.statusCode === 200;
  }
  const answer = await send('GET', who, { label: 'status', url: '/console/master/session/status' });
  return typeof answer !== 'string' && answer.json().data.session === 'AUTHORIZED';
}

async function signInAgain(who: string): Promise<void> {
  // Locked by wrong current passwords: an administrator unlocks it (404: it was not locked).
  const unlock = await send('DELETE', 'admin', {
    label: 'unlock',
    url: `/console/api/management/login-locks?account=${who}`,
  });
  expect(typeof unlock !== 'string' && [200, 404].includes(unlock.statusCode), `unlock ${who}`).toBe(true);
  cookies.set(who, await login(t.app, who));
}

async function send(method: string, who: string | null, c: Case): Promise<LightMyRequestResponse | string> {
  try {
    return await t.app.inject({
      method: method as HTTPMethods,
      url: c.url,
      remoteAddress: freshAddress(),
      headers: { ...sameOrigin, ...c.headers, ...(who ? { cookie: cookies.get(who)! } : {}) },
      ...(c.payload === undefined ? {} : { payload: c.payload }),
    });
  } catch (error) {
    return `connection dropped: ${(error as Error).message}`;
  }
}

/** The document's operation of an access-table key (`GET /console/api/files/:id`). */
function operationOf(key: string): { method: string; path: string; op: Operation } | undefined {
  const [method, route] = key.split(' ') as [string, string];
  const path = route.replace(/:(\w+)/g, '{$1}');
  const op = paths[path]?.[method.toLowerCase()];
  return op && { method, path, op };
}

describe('every operation of the OpenAPI document, hostile values in every parameter', () => {
  it('is every route of the access table, which is every /console route', () => {
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(documented.sort()).toEqual(Object.keys(ACCESS_TABLE).sort());
  });

  for (const key of Object.keys(ACCESS_TABLE)) {
    it(key, async () => {
      const { method, path, op } = operationOf(key)!;
      const cases = casesOf(method, path, op);
      const caller = signedInCaller(method, path, op);
      const isPublic = op['x-access'] === 'public';
      const wrong: string[] = [];
      for (const [i, c] of cases.entries()) {
        // Refused at the door before anything is parsed: a sample is enough for anonymous there.
        const callers = [...(isPublic || i % 5 === 0 ? [null] : []), ...(caller ? [caller] : [])];
        for (const who of callers) {
          const answer = await send(method, who, c);
          const problem = typeof answer === 'string' ? answer : problemOf(op, answer);
          if (problem) wrong.push(`${who ?? 'anonymous'} ${c.label}: ${problem}`);
          if (who && SELF_ENDING.has(key) && !(await signedIn(who))) await signInAgain(who);
        }
      }
      // A caller signed out on the way would have met refusals at the door instead of the route.
      if (caller && !(await signedIn(caller))) wrong.push(`${caller} was signed out`);
      expect(wrong).toEqual([]);
    });
  }

  it('left no prototype polluted', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
