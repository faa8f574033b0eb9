// The public page tables (portal and sign pages), from features/<f>/public.ts(x): part of the entry,
// so kept to what an anonymous visitor can open; console pages are declared in feature.ts
// (features.ts, loaded once signed in).
import type { FeatureDeclaration } from '../ui/feature';
import { gather } from './gather';

const declared = Object.entries(
  import.meta.glob<FeatureDeclaration>('../features/*/public.{ts,tsx}', { eager: true, import: 'default' }),
);

for (const [file, d] of declared)
  if (d.pages || d.homeCards) throw new Error(`${file}: console pages and cards belong in feature.ts(x)`);

/** Public portal pages by their path under /portal ('' is the home). */
export const PORTAL_PAGES = gather(declared, 'portalPages');
/** Public sign pages; /sign/in and /sign/out are always there. */
export const SIGN_PAGES = gather(declared, 'signPages');
