// The boot stages' chunks index.html names (web/boot-stages.ts): what the entry's dynamic imports
// load, with their static imports, less what the entry loads by itself.
import { describe, expect, it } from 'vitest';
import { stageChunks } from './boot-stages.ts';

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
