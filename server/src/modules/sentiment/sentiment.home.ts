// Sentiment's home card (issue 16): the negative items of this week (Monday to Sunday, China's
// calendar) about enterprises of the caller's region, counted and listed by the feed's own query,
// linking to the feed with the same filters.
import type { HomeCardData } from '@portal/contract/home-cards';
import { HOME_CARD_ITEMS } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { enterprisesOf, listItems } from './sentiment.repository.ts';

const PAGE = '/widget/sentiment';
const DAY_MS = 86_400_000;

/** Monday and Sunday of the week a China day falls in. */
export function weekOf(day: string): { from: string; to: string } {
  const at = Date.parse(`${day}T00:00:00Z`);
  const monday = at - ((new Date(at).getUTCDay() + 6) % 7) * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: iso(monday), to: iso(monday + 6 * DAY_MS) };
}

async function negative(ctx: AppContext, caller: Caller): Promise<HomeCardData> {
  const scope = scopeOf(caller.user);
  const filter = { polarity: 'NEGATIVE' as const, ...weekOf(chinaDay(ctx.clock())) };
  const { total, rows } = await listItems(ctx.db, scope, filter, HOME_CARD_ITEMS, 0);
  const named = await enterprisesOf(
    ctx.db,
    rows.map((r) => r.id),
    scope,
  );
  const href = `${PAGE}?${new URLSearchParams(filter)}`;
  return {
    figures: [{ key: 'thisWeek', value: total, href, tone: total ? 'danger' : 'success' }],
    items: rows.map((r) => {
      const names = named.filter((n) => n.itemId === r.id).map((n) => n.name);
      return {
        id: r.id,
        title: { text: r.title },
        note: names.length ? { text: names.join('、') } : null,
        date: r.publishedAt.toISOString(),
        href,
      };
    }),
    more: href,
    summary: null,
  };
}

export const sentimentHomeCards: HomeCardDefinition[] = [
  { name: 'negative', path: PAGE, order: 80, load: (ctx) => (caller) => negative(ctx, caller) },
];
