// The administrators' home card of mail and SMS that did not go out (issue 16): held (no transport
// configured) and failed, counted over exactly the outbox list's rows (its reader's scope) and
// linking to that list filtered by status. No line of a message is listed: held ones carry codes.
import type { HomeCardData, HomeFigure } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { countByStatus, type OutboxReader } from '../../platform/outbox/outbox.repository.ts';

export const OUTBOX_PAGE = '/management/outbox';

/** Whose outbox list: the administrator's region, and the province's own office reads unaddressed mail. */
export const outboxReaderOf = (ctx: AppContext, caller: Caller): OutboxReader => ({
  id: caller.user.id,
  scope: scopeOf(caller.user),
  wholeProvince: caller.org.regionCode === ctx.config.provinceCode,
});

function heldMail(ctx: AppContext) {
  return async (caller: Caller): Promise<HomeCardData> => {
    const counts = await countByStatus(ctx.db, outboxReaderOf(ctx, caller), ['HELD', 'FAILED'] as const);
    const figure = (key: string, status: 'HELD' | 'FAILED'): HomeFigure => ({
      key,
      value: counts[status],
      href: `${OUTBOX_PAGE}?status=${status}`,
      tone: counts[status] === 0 ? 'normal' : status === 'FAILED' ? 'danger' : 'warning',
    });
    return { figures: [figure('held', 'HELD'), figure('failed', 'FAILED')], items: [], more: OUTBOX_PAGE };
  };
}

export const outboxHomeCards: HomeCardDefinition[] = [
  { name: 'held', path: OUTBOX_PAGE, order: 80, load: heldMail },
];
