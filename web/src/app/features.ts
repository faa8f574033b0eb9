// Gathers every feature's declaration (features/<f>/feature.ts or .tsx, see ui/feature.ts) into the
// page tables the routes are built from. A path declared twice is a mistake and stops the app at
// once rather than letting one page silently win.
import {
  defineFeature,
  type FeatureDeclaration,
  type HomeCardView,
  type LazyPage,
  page,
} from '../ui/feature';

const declared = import.meta.glob<FeatureDeclaration>('../features/*/feature.{ts,tsx}', {
  eager: true,
  import: 'default',
});

/** The shell's own pages: they show the menu tables themselves. */
const shell = defineFeature({
  pages: { '/management/mangementMenuList/list': page(() => import('./management/ManagementMenuPage')) },
});

type Kind = 'pages' | 'portalPages' | 'signPages';

function gather<K extends Kind | 'homeCards'>(
  kind: K,
): Readonly<Record<string, K extends 'homeCards' ? HomeCardView : LazyPage>> {
  const out: Record<string, LazyPage | HomeCardView> = {};
  const owner: Record<string, string> = {};
  for (const [file, declaration] of [...Object.entries(declared), ['app', shell] as const]) {
    const table: Readonly<Record<string, LazyPage | HomeCardView>> = declaration[kind] ?? {};
    for (const [path, lazy] of Object.entries(table)) {
      if (owner[path]) throw new Error(`${kind} ${path} is declared by ${owner[path]} and ${file}`);
      owner[path] = file;
      out[path] = lazy;
    }
  }
  return out as Readonly<Record<string, K extends 'homeCards' ? HomeCardView : LazyPage>>;
}

/** Console pages by menu path; a menu entry without one opens the "not yet available" page. */
export const CONSOLE_PAGES = gather('pages');
/** Public portal pages by their path under /portal ('' is the home). */
export const PORTAL_PAGES = gather('portalPages');
/** Public sign pages; /sign/in and /sign/out are always there. */
export const SIGN_PAGES = gather('signPages');

/** How each home card the server may send is drawn, by card key (ui/home-card). */
export const HOME_CARDS = gather('homeCards');

export const hasPage = (path: string): boolean => Object.hasOwn(CONSOLE_PAGES, path);
