// The system-management namespace has the same keys in zh-CN and en-US, none empty.
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('admin translations', () => {
  it('match between the languages and are never empty', () => {
    const zh = leaves(resources['zh-CN'].admin);
    const en = leaves(resources['en-US'].admin);
    expect(en.map(([k]) => k).sort()).toEqual(zh.map(([k]) => k).sort());
    for (const [key, text] of [...zh, ...en])
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  });
});
