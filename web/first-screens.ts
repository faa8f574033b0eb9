// The first screen of the pages most visitors land on: which lazily loaded modules it cannot be
// drawn without. At build time they are resolved to their chunks (dist/first-screens.json) and the
// server names those in the index.html it answers for that address (platform/http/web-app.ts), so
// the browser fetches them beside the entry instead of only after running it — one round trip
// less before the page shows on a slow line (issue 15 §2).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { importClosure } from './chunk-graph.ts';

export const FIRST_SCREENS: Record<string, string[]> = {
  '/oa/portal': ['src/features/portal/PortalHome.tsx'],
  '/oa/portal/news-details': ['src/features/portal/ArticleDetail.tsx'],
  '/oa/sign/in': ['src/app/layouts/SignLayout.tsx', 'src/features/sign/SignInPage.tsx'],
};

type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;
export type FirstScreen = { js: string[]; css: string[] };

/**
 * The chunks and styles `sources` load, less what the entry loads already: its static imports and
 * its boot stages (its own dynamic imports, which index.html names too: boot-stages.ts).
 */
export function firstScreen(manifest: Manifest, sources: string[]): FirstScreen {
  const reached = (keys: string[]) =>
    importClosure(keys, (key) => {
      if (!manifest[key]) throw new Error(`first screen: ${key} is not a module of the build`);
      return manifest[key].imports ?? [];
    });
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = reached([...entries, ...entries.flatMap((key) => manifest[key]!.dynamicImports ?? [])]);
  const needed = [...reached(sources)].filter((key) => !loaded.has(key));
  return {
    js: needed.map((key) => manifest[key]!.file),
    css: [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/** Writes dist/first-screens.json from the build's manifest. */
export function firstScreens(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-first-screens',
    // The client's build only: the server-side build (prerender.tsx) has no first screens to list.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      const screens = Object.fromEntries(
        Object.entries(FIRST_SCREENS).map(([path, sources]) => [path, firstScreen(manifest, sources)]),
      );
      writeFileSync(join(outDir, 'first-screens.json'), `${JSON.stringify(screens, null, 2)}\n`);
    },
  };
}
