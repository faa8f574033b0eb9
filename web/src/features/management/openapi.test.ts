import { describe, expect, it } from 'vitest';
import { groupOperations, pathGroup, schemaText } from './openapi';

describe('pathGroup', () => {
  it.each([
    ['/console/api/notice/read', 'notice'],
    ['/console/api/notice/', 'notice'],
    ['/console/login', 'login'],
    ['/console/master/session/status', 'master'],
    ['/console/api/{id}/x', 'x'],
  ])('%s → %s', (path, group) => expect(pathGroup(path)).toBe(group));
});

describe('groupOperations', () => {
  const doc = {
    paths: {
      '/console/api/notice/read': { put: { summary: 'Mark read', tags: ['notice'] } },
      '/console/api/notice/': { get: { summary: 'List notices' } },
      '/console/login': { post: { summary: 'Sign in' } },
    },
  };
  it('groups by tag or path prefix, sorted', () => {
    const groups = groupOperations(doc);
    expect(groups.map((g) => g.name)).toEqual(['login', 'notice']);
    expect(groups[1]?.operations.map((o) => o.id)).toEqual([
      'get /console/api/notice/',
      'put /console/api/notice/read',
    ]);
  });
  it('searches method, path and summary', () => {
    expect(groupOperations(doc, 'SIGN in').flatMap((g) => g.operations.map((o) => o.path))).toEqual([
      '/console/login',
    ]);
    expect(groupOperations(doc, 'put').flatMap((g) => g.operations.map((o) => o.summary))).toEqual([
      'Mark read',
    ]);
  });
});

describe('schemaText', () => {
  it('writes objects, arrays, enums and nullables compactly', () => {
    const schema = {
      type: 'object',
      required: ['items'],
      properties: {
        items: { type: 'array', items: { $ref: '#/components/schemas/Lock' } },
        state: { enum: ['A', 'B'] },
        at: { type: ['string', 'null'], format: 'date-time' },
      },
    };
    const components = {
      Lock: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
    };
    expect(schemaText(schema, components)).toBe(
      [
        '{',
        '  items: Array<{',
        '    account: string',
        '  }>',
        '  state?: "A" | "B"',
        '  at?: string(date-time) | null',
        '}',
      ].join('\n'),
    );
  });
  it('names a recursive reference instead of expanding it', () => {
    const components = {
      Node: { type: 'object', properties: { next: { $ref: '#/components/schemas/Node' } } },
    };
    expect(schemaText({ $ref: '#/components/schemas/Node' }, components)).toBe('{\n  next?: Node\n}');
  });
  it('handles unions and maps', () => {
    expect(schemaText({ anyOf: [{ type: 'string' }, { type: 'integer' }] })).toBe('string | integer');
    expect(schemaText({ type: 'object', additionalProperties: { type: 'number' } })).toBe(
      'Record<string, number>',
    );
    expect(schemaText(undefined)).toBe('unknown');
  });
});
