// main.tsx imports the app in stages (dynamic imports), so that evaluating it is several short tasks
// rather than one long one. Left to itself the build would name only the entry's static imports in
// index.html, and every page would fetch the stages' chunks only once the entry had run: one round
// trip more before anything works on a slow line. This names them too, as module preloads after the
// entry's own. The server hands the same list to a drawn first screen (platform/http/first-screen.ts).
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { importClosure } from './chunk-graph.ts';

type Chunk = { type: 'chunk'; imports: string[]; dynamicImports: string[] };
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** Every chunk the entry's dynamic imports load, with their static imports, less the entry's own. */
export function stageChunks(bundle: Bundle, entry: string): string[] {
  const importsOf = (file: string) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? chunk.imports : null;
  };
  const entryChunk = bundle[entry];
  if (entryChunk?.type !== 'chunk') return [];
  const own = importClosure([entry], importsOf);
  return [...importClosure(entryChunk.dynamicImports, importsOf)].filter((file) => !own.has(file));
}

export function bootStages(): Plugin {
  let base = '/';
  // The entry chunks, known once the bundle is (generateBundle, before the build's own preload
  // rewriting, a later plugin, asks resolveDependencies below).
  const entries = new Set<string>();
  return {
    name: 'portal-boot-stages',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // As it started a stage, the entry would insert a module preload for each of the stage's
          // chunks the page had not linked yet, all in one task, while first-screen-boot.js was
          // still adding the same ones one per task. index.html names them already.
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'js' && entries.has(hostId) ? [] : deps,
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.isEntry) entries.add(file.fileName);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const { bundle, chunk } = context;
        if (!bundle || !chunk) return [];
        return stageChunks(bundle as unknown as Bundle, chunk.fileName).map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}
