// The home card of institution information waiting for review (issue 16): for each institution
// group with versions submitted, how many, linking to that group's government list filtered to
// "in review" (/{group}/list?status=pending: the same condition). The library is province-wide, so
// is the count. Shown to whoever opens the lists: administrators and the offices.
import { INSTITUTION_GROUPS } from '@portal/contract';
import type { HomeCardData } from '@portal/contract/home-cards';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { countInReview } from './institution.repository.ts';

function reviewsWaiting(ctx: AppContext) {
  return async (): Promise<HomeCardData> => {
    const counts = await countInReview(ctx.db);
    return {
      figures: INSTITUTION_GROUPS.filter((g) => counts.has(g)).map((g) => ({
        key: g,
        value: counts.get(g) ?? 0,
        href: `/${g}/list?status=pending`,
        tone: 'warning' as const,
      })),
      items: [],
      more: null,
    };
  };
}

export const institutionHomeCards: HomeCardDefinition[] = [
  { name: 'reviews', path: '/intermediary/list', order: 60, load: reviewsWaiting },
];
