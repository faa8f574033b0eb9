// The console's page tables, from every feature's features/<f>/feature.ts(x) (ui/feature.ts). This
// module and the declarations are a chunk of their own, loaded once a session exists (router.tsx):
// the public portal never downloads the console's declarations. Public pages are declared in
// features/<f>/public.ts(x) instead (publicFeatures.ts).
import { defineFeature, type FeatureDeclaration, page } from '../ui/feature';
import { gather } from './gather';

const declared = import.meta.glob<FeatureDeclaration>('../features/*/feature.{ts,tsx}', {
  eager: true,
  import: 'default',
});

for (const [file, d] of Object.entries(declared))
  if (d.portalPages || d.signPages) throw new Error(`${file}: public pages belong in public.ts(x)`);

/** The shell's own pages: they show the menu tables themselves. */
const shell = defineFeature({
  pages: { '/management/mangementMenuList/list': page(() => import('./management/ManagementMenuPage')) },
});

const all = [...Object.entries(declared), ['app', shell] as const];

/** Console pages by menu path; a menu entry without one opens the "not yet available" page. */
export const CONSOLE_PAGES = gather(all, 'pages');

/** How each home card the server may send is drawn, by card key (ui/home-card). */
export const HOME_CARDS = gather(all, 'homeCards');

/** The namespaces the home cards' texts are in, loaded before the console home renders. */
export const HOME_CARD_NAMESPACES = [...new Set(Object.values(HOME_CARDS).map((v) => v.namespace))];

export const hasPage = (path: string): boolean => Object.hasOwn(CONSOLE_PAGES, path);
