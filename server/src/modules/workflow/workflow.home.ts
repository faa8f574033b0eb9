// The home card of workflow steps waiting for the caller's organisation (issue 16): its inbox's
// "to do", per process (the process's title), each line linking to that process's inbox filtered
// to it; the figures are the whole to-do and its overdue part. Counted with the inbox's own
// conditions (platform/workflow/todo.ts), so each figure is the total of the list it opens.
import { institutionGroupOf, routesFor, WORKFLOW_GROUP_PATHS } from '@portal/contract';
import { HOME_CARD_ITEMS, type HomeCardData } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { countTodo } from '../../platform/workflow/index.ts';

/** The administrators' approval list: every process's to-do on one page. */
const ALL_INBOXES = '/govt/index/home';

function waitingSteps(ctx: AppContext) {
  return async (caller: Caller): Promise<HomeCardData> => {
    const counts = await countTodo(ctx.db, caller.org.id, ctx.clock());
    const routes = new Set(
      routesFor({ org: caller.org, authorities: caller.user.authorities }).map((r) => r.path),
    );
    const perProcess = new Map<string, { waiting: number; overdue: number }>();
    for (const c of counts) {
      const sum = perProcess.get(c.process) ?? { waiting: 0, overdue: 0 };
      perProcess.set(c.process, { waiting: sum.waiting + c.waiting, overdue: sum.overdue + c.overdue });
    }
    const lines = [...perProcess.entries()].map(([key, n]) => {
      const def = ctx.workflow.processes.find(key);
      const page = def ? WORKFLOW_GROUP_PATHS[def.group] : null;
      return { key, title: def?.title ?? key, page: page && routes.has(page) ? page : null, ...n };
    });
    const waiting = lines.reduce((s, l) => s + l.waiting, 0);
    const overdue = lines.reduce((s, l) => s + l.overdue, 0);
    // One page lists exactly the whole to-do: the approval list, or the one inbox all of it is in.
    const pages = new Set(lines.map((l) => l.page));
    const whole = routes.has(ALL_INBOXES)
      ? ALL_INBOXES
      : pages.size === 1 && !pages.has(null)
        ? [...pages][0]!
        : null;
    lines.sort((a, b) => b.overdue - a.overdue || b.waiting - a.waiting || a.title.localeCompare(b.title));
    return {
      figures: [
        { key: 'waiting', value: waiting, href: whole, tone: waiting > 0 ? 'warning' : 'normal' },
        {
          key: 'overdue',
          value: overdue,
          href: whole && `${whole}?overdue=true`,
          tone: overdue > 0 ? 'danger' : 'normal',
        },
      ],
      items: lines.slice(0, HOME_CARD_ITEMS).map((l) => ({
        id: l.key,
        title: { text: l.title },
        note: { key: 'counts', args: { waiting: l.waiting, overdue: l.overdue } },
        tone: l.overdue > 0 ? ('danger' as const) : ('normal' as const),
        tag: l.overdue > 0 ? { key: 'overdueTag', args: { n: l.overdue } } : null,
        href: l.page && `${l.page}?process=${encodeURIComponent(l.key)}`,
      })),
      more: whole,
    };
  };
}

export const workflowHomeCards: HomeCardDefinition[] = [
  // Enterprises, financial offices and member units: every one of them has this inbox.
  { name: 'waiting', path: WORKFLOW_GROUP_PATHS.enterprise, order: 10, load: waitingSteps },
  // Intermediaries have only their own inbox (the institution review).
  {
    name: 'intermediaryWaiting',
    path: WORKFLOW_GROUP_PATHS.intermediary,
    order: 10,
    shows: (caller) => institutionGroupOf(caller.org.type) !== null,
    load: waitingSteps,
  },
];
