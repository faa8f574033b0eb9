// Every home card a feature declares has its title in both languages, under the namespace it
// names (issue 16): the server sends the card, the web must be able to say what it is.
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/resources';
import { HOME_CARDS } from './features';

function textAt(bundle: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (at, k) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[k] : undefined),
      bundle,
    );
}

describe('home cards', () => {
  it('are keyed <module>.<name> and have a title in every language', () => {
    const missing: string[] = [];
    for (const [key, view] of Object.entries(HOME_CARDS)) {
      expect(key).toMatch(/^[a-z][a-z-]*\.[a-zA-Z]+$/);
      const name = key.split('.')[1] ?? '';
      for (const [language, namespaces] of Object.entries(resources)) {
        const title = textAt((namespaces as Record<string, unknown>)[view.namespace], `home.${name}.title`);
        if (typeof title !== 'string' || title === '')
          missing.push(`${language} ${view.namespace}:home.${name}.title`);
      }
    }
    expect(missing).toEqual([]);
  });
});
