// Research letters on the console home (issue 16): an enterprise's letters awaiting its reply, and
// an office's sent letters still missing replies. The counts use the lists' own conditions
// (myLetterCondition, letterCondition), so each link opens exactly the letters counted.
import { HOME_CARD_ITEMS, type HomeCardData } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { letterScope } from './research.policy.ts';
import { myLetterCounts, outstandingLetters } from './research.repository.ts';

const LIST = '/research/list';
const DETAIL = '/research/detail';
const onlyFor = (type: Caller['org']['type']) => (caller: Caller) => caller.org.type === type;

export const RESEARCH_HOME_CARDS: HomeCardDefinition[] = [
  {
    name: 'replies',
    path: LIST,
    order: 40,
    shows: onlyFor('ENTERPRISE'),
    load: (ctx) => async (caller) => {
      const today = chinaDay(ctx.clock());
      const { due, overdue, first } = await myLetterCounts(ctx.db, caller.org.id, today, HOME_CARD_ITEMS);
      return {
        figures: [
          { key: 'due', value: due, href: `${LIST}?reply=due`, tone: 'warning' },
          { key: 'overdue', value: overdue, href: `${LIST}?reply=overdue`, tone: 'danger' },
        ],
        items: first.map((l) => {
          const late = l.deadline < today;
          return {
            id: l.id,
            title: { text: l.subject },
            date: l.deadline,
            dateLabel: { key: 'deadline' },
            tag: late ? { key: 'late' } : null,
            tone: late ? ('danger' as const) : ('normal' as const),
            href: `${DETAIL}?id=${l.id}`,
          };
        }),
        more: due > 0 || overdue === 0 ? `${LIST}?reply=due` : `${LIST}?reply=overdue`,
      } satisfies HomeCardData;
    },
  },
  {
    name: 'outstanding',
    path: LIST,
    order: 40,
    shows: onlyFor('FINANCIAL'),
    load: (ctx) => async (caller) => {
      const today = chinaDay(ctx.clock());
      const r = await outstandingLetters(
        ctx.db,
        letterScope(caller.user),
        caller.org.id,
        today,
        HOME_CARD_ITEMS,
      );
      const href = (replies: string) => `${LIST}?issuer=own&replies=${replies}`;
      return {
        figures: [
          { key: 'letters', value: r.letters, href: href('outstanding') },
          { key: 'overdue', value: r.overdue, href: href('overdue'), tone: 'danger' },
        ],
        // The enterprises not replied are rows of each letter's replies, not of this list: a sentence.
        summary:
          r.missing > 0
            ? {
                key: r.missingLate > 0 ? 'missing' : 'missingNoneLate',
                args: { missing: r.missing, late: r.missingLate },
              }
            : null,
        items: r.first.map((l) => ({
          id: l.id,
          title: { text: l.subject },
          note: { key: 'replied', args: { replied: l.replied, recipients: l.recipients } },
          date: l.deadline,
          dateLabel: { key: 'deadline' },
          tone: l.deadline < today ? ('danger' as const) : ('normal' as const),
          href: `${DETAIL}?id=${l.id}`,
        })),
        more: href('outstanding'),
      } satisfies HomeCardData;
    },
  },
];
