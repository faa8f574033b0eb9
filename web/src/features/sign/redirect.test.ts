import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/oa/notice/list', '/oa/notice/list'],
    ['/oa/company/list?page=2#top', '/oa/company/list?page=2#top'],
    ['/notice/list', '/oa/notice/list'],
    ['/oa', '/oa'],
    ['/oa/', '/oa/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/oa/',
    '//evil.example/oa/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'oa/notice',
    '/oa/sign/out',
    '/sign/in',
  ])('falls back to /oa/ for %s', (value) => {
    expect(safeRedirect(value)).toBe('/oa/');
  });
});
