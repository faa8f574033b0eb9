// The green channel's home cards (issue 16): the enterprise's open problems, what waits for an
// office, and a member unit's share. Every figure is a filter of the problem list (whereOf), so
// its count and the list its link opens are the same rows.
import {
  HOME_CARD_ITEMS,
  type HomeCardData,
  type HomeFigure,
  type HomeItem,
} from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { scopeOf } from './problem.policy.ts';
import { countFilters, firstOf, type ProblemFilter } from './problem.repository.ts';

const MINE = '/problem/list';
const MANAGE = '/problem/mgr/list';
const TODO = '/problem/todoList';

/** A list's address with these filters (the todo page adds its own `todo`). */
export const listHref = (path: string, filter: ProblemFilter) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter(([k, v]) => v !== undefined && !(path === TODO && k === 'todo')) as [
      string,
      string,
    ][],
  ).toString();
  return query ? `${path}?${query}` : path;
};

type Figure = { key: string; path: string; filter: ProblemFilter; tone?: HomeFigure['tone'] };

async function figuresOf(ctx: AppContext, caller: Caller, figures: Figure[]): Promise<HomeFigure[]> {
  const counts = await countFilters(
    ctx.db,
    scopeOf(caller),
    Object.fromEntries(figures.map((f) => [f.key, f.filter])),
    ctx.clock(),
  );
  return figures.map((f) => ({
    key: f.key,
    value: counts[f.key] ?? 0,
    href: listHref(f.path, f.filter),
    ...(f.tone ? { tone: f.tone } : {}),
  }));
}

async function itemsOf(ctx: AppContext, caller: Caller, filter: ProblemFilter, detail: string) {
  const now = ctx.clock();
  const rows = await firstOf(ctx.db, scopeOf(caller), filter, now, HOME_CARD_ITEMS);
  return rows.map((r): HomeItem => {
    const overdue =
      (r.state === 'assigned' || r.state === 'extending') && r.deadline !== null && r.deadline < now;
    return {
      id: r.id,
      title: { text: r.title },
      tag:
        r.escalation >= 2 && overdue
          ? { key: `escalation${r.escalation}` }
          : { enum: 'problemState', value: r.state },
      tone: overdue ? 'danger' : 'normal',
      date: r.deadline?.toISOString() ?? null,
      dateLabel: { key: 'deadline' },
      href: `${detail}?id=${r.id}`,
    };
  });
}

const onlyFor = (type: Caller['org']['type']) => (caller: Caller) => caller.org.type === type;

export const PROBLEM_HOME_CARDS: HomeCardDefinition[] = [
  {
    // The enterprise: its problems still open, and those past the unit's deadline.
    name: 'mine',
    path: MINE,
    order: 30,
    load: (ctx) => async (caller) => {
      const open: ProblemFilter = { phase: 'open' };
      return {
        figures: await figuresOf(ctx, caller, [
          { key: 'open', path: MINE, filter: open },
          { key: 'overdue', path: MINE, filter: { overdue: 'true' }, tone: 'danger' },
        ]),
        items: await itemsOf(ctx, caller, open, '/problem/edit'),
        more: listHref(MINE, open),
      } satisfies HomeCardData;
    },
  },
  {
    // A financial office: submissions waiting for its acceptance, and its region's late problems.
    name: 'office',
    path: MANAGE,
    order: 30,
    shows: onlyFor('FINANCIAL'),
    load: (ctx) => async (caller) => {
      const overdue: ProblemFilter = { overdue: 'true' };
      return {
        figures: await figuresOf(ctx, caller, [
          { key: 'toAccept', path: TODO, filter: { todo: 'true', state: 'submitted' }, tone: 'warning' },
          { key: 'overdue', path: MANAGE, filter: overdue, tone: 'danger' },
          { key: 'escalated', path: MANAGE, filter: { escalated: 'true' }, tone: 'danger' },
        ]),
        items: await itemsOf(ctx, caller, overdue, '/problem/detail'),
        more: listHref(MANAGE, overdue),
      } satisfies HomeCardData;
    },
  },
  {
    // A member unit: what it leads or co-handles now, what falls due this week, what is late.
    name: 'unit',
    path: MANAGE,
    order: 30,
    shows: onlyFor('FUNCTIONAL'),
    load: (ctx) => async (caller) => {
      const inHand: ProblemFilter = { phase: 'handling' };
      return {
        figures: await figuresOf(ctx, caller, [
          { key: 'inHand', path: MANAGE, filter: inHand },
          { key: 'dueThisWeek', path: MANAGE, filter: { due: 'week' }, tone: 'warning' },
          { key: 'overdue', path: MANAGE, filter: { overdue: 'true' }, tone: 'danger' },
        ]),
        items: await itemsOf(ctx, caller, inHand, '/problem/detail'),
        more: listHref(MANAGE, inHand),
      } satisfies HomeCardData;
    },
  },
];
