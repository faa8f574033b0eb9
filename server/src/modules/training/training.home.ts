// The trainings' home card (issue 16): the upcoming trainings the caller's organisation has people
// enrolled in, counted and listed with the audience list's own scope and filters, so the figure is
// the total of /training/list?enrolled=true&upcoming=true.
import { HOME_CARD_ITEMS } from '@portal/contract/home-cards';
import { and } from 'drizzle-orm';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import * as repo from './training.repository.ts';

const LIST = '/training/list';

export const trainingsEnrolled: HomeCardDefinition = {
  name: 'enrolled',
  path: LIST,
  order: 40,
  // Offices (and member units, whose /training/list is also the audience's) see the page too;
  // the card is the audience's: whoever enrols (not a financial office, which publishes).
  shows: (caller) => caller.org.type !== 'FINANCIAL',
  load: (ctx) => async (caller) => {
    const now = ctx.clock();
    const scope = and(
      repo.openTo(await repo.audienceOf(ctx.db, caller.org)),
      repo.enrolledBy(caller.org.id),
    )!;
    const { total, items } = await repo.listTrainings(
      ctx.db,
      scope,
      { upcoming: true },
      now,
      HOME_CARD_ITEMS,
      0,
      'soonest',
    );
    return {
      figures: [{ key: 'upcoming', value: total, href: `${LIST}?enrolled=true&upcoming=true` }],
      items: items.map((t) => ({
        id: t.id,
        title: { text: t.title },
        date: t.startsAt.toISOString(),
        dateLabel: { key: 'startsAt' },
        tag: t.startsAt <= now ? { key: 'ongoing' } : null,
        tone: t.startsAt <= now ? 'success' : 'normal',
        href: `/training/training/detail?id=${t.id}`,
      })),
      more: `${LIST}?enrolled=true&upcoming=true`,
    };
  },
};
