// English is fetched only once chosen; zh-CN and en-US carry exactly the same keys in both
// namespaces, and every menu label of the contract tables has a translation in each language.
import { allMenuLabels } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { initI18n, LANGUAGE_KEY, loadLanguage, setLanguage } from './index';
import { resources } from './resources';

function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value === null || typeof value !== 'object') return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

// First in the file: the i18next instance is shared, and later tests load English.
describe('choosing a language', () => {
  it('starts with zh-CN alone and fetches English when it is chosen', async () => {
    const i18n = initI18n();
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.hasResourceBundle('en-US', 'shell')).toBe(false);

    await setLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('app.loading')).toBe(resources['en-US'].shell.app.loading);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    await setLanguage('zh-CN');
    localStorage.removeItem(LANGUAGE_KEY);
    expect(i18n.t('app.loading')).toBe(resources['zh-CN'].shell.app.loading);
  });
});

describe('translations', () => {
  it("finds every feature's texts beside the feature", () => {
    // A sample of features' namespaces; the shell's own are there too.
    for (const ns of ['shell', 'pages', 'admin', 'enterprise', 'hotIssue', 'workflow'])
      expect(Object.keys(resources['zh-CN'])).toContain(ns);
  });

  it('zh-CN and en-US have the same namespaces and keys', () => {
    expect(Object.keys(resources['en-US']).sort()).toEqual(Object.keys(resources['zh-CN']).sort());
    for (const ns of Object.keys(resources['zh-CN']) as Array<keyof (typeof resources)['zh-CN']>)
      expect(keysOf(resources['en-US'][ns]).sort(), ns).toEqual(keysOf(resources['zh-CN'][ns]).sort());
  });

  it.each(['zh-CN', 'en-US'] as const)('%s translates every menu label', async (lng) => {
    const i18n = initI18n();
    await loadLanguage(lng);
    const missing = allMenuLabels()
      .flatMap((l) => [l.label, ...Object.values(l.labelArgs ?? {})])
      .filter((key) => !i18n.exists(key, { lng, ns: 'shell' }));
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const lng of ['zh-CN', 'en-US'] as const) {
      const empty = Object.entries(resources[lng]).flatMap(([ns, texts]) =>
        leaves(texts)
          .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
          .map(([k]) => `${ns}:${k}`),
      );
      expect(empty).toEqual([]);
    }
  });
});
