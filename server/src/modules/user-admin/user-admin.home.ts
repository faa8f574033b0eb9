// The administrators' home card of accounts that cannot sign in (issue 16): sign-in locks in force
// (the /management/loginLocks list, province-wide like it) and disabled users of each user list in
// the administrator's region scope, each counted with its list's own condition.
import { HOME_CARD_ITEMS, type HomeCardData } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import { scopeOf } from '../../platform/access/region-scope.ts';
import { listLocks } from '../../platform/auth/throttle.repository.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { countDisabled } from './user-admin.repository.ts';

const LOCKS_PAGE = '/management/loginLocks';

function lockedAccounts(ctx: AppContext) {
  return async (caller: Caller): Promise<HomeCardData> => {
    const now = ctx.clock();
    const [locks, disabled] = await Promise.all([
      // The lock list's own query: its total is the figure, its first rows the card's lines.
      listLocks(ctx.db, now, HOME_CARD_ITEMS, 0),
      countDisabled(ctx.db, scopeOf(caller.user)),
    ]);
    const tone = (n: number, t: 'warning' | 'normal') => (n === 0 ? 'normal' : t);
    return {
      figures: [
        { key: 'locked', value: locks.total, href: LOCKS_PAGE, tone: tone(locks.total, 'warning') },
        {
          key: 'disabledGovernment',
          value: disabled.government,
          href: '/management/user/list?status=DISABLED',
        },
        {
          key: 'disabledEnterprise',
          value: disabled.enterprise,
          href: '/management/user/enterprise/list?status=DISABLED',
        },
      ],
      items: locks.items.map((l) => ({
        id: `${l.account}@${l.address}`,
        title: { text: l.account },
        note: { key: 'address', args: { address: l.address, failures: l.failures } },
        date: l.lockedUntil?.toISOString() ?? null,
        dateLabel: { key: 'lockedUntil' },
        tone: 'warning' as const,
        href: LOCKS_PAGE,
      })),
      more: LOCKS_PAGE,
    };
  };
}

export const userAdminHomeCards: HomeCardDefinition[] = [
  { name: 'locked', path: LOCKS_PAGE, order: 70, load: lockedAccounts },
];
