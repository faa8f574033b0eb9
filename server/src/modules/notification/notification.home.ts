// Notification documents on the console home (issue 16): what a recipient still has to receipt or
// reply to, and an office's sent documents still missing receipts or replies. The counts use the
// lists' own conditions (receivedCondition, sentCondition), so each link opens exactly those.
import { HOME_CARD_ITEMS, type HomeCardData } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { outstandingCounts, toDoCounts } from './notification.repository.ts';

const LIST = '/notification/list';
const DETAIL = '/notification/detail';

/** The documents to receipt or reply to; an office names its tab (the province's usual one is "sent"). */
const toDoCard =
  (ctx: AppContext) =>
  async (caller: Caller): Promise<HomeCardData> => {
    const today = chinaDay(ctx.clock());
    const { pending, overdue, first } = await toDoCounts(ctx.db, caller.org.id, today, HOME_CARD_ITEMS);
    const href = (todo: string) =>
      `${LIST}?${caller.org.type === 'FINANCIAL' ? 'box=received&' : ''}todo=${todo}`;
    return {
      figures: [
        { key: 'pending', value: pending, href: href('pending'), tone: 'warning' },
        { key: 'overdue', value: overdue, href: href('overdue'), tone: 'danger' },
      ],
      items: first.map((n) => {
        const late = n.deadline !== null && n.deadline < today;
        return {
          id: n.id,
          title: { text: n.title },
          tag: { key: n.requiresReply ? 'asksReply' : 'asksReceipt' },
          tone: late ? 'danger' : 'normal',
          date: n.deadline,
          dateLabel: { key: 'deadline' },
          href: `${DETAIL}?id=${n.id}`,
        };
      }),
      more: href('pending'),
    };
  };

export const NOTIFICATION_HOME_CARDS: HomeCardDefinition[] = [
  {
    name: 'replies',
    path: LIST,
    order: 45,
    shows: (caller) => caller.org.type === 'ENTERPRISE',
    load: toDoCard,
  },
  {
    // Member units, and the offices below the province, which receive the documents from above.
    name: 'receipts',
    path: LIST,
    order: 45,
    shows: (caller) =>
      caller.org.type === 'FUNCTIONAL' || (caller.org.type === 'FINANCIAL' && (caller.org.level ?? 1) > 1),
    load: toDoCard,
  },
  {
    name: 'outstanding',
    path: LIST,
    order: 45,
    shows: (caller) => caller.org.type === 'FINANCIAL',
    load: (ctx) => async (caller) => {
      const today = chinaDay(ctx.clock());
      const r = await outstandingCounts(ctx.db, caller.org.id, today, HOME_CARD_ITEMS);
      const href = (todo: string) => `${LIST}?box=sent&todo=${todo}`;
      return {
        figures: [
          { key: 'documents', value: r.documents, href: href('pending') },
          { key: 'overdue', value: r.overdue, href: href('overdue'), tone: 'danger' },
        ],
        // The recipients missing are rows of each document's recipients, not of this list: a sentence.
        summary:
          r.missing > 0
            ? {
                key: r.missingLate > 0 ? 'missing' : 'missingNoneLate',
                args: { missing: r.missing, late: r.missingLate },
              }
            : null,
        items: r.first.map((n) => ({
          id: n.id,
          title: { text: n.title },
          note: { key: 'missingOf', args: { missing: n.missing, recipients: n.recipients } },
          date: n.deadline,
          dateLabel: { key: 'deadline' },
          tone: n.deadline !== null && n.deadline < today ? ('danger' as const) : ('normal' as const),
          href: `${DETAIL}?id=${n.id}`,
        })),
        more: href('pending'),
      } satisfies HomeCardData;
    },
  },
];
