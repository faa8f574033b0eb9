// The build's first-screen list (web/first-screens.ts): from the manifest, the chunks and styles a
// lazily loaded module needs that the entry has not loaded already; a source that is no module of
// the build stops the build rather than silently preloading nothing.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS, firstScreen } from './first-screens.ts';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js', '_shared.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_react.js'] },
  'src/Home.tsx': {
    file: 'assets/Home-1.js',
    imports: ['_shared.js', '_parts.js'],
    css: ['assets/home-1.css'],
  },
  '_parts.js': { file: 'assets/parts-1.js', imports: ['_icons.js'], css: ['assets/home-1.css'] },
  '_icons.js': { file: 'assets/icons-1.js', imports: ['_react.js'] },
  'src/Other.tsx': { file: 'assets/Other-1.js', imports: ['_parts.js'] },
};

describe('firstScreen', () => {
  it("lists the module, what it imports in turn and their styles, once, less the entry's", () => {
    expect(firstScreen(MANIFEST, ['src/Home.tsx'])).toEqual({
      js: ['assets/Home-1.js', 'assets/parts-1.js', 'assets/icons-1.js'],
      css: ['assets/home-1.css'],
    });
  });

  it('joins several modules without repeating what they share', () => {
    expect(firstScreen(MANIFEST, ['src/Home.tsx', 'src/Other.tsx']).js).toEqual([
      'assets/Home-1.js',
      'assets/parts-1.js',
      'assets/icons-1.js',
      'assets/Other-1.js',
    ]);
  });

  it("also leaves out the entry's boot stages (its own dynamic imports), which index.html names", () => {
    const staged = {
      ...MANIFEST,
      'index.html': { ...MANIFEST['index.html'], dynamicImports: ['src/app/start.tsx'] },
      'src/app/start.tsx': { file: 'assets/start-1.js', imports: ['_icons.js'] },
    };
    expect(firstScreen(staged, ['src/Home.tsx']).js).toEqual(['assets/Home-1.js', 'assets/parts-1.js']);
  });

  it('refuses a source the build does not have', () => {
    expect(() => firstScreen(MANIFEST, ['src/Gone.tsx'])).toThrow(/src\/Gone.tsx is not a module/);
  });

  it('names sources that exist', () => {
    for (const source of Object.values(FIRST_SCREENS).flat())
      expect(existsSync(join(__dirname, source)), source).toBe(true);
  });
});
