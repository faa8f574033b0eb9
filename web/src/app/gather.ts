// Gathers features' declarations (ui/feature.ts) into one table per kind. A path declared twice is a
// mistake and stops the app at once rather than letting one page silently win. Each page waits for
// its feature's texts (and those it borrows) as well as its code, so it never renders keys.
import { loadNamespaces } from '../i18n';
import { namespacesOfFeature } from '../i18n/featureTexts';
import type { FeatureDeclaration, HomeCardView, LazyPage } from '../ui/feature';

export type Kind = 'pages' | 'portalPages' | 'signPages';

/** The feature folder a declaration file is in ('app' for the shell's own). */
const folderOf = (file: string) => /\/features\/([^/]+)\//.exec(file)?.[1] ?? file;

export function textsOf(file: string, declaration: FeatureDeclaration): string[] {
  return [...namespacesOfFeature(folderOf(file)), ...(declaration.namespaces ?? [])];
}

function withTexts(lazy: LazyPage, namespaces: readonly string[]): LazyPage {
  if (namespaces.length === 0) return lazy;
  return async () => {
    const [route] = await Promise.all([lazy(), loadNamespaces(namespaces)]);
    return route;
  };
}

export function gather<K extends Kind | 'homeCards'>(
  declared: ReadonlyArray<readonly [string, FeatureDeclaration]>,
  kind: K,
): Readonly<Record<string, K extends 'homeCards' ? HomeCardView : LazyPage>> {
  const out: Record<string, LazyPage | HomeCardView> = {};
  const owner: Record<string, string> = {};
  for (const [file, declaration] of declared) {
    const table: Readonly<Record<string, LazyPage | HomeCardView>> = declaration[kind] ?? {};
    const texts = textsOf(file, declaration);
    for (const [path, entry] of Object.entries(table)) {
      if (owner[path]) throw new Error(`${kind} ${path} is declared by ${owner[path]} and ${file}`);
      owner[path] = file;
      out[path] = typeof entry === 'function' ? withTexts(entry, texts) : entry;
    }
  }
  return out as Readonly<Record<string, K extends 'homeCards' ? HomeCardView : LazyPage>>;
}
