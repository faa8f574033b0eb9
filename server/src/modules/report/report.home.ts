// The reports' home cards (issue 16): an enterprise's reports due and overdue, an office's reports
// missing this period by region and the submissions waiting for its review. Every figure is the
// total of the list its link opens, counted with that list's own condition (repo.whereOf).
import { HOME_CARD_ITEMS, type HomeCardData, type HomeItem } from '@portal/contract/home-cards';
import { chinaDay } from '../../platform/china-time.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { viewerOf } from './report.policy.ts';
import * as repo from './report.repository.ts';

const linkOf = (path: string, filter: Record<string, string>) =>
  `${path}?${new URLSearchParams(filter).toString()}`;

const formPath = (r: repo.DecoratedRow) =>
  r.kind === 'issue'
    ? `/report/issue/edit?id=${r.id}`
    : `/report/${r.kind}/${r.state === 'OWED' ? 'add' : 'edit'}?id=${r.id}`;

/** /report/list: the enterprise's open reports (the page adds open=true itself). */
const MINE = '/report/list';
/** /report/history: the office's reports of its region, any kind. */
const REGION = '/report/history';

export const reportsDue: HomeCardDefinition = {
  name: 'due',
  path: MINE,
  order: 20,
  shows: (caller) => caller.org.type === 'ENTERPRISE',
  load: (ctx) => async (caller) => {
    const viewer = viewerOf(caller.user);
    const today = chinaDay(ctx.clock());
    const [totals, rows] = await Promise.all([
      repo.totalsOf(
        ctx.db,
        viewer,
        {
          due: { open: true, late: false },
          overdue: { open: true, late: true },
          returned: { open: true, state: 'RETURNED' },
        },
        today,
      ),
      repo.soonestDue(ctx.db, viewer, { open: true }, today, HOME_CARD_ITEMS),
    ]);
    const items: HomeItem[] = rows.map((r) => ({
      id: r.id,
      title: { key: 'kind', args: { kind: r.kind } },
      note: r.periodLabel ? { text: r.periodLabel } : r.title ? { text: r.title } : null,
      date: r.dueOn,
      dateLabel: { key: 'deadline' },
      tag: r.late ? { key: 'late' } : r.state === 'RETURNED' ? { key: 'returnedTag' } : null,
      tone: r.late ? 'danger' : r.state === 'RETURNED' ? 'warning' : 'normal',
      href: formPath(r),
    }));
    const data: HomeCardData = {
      figures: [
        { key: 'due', value: totals.due, href: linkOf(MINE, { late: 'false' }) },
        {
          key: 'overdue',
          value: totals.overdue,
          href: linkOf(MINE, { late: 'true' }),
          tone: totals.overdue > 0 ? 'danger' : 'success',
        },
        {
          key: 'returned',
          value: totals.returned,
          href: linkOf(MINE, { state: 'RETURNED' }),
          tone: totals.returned > 0 ? 'warning' : 'normal',
        },
      ],
      items,
      more: MINE,
    };
    return data;
  },
};

export const reportsMissing: HomeCardDefinition = {
  name: 'missing',
  path: REGION,
  order: 20,
  shows: (caller) => caller.org.type === 'FINANCIAL',
  load: (ctx) => async (caller) => {
    const viewer = viewerOf(caller.user);
    const today = chinaDay(ctx.clock());
    const missing = { current: 'true', open: 'true' };
    const [regions, totals] = await Promise.all([
      repo.countsByRegionBelow(ctx.db, viewer, { current: true, open: true }, today),
      repo.totalsOf(
        ctx.db,
        viewer,
        { overdue: { open: true, late: true }, awaiting: { awaiting: true } },
        today,
      ),
    ]);
    const total = regions.reduce((sum, r) => sum + r.n, 0);
    const items: HomeItem[] = regions.slice(0, HOME_CARD_ITEMS).map((r) => ({
      id: r.code,
      title: { key: 'line', args: { region: r.name ?? r.code, n: r.n } },
      // The office's own code would open its whole region, not the rows filed at that code itself
      // (a city's own summary): such a line is counted but not linked.
      href: r.code === viewer.regionCode ? null : linkOf(REGION, { ...missing, regionCode: r.code }),
    }));
    return {
      figures: [
        {
          key: 'missing',
          value: total,
          href: linkOf(REGION, missing),
          tone: total > 0 ? 'warning' : 'success',
        },
        {
          key: 'overdue',
          value: totals.overdue,
          href: linkOf(REGION, { open: 'true', late: 'true' }),
          tone: totals.overdue > 0 ? 'danger' : 'success',
        },
        { key: 'awaiting', value: totals.awaiting, href: linkOf(REGION, { awaiting: 'true' }) },
      ],
      items,
      more: linkOf(REGION, missing),
    };
  },
};
