// The layer rule of the web (ARCHITECTURE.md), read from the import statements of the sources.
// Lowest first: @portal/contract → the shared layer (api, ui, i18n, session) → features/<f> → the
// shell (app) → main.tsx. Nothing imports a higher layer, and a feature reaches another feature
// only through its public surface, features/<g>/index.ts. The test is the rule: a failure names
// each offending import as "importer → imported".
import { describe, expect, it } from 'vitest';

const SHARED = new Set(['api', 'ui', 'i18n', 'session']);

type Place = { layer: number; feature?: string };

function placeOf(file: string): Place | undefined {
  const [top = '', name] = file.split('/');
  if (SHARED.has(top)) return { layer: 1 };
  if (top === 'features' && name) return { layer: 2, feature: name };
  if (top === 'app') return { layer: 3 };
  // The two entries: the browser's, and the server's drawing of the first screens.
  if (file === 'main.tsx' || file === 'prerender.tsx') return { layer: 4 };
  return undefined;
}

/** The module specifiers of a source: `import … from`, `export … from`, bare `import '…'`, `import('…')`. */
function specifiersOf(source: string): string[] {
  const statics = source.matchAll(/^\s*(?:import|export)\s+(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]/gm);
  const dynamics = source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g);
  return [...statics, ...dynamics].map((m) => m[1] ?? '');
}

/** Joins a relative specifier to the importer's folder; undefined when it leaves src. */
function join(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The file a relative specifier names, the way the bundler looks for it. */
function resolve(files: ReadonlySet<string>, from: string, specifier: string): string | undefined {
  const base = join(from, specifier);
  if (base === undefined) return undefined;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix);
  return candidates.find((c) => files.has(c));
}

const isSurface = (file: string, feature: string) =>
  file === `features/${feature}/index.ts` || file === `features/${feature}/index.tsx`;

/** Every import breaking the rule, by source files keyed by their path under src. */
function violations(sources: Readonly<Record<string, string>>): string[] {
  const files = new Set(Object.keys(sources));
  const out: string[] = [];
  for (const [from, source] of Object.entries(sources)) {
    const here = placeOf(from);
    if (!here) {
      out.push(`${from}: belongs to no layer`);
      continue;
    }
    for (const specifier of specifiersOf(source)) {
      if (!specifier.startsWith('.')) continue; // packages and @portal/contract sit below everything
      const to = resolve(files, from, specifier);
      const there = to && placeOf(to);
      if (!to || !there) out.push(`${from} → ${specifier}: resolves to no source of a layer`);
      else if (there.layer > here.layer) out.push(`${from} → ${to}: imports a higher layer`);
      else if (
        here.feature &&
        there.feature &&
        here.feature !== there.feature &&
        !isSurface(to, there.feature)
      )
        out.push(`${from} → ${to}: reaches into another feature (use features/${there.feature}/index.ts)`);
    }
  }
  return out.sort();
}

// The sources (and style sheets, which are imported too) as text, keyed like 'features/article/feature.ts'. This file is left out: its
// examples below are written as imports.
const raw = import.meta.glob<string>(['./**/*.{ts,tsx,css}', '!./architecture.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sources = Object.fromEntries(Object.entries(raw).map(([path, text]) => [path.slice(2), text]));

describe('the web layers', () => {
  it('read the real sources (the check would pass vacuously on none)', () => {
    expect(Object.keys(sources)).toContain('main.tsx');
    expect(Object.keys(sources).filter((f) => f.startsWith('features/')).length).toBeGreaterThan(100);
  });

  it('hold: no import upward, none into another feature but through its index.ts', () => {
    expect(violations(sources)).toEqual([]);
  });

  it('name each kind of violation, importer → imported', () => {
    const tree = {
      'main.tsx': "import { App } from './app/App';",
      'app/App.tsx': "import { Page } from '../features/a/Page';\nconst L = () => import('./Lazy');",
      'app/Lazy.tsx': '',
      'ui/Button.tsx': "import { shell } from '../app/App';",
      'session/user.ts': "export { thing } from '../api/thing';",
      'api/thing.ts': '',
      'features/a/Page.tsx': [
        "import {\n  type B,\n  b,\n} from '../b/internal';",
        "import { c } from '../c';",
        "const lazy = import('../../app/App');",
        "import { x } from './missing';",
      ].join('\n'),
      'features/b/internal.ts': '',
      'features/c/index.ts': "import { Page } from '../a/Page';",
      'stray.ts': '',
    };
    expect(violations(tree)).toEqual([
      'features/a/Page.tsx → ./missing: resolves to no source of a layer',
      'features/a/Page.tsx → app/App.tsx: imports a higher layer',
      'features/a/Page.tsx → features/b/internal.ts: reaches into another feature (use features/b/index.ts)',
      'features/c/index.ts → features/a/Page.tsx: reaches into another feature (use features/a/index.ts)',
      'stray.ts: belongs to no layer',
      'ui/Button.tsx → app/App.tsx: imports a higher layer',
    ]);
  });
});
