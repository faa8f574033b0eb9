// The financing home cards (issue 16): the interest investors expressed in an enterprise's needs,
// and for investors and banks the published needs meeting their preferences and their own pairs.
// Each figure is counted with the condition of the list its link opens (pairConditions,
// marketWhere), so the list shows exactly that many.
import { FINANCIER_TYPES, MATCH_STAGES, type MatchStage } from '@portal/contract/financing';
import { HOME_CARD_ITEMS } from '@portal/contract/home-cards';
import { and } from 'drizzle-orm';
import { chinaDay } from '../../platform/china-time.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import * as repo from './financing.repository.ts';
import { marketWhere } from './financing.service.ts';
import * as matching from './matching.repository.ts';
import { type MatchFilter, pairConditions } from './matching.service.ts';

const MINE = '/investmentFinancing/eninformationList';
const MARKET = '/investmentFinancing/informationList';
const NEED = '/investmentFinancing/informationEdit';

const linkOf = (path: string, filter: Record<string, string>) =>
  `${path}?${new URLSearchParams(filter).toString()}`;

/** Monday of China's current week (YYYY-MM-DD). */
export function weekStart(now: Date): string {
  const day = new Date(`${chinaDay(now)}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** The pairs list's address keys: the pages read them as pair* beside the needs list's own. */
const pairLink = (path: string, f: { initiatedBy?: string; open?: string; since?: string }) =>
  linkOf(path, {
    ...(f.initiatedBy ? { pairFrom: f.initiatedBy } : {}),
    ...(f.open ? { pairOpen: f.open } : {}),
    ...(f.since ? { pairSince: f.since } : {}),
  });

export const financingInterest: HomeCardDefinition = {
  name: 'interest',
  path: MINE,
  order: 50,
  shows: (caller) => caller.org.type === 'ENTERPRISE',
  load: (ctx) => async (caller) => {
    const since = weekStart(ctx.clock());
    const fresh: MatchFilter = { initiatedBy: 'INVESTOR', since };
    const open: MatchFilter = { initiatedBy: 'INVESTOR', open: true };
    const [thisWeek, going] = await Promise.all([
      matching.listMatches(ctx.db, and(...pairConditions(caller.user, fresh))!, 0, 0),
      matching.listMatches(ctx.db, and(...pairConditions(caller.user, open))!, HOME_CARD_ITEMS, 0),
    ]);
    return {
      figures: [
        {
          key: 'new',
          value: thisWeek.total,
          href: pairLink(MINE, { initiatedBy: 'INVESTOR', since }),
          tone: thisWeek.total > 0 ? 'success' : 'normal',
        },
        { key: 'open', value: going.total, href: pairLink(MINE, { initiatedBy: 'INVESTOR', open: 'true' }) },
      ],
      items: going.rows.map((r) => ({
        id: r.m.id,
        title: { text: r.investorName },
        note: { text: r.needTitle },
        date: r.m.createdAt.toISOString(),
        dateLabel: { key: 'since' },
        tag: { key: 'stage', args: { stage: r.m.stage } },
        href: `${NEED}?id=${r.m.needId}`,
      })),
      more: pairLink(MINE, { initiatedBy: 'INVESTOR', open: 'true' }),
    };
  },
};

export const financingMatches: HomeCardDefinition = {
  name: 'matches',
  path: MARKET,
  order: 50,
  // Offices open the same page (their region's needs); the card is the financiers'.
  shows: (caller) => (FINANCIER_TYPES as readonly string[]).includes(caller.org.type),
  load: (ctx) => async (caller) => {
    const prefs = await repo.preferencesOf(ctx.db, caller.org.id);
    const [ranked, stages] = await Promise.all([
      matching.rankNeeds(
        ctx.db,
        prefs,
        caller.org.id,
        marketWhere(caller.org.type, prefs, { matching: true }),
        HOME_CARD_ITEMS,
        0,
      ),
      matching.pairsByStage(ctx.db, and(...pairConditions(caller.user, {}))!),
    ]);
    const byStage = new Map(stages.map((s) => [s.stage as MatchStage, s.n]));
    const open = MATCH_STAGES.filter((s) => s !== 'CLOSED').reduce((n, s) => n + (byStage.get(s) ?? 0), 0);
    const needs = new Map(
      (
        await repo.needsByIds(
          ctx.db,
          ranked.page.map((r) => r.id),
        )
      ).map((r) => [r.need.id, r]),
    );
    return {
      figures: [
        { key: 'matching', value: ranked.total, href: linkOf(MARKET, { matching: 'true' }) },
        { key: 'pairs', value: open, href: pairLink(MARKET, { open: 'true' }) },
      ],
      summary:
        open > 0
          ? {
              key: 'stages',
              args: Object.fromEntries(MATCH_STAGES.map((s) => [s, byStage.get(s) ?? 0])),
            }
          : null,
      items: ranked.page.map((r) => {
        const need = needs.get(r.id);
        return {
          id: r.id,
          title: { text: need?.need.title ?? '' },
          note: need ? { text: need.enterpriseName } : null,
          tag: ranked.pairs.has(r.id) ? { key: 'interested' } : null,
          tone: ranked.pairs.has(r.id) ? 'success' : 'normal',
          href: `${NEED}?id=${r.id}`,
        };
      }),
      more: linkOf(MARKET, { matching: 'true' }),
    };
  },
};
