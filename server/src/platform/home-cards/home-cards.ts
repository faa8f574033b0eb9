// The console home's cards (issue 16). Each module declares its own in its manifest (homeCards);
// buildApp registers them here, and modules/home serves them. A card is shown exactly to the
// callers whose routes (contract menu tables with the rules of spec §6) include the page it links
// to, so a card never points at a page its reader cannot open and no card list is kept by hand.

import { routesFor } from '@portal/contract';
import type { HomeCardData, HomeCardRef } from '@portal/contract/home-cards';
import type { Caller } from '../access/caller.ts';
import type { AppContext } from '../context.ts';

export type HomeCardDefinition = {
  /** Unique in its module; the card's key is `<module>.<name>` and its texts `home.<name>.*`. */
  name: string;
  /** The console page the card opens (a menu path): who may open it sees the card. */
  path: string;
  /** Place on the home, lower first (default 100). */
  order?: number;
  /** A further condition than the page (one institution group, an authority). */
  shows?: (caller: Caller) => boolean;
  load(ctx: AppContext): (caller: Caller) => Promise<HomeCardData>;
};

type Registered = {
  ref: HomeCardRef;
  path: string;
  order: number;
  shows?: (caller: Caller) => boolean;
  load: (caller: Caller) => Promise<HomeCardData>;
};

export type HomeCards = ReturnType<typeof createHomeCards>;

export function createHomeCards() {
  const cards = new Map<string, Registered>();
  const pathsOf = (caller: Caller) =>
    new Set(routesFor({ org: caller.org, authorities: caller.user.authorities }).map((r) => r.path));
  return {
    register(ctx: AppContext, feature: string, card: HomeCardDefinition): void {
      const key = `${feature}.${card.name}`;
      if (cards.has(key)) throw new Error(`home card "${key}" is registered twice`);
      cards.set(key, {
        ref: { key, feature, name: card.name },
        path: card.path,
        order: card.order ?? 100,
        shows: card.shows,
        load: card.load(ctx),
      });
    },
    /** The cards the caller sees, in their order. */
    visible(caller: Caller): HomeCardRef[] {
      const paths = pathsOf(caller);
      return [...cards.values()]
        .filter((c) => paths.has(c.path) && (c.shows?.(caller) ?? true))
        .sort((a, b) => a.order - b.order || a.ref.key.localeCompare(b.ref.key))
        .map((c) => c.ref);
    },
    /** One card's data, or null when there is no such card or the caller does not see it. */
    async load(caller: Caller, key: string): Promise<HomeCardData | null> {
      const card = cards.get(key);
      if (!card || !pathsOf(caller).has(card.path) || !(card.shows?.(caller) ?? true)) return null;
      return card.load(caller);
    },
    paths(): { key: string; path: string }[] {
      return [...cards.entries()].map(([key, c]) => ({ key, path: c.path }));
    },
  };
}
