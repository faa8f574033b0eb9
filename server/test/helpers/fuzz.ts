// The pieces of the OpenAPI-wide fuzz test (fuzz.test.ts): a valid sample of a JSON schema, so
// that one hostile field is not hidden behind another field's validation, and the hostile values
// per kind of parameter.
import { newCreditCode } from './registration.ts';

export type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
};

export const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

/** Values tried, in order, against a string pattern: the first that matches is the sample. */
const PATTERN_SAMPLES = [
  '430102',
  'C/39',
  'C',
  '1.2',
  '13812345678',
  '0731-12345678',
  'https://example.com/a',
  '/console/api/files/x',
  '2026-03-02',
  '12345.5',
  '湘ICP备12345678号',
  'fuzz-user',
];

/** Values by field or parameter name that a schema cannot tell: real ids, a strong password. */
export type Known = Record<string, string>;

function sampleText(schema: Schema, name: string, known: Known): string {
  if (known[name] !== undefined) return known[name];
  if (schema.format === 'uuid') return MADE_UP_ID;
  if (schema.format === 'date') return '2026-03-02';
  if (schema.format === 'date-time') return '2026-03-02T09:00:00+08:00';
  if (schema.format === 'email' || name === 'email') return 'fuzz@example.com';
  // The schema checks a credit code by a refinement the document cannot show.
  if (name === 'creditCode') return newCreditCode('430102');
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_SAMPLES.find((s) => pattern.test(s));
    if (found) return found;
  }
  return 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
}

/** A value the schema accepts (as far as its JSON form tells), with every optional property filled. */
export function sample(schema: Schema, name = '', known: Known = {}): unknown {
  if (schema.anyOf) return sample(schema.anyOf[0]!, name, known);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return sampleText(schema, name, known);
    case 'integer':
    case 'number':
      return Math.min(schema.minimum ?? 1, schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () =>
        sample(schema.items ?? {}, name),
      );
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sample(s, key, known)]);
      if (entries.length === 0 && typeof schema.additionalProperties === 'object')
        entries.push(['fuzz', sample(schema.additionalProperties, 'fuzz', known)]);
      return Object.fromEntries(entries);
    }
    default:
      return 'fuzz';
  }
}

