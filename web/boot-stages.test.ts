// The boot stages' chunks index.html names (web/boot-stages.ts): what the entry's dynamic imports
// load, with their static imports, less what the entry loads by itself.

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootStages, stageChunks } from './boot-stages.ts';

const chunk = (imports: string[], dynamicImports: string[] = []) =>
  ({ type: 'chunk', imports, dynamicImports }) as const;

const BUNDLE = {
  'index.js': chunk(['react.js'], ['i18n.js', 'start.js']),
  'react.js': chunk([]),
  'i18n.js': chunk(['react.js', 'i18next.js']),
  'i18next.js': chunk([]),
  'start.js': chunk(['i18n.js', 'router.js'], ['PortalHome.js']),
  'router.js': chunk(['react.js']),
  'PortalHome.js': chunk(['parts.js']),
  'parts.js': chunk([]),
  'index.css': { type: 'asset' },
} as const;

describe('stageChunks', () => {
  it("names each stage and its static imports once, less the entry's own", () => {
    expect(stageChunks(BUNDLE, 'index.js')).toEqual(['i18n.js', 'i18next.js', 'start.js', 'router.js']);
  });

  it("leaves out what the stages load lazily in turn (a route's page)", () => {
    expect(stageChunks(BUNDLE, 'index.js')).not.toContain('PortalHome.js');
  });

  it('names nothing for an entry without stages, or one that is not a chunk', () => {
    expect(stageChunks({ 'index.js': chunk(['react.js']), 'react.js': chunk([]) }, 'index.js')).toEqual([]);
    expect(stageChunks(BUNDLE, 'index.css')).toEqual([]);
  });
});

type Resolve = (file: string, deps: string[], host: { hostId: string; hostType: 'html' | 'js' }) => string[];

describe('bootStages', () => {
  it("has the entry's own dynamic imports preload nothing, and leaves every other import's list", () => {
    const plugin: Plugin = bootStages();
    const config = (plugin.config as () => { build: { modulePreload: { resolveDependencies: Resolve } } })();
    const { resolveDependencies } = config.build.modulePreload;
    const generate = plugin.generateBundle as { handler: (options: unknown, bundle: unknown) => void };
    generate.handler(
      {},
      {
        'assets/index-1.js': { type: 'chunk', isEntry: true, fileName: 'assets/index-1.js' },
        'assets/start-1.js': { type: 'chunk', isEntry: false, fileName: 'assets/start-1.js' },
      },
    );
    const deps = ['assets/router-1.js', 'assets/react-1.js'];
    expect(
      resolveDependencies('assets/start-1.js', deps, { hostId: 'assets/index-1.js', hostType: 'js' }),
    ).toEqual([]);
    expect(
      resolveDependencies('assets/Home-1.js', deps, { hostId: 'assets/start-1.js', hostType: 'js' }),
    ).toEqual(deps);
    expect(
      resolveDependencies('assets/index-1.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });
});
