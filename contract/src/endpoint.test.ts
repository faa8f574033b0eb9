import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, pathOf } from './endpoint.ts';

const oneAuthority = endpoint({
  method: 'PUT',
  path: '/console/api/management/users/:id/authorities/:authority',
  summary: 'Grant',
  params: z.object({ id: z.string(), authority: z.string() }),
  response: null,
});

describe('pathOf', () => {
  it('fills each :name segment from the params, URI-encoded', () => {
    expect(pathOf(oneAuthority, { id: 'a/b c', authority: 'ADMIN' })).toBe(
      '/console/api/management/users/a%2Fb%20c/authorities/ADMIN',
    );
  });

  it('refuses a missing or empty parameter instead of calling another path', () => {
    expect(() => pathOf(oneAuthority, { id: 'u1' })).toThrow(/authority/);
    expect(() => pathOf(oneAuthority, { id: '', authority: 'ADMIN' })).toThrow(/"id"/);
  });

  it('leaves a path without parameters as it is', () => {
    expect(pathOf({ ...oneAuthority, path: '/console/api/notice/count' })).toBe('/console/api/notice/count');
  });
});
