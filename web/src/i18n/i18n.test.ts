// zh-CN and en-US carry exactly the same keys in both namespaces, and every menu label of the
// contract tables has a translation in each language.
import { allMenuLabels } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { initI18n, resources } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations', () => {
  it.each(['shell', 'pages'] as const)('zh-CN and en-US have the same %s keys', (ns) => {
    expect(keysOf(resources['en-US'][ns]).sort()).toEqual(keysOf(resources['zh-CN'][ns]).sort());
  });

  it.each(['zh-CN', 'en-US'])('%s translates every menu label', (lng) => {
    const i18n = initI18n();
    const missing = allMenuLabels()
      .flatMap((l) => [l.label, ...Object.values(l.labelArgs ?? {})])
      .filter((key) => !i18n.exists(key, { lng, ns: 'shell' }));
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const lng of ['zh-CN', 'en-US'] as const) {
      const empty = keysOf(resources[lng].shell).filter((k) => {
        const v = k
          .split('.')
          .reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], resources[lng].shell);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
