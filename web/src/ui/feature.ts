// What a feature brings to the shell: its console pages and home cards in `features/<f>/feature.ts(x)`
// (app/features.ts, loaded once signed in), its public portal and sign pages in
// `features/<f>/public.ts(x)` (app/publicFeatures.ts, part of the entry); pages by path, lazily
// loaded (CODE_STYLE §13). A console page registered here is what makes its menu entry open — there
// is no flag to keep in step. Texts live beside the feature too:
// features/<f>/i18n/{zh-CN,en-US}/<namespace>.ts, fetched with the feature's pages.
import type { HomeCardData } from '@portal/contract/home-cards';
import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { markPlain } from './antdRoute';

export type LazyPage = LazyRouteFunction<RouteObject>;

export type FeatureDeclaration = {
  /** Console pages by their menu path (contract/src/menu), without the /oa base. */
  pages?: Readonly<Record<string, LazyPage>>;
  /** Public portal pages by their path under /portal ('' is the home). */
  portalPages?: Readonly<Record<string, LazyPage>>;
  /** Public sign pages (/sign/…). */
  signPages?: Readonly<Record<string, LazyPage>>;
  /**
   * Cards the feature's server module puts on the console home, by card key (`<module>.<name>`):
   * the namespace whose `home.<name>.*` texts it shows, and optionally its own drawing of the data
   * in place of the standard figures and list (ui/home-card).
   */
  homeCards?: Readonly<Record<string, HomeCardView>>;
  /** Other features' namespaces these pages use, fetched with them like the feature's own. */
  namespaces?: readonly string[];
};

/** What a card's own drawing gets: the data, and its texts resolved (`home.<name>.<key>`). */
export type HomeCardBodyProps = { data: HomeCardData; text: (key: string) => string };
export type HomeCardView = {
  namespace: string;
  body?: () => Promise<{ default: ComponentType<HomeCardBodyProps> }>;
};

export const defineFeature = (declaration: FeatureDeclaration): FeatureDeclaration => declaration;

/** A page module's default export as a route. */
export const page =
  (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  async () => ({ Component: (await load()).default });

/**
 * A page that renders no antd component: the shell does not fetch antd's theme and locale for it
 * (ui/antdRoute.ts), so a visitor's first load stays small. Only for pages that import nothing of
 * antd, directly or through what they use.
 */
export const plainPage =
  (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  async () => ({ Component: markPlain((await load()).default) });

/** A named export of a page module, for modules that serve several routes. */
export const named =
  <M>(load: () => Promise<M>, name: keyof M): LazyPage =>
  async () => ({ Component: (await load())[name] as ComponentType });