/** Every place in a sample a value can be put: [path, JSON type of the sample there]. */
export function leaves(value: unknown, path: (string | number)[] = []): [(string | number)[], string][] {
  const here: [(string | number)[], string][] =
    path.length > 0 ? [[path, Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value]] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => leaves(v, [...path, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return here;
}

export function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Query, path and form values as they travel: already percent-encoded, invalid escapes included. */
const RAW_TEXT: [label: string, raw: string][] = [
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['C0 controls', '%01%08%1B%1F'],
  ['DEL', '%7F'],
  ['line break', 'a%0D%0Ab'],
  ['tab', 'a%09b'],
  ['overlong slash', '%C0%AF'],
  ['lone surrogate', '%ED%A0%80'],
  ['invalid bytes', '%FF%FE'],
  ['truncated sequence', '%E4%B8'],
  ['bad escape', '%zz%'],
  ['LIKE and SQL metacharacters', encodeURIComponent(`%_\\'";--`)],
  ['SQL', encodeURIComponent("' OR '1'='1")],
  ['long', 'x'.repeat(10_000)],
  ['empty', ''],
  ['emoji', encodeURIComponent('😀')],
];
const RAW_NUMBERS: [string, string][] = [
  ['negative', '-1'],
  ['zero', '0'],
  ['fraction', '1.5'],
  ['overflow', '1e309'],
  ['huge', '99999999999999999999'],
  ['NaN', 'NaN'],
  ['hex', '0x1f'],
];
const RAW_DATES: [string, string][] = [
  ['impossible day', '2026-02-30'],
  ['year zero', '0000-01-01'],
  ['year one', '0001-01-01'],
  ['year zero instant', '0000-01-01T00:00:00Z'],
  ['five-digit year', '99999-12-31'],
];

/** Raw values for a parameter: text for all, numbers and dates where the schema says so. */
export function rawValues(schema: Schema): [string, string][] {
  const numeric = schema.type === 'integer' || schema.type === 'number';
  const dated = schema.format === 'date' || schema.format === 'date-time';
  return [...RAW_TEXT, ...(numeric ? RAW_NUMBERS : []), ...(dated ? RAW_DATES : [])];
}

/** JSON values for a field, by the JSON type its valid sample has. */
const TEXTS: [string, unknown][] = [
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['C0 controls', '\u0001\u001b[31m\u001f'],
  ['DEL', '\u007f'],
  ['line breaks and tab', 'a\r\n\tb'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udfff'],
  ['LIKE and SQL metacharacters', `%_\\'";--`],
  ['year zero instant', '0000-01-01T00:00:00Z'],
  ['year one instant', '0001-01-01T00:00:00+08:00'],
  ['long', 'x'.repeat(20_000)],
  ['empty', ''],
];
const WRONG_TYPES: [string, unknown][] = [
  ['number', 123],
  ['boolean', true],
  ['null', null],
  ['array', ['a', '\u0000']],
  ['object', { a: '\u0000' }],
];
const NUMBERS: [string, unknown][] = [
  ['negative', -1],
  ['fraction', 1.5],
  ['beyond safe integers', 2 ** 53 + 2],
  ['huge', 1e308],
  ['huge negative', -1e308],
  ['numeric text', '1'],
  ['NUL', '\u0000'],
];
export const JSON_VALUES: Record<string, [string, unknown][]> = {
  string: [...TEXTS, ...WRONG_TYPES],
  number: [...NUMBERS, ...WRONG_TYPES],
  boolean: [['text', 'true'], ['NUL', '\u0000'], ...WRONG_TYPES],
  array: [
    ['object', {}],
    ['text', 'a\u0000'],
    ['null', null],
    ['nulls', [null]],
    ['nested', [[]]],
    ['many', Array.from({ length: 5000 }, () => 'x')],
  ],
  object: [
    ['array', []],
    ['text', '\u0000'],
    ['null', null],
  ],
};

/** The values for the `index`th field of a body, by its sample's JSON type; wrong types take turns. */
export function jsonValues(type: string, index: number): [string, unknown][] {
  const core = JSON_VALUES[type] ?? [];
  return type === 'array' || type === 'object' ? core : [...core, WRONG_TYPES[index % WRONG_TYPES.length]!];
}

/** Whole bodies, as JSON text: not objects, prototype pollution, broken JSON and bytes. */
export function hostileBodies(base: unknown): [string, string | Buffer][] {
  const inner = JSON.stringify(base).slice(1);
  return [
    ['array', '[]'],
    ['text', '"x"'],
    ['null', 'null'],
    ['__proto__', `{"__proto__":{"polluted":true},${inner}`],
    ['constructor.prototype', `{"constructor":{"prototype":{"polluted":true}},${inner}`],
    ['broken JSON', '{"a":'],
    // Deeper than any call stack: whatever walks a body must not recurse.
    ['deeply nested', `{"a":${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}}`],
    [
      'invalid UTF-8',
      Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xc0, 0xaf, 0xff]), Buffer.from('"}')]),
    ],
  ];
}

/** File names of a multipart upload. */
export const FILE_NAMES: [string, string][] = [
  ['NUL', 'a\u0000b.png'],
  ['C0 controls', '\u0001\u001b.png'],
  ['path', '..\\..\\etc/passwd.png'],
  ['long', `${'x'.repeat(2000)}.png`],
  ['percent escapes', '%00%C0%AF.png'],
];

/** A zip (xlsx) ends with its end-of-central-directory record; a cut-off stream does not. */
export function isCompleteZip(bytes: Buffer): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_557));
  return (
    bytes.subarray(0, 2).toString('latin1') === 'PK' && tail.lastIndexOf(Buffer.from([0x50, 0x4b, 5, 6])) >= 0
  );
}
