// The administrators' home card of sign-ups waiting for review (issue 16): the registration reviews
// (enterprise, institution) in the "to review" state in the to-do of the administrator's office,
// counted with the inbox's own conditions and linking to its approval list filtered to that
// process and state. A registration is reviewed by the office nearest to it, so that to-do is
// exactly the registrations this administrator's office has to decide.
import type { HomeCardData } from '@portal/contract/home-cards';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import type { HomeCardDefinition } from '../../platform/home-cards/home-cards.ts';
import { countTodo } from '../../platform/workflow/index.ts';
import { enterpriseRegistrationReview, institutionRegistrationReview } from './registration.process.ts';

const APPROVALS = '/govt/index/home';
const REVIEW = 'review';

function signUpsWaiting(ctx: AppContext) {
  const kinds = [
    { key: 'enterprise', process: enterpriseRegistrationReview.key },
    { key: 'institution', process: institutionRegistrationReview.key },
  ];
  return async (caller: Caller): Promise<HomeCardData> => {
    const counts = await countTodo(ctx.db, caller.org.id, ctx.clock(), {
      processes: kinds.map((k) => k.process),
      states: [REVIEW],
    });
    const figures = kinds.flatMap(({ key, process }) => {
      const n = counts.find((c) => c.process === process) ?? { waiting: 0, overdue: 0 };
      const href = `${APPROVALS}?process=${process}&state=${REVIEW}`;
      return [
        { key, value: n.waiting, href, tone: n.waiting > 0 ? ('warning' as const) : ('normal' as const) },
        ...(n.overdue > 0
          ? [
              {
                key: `${key}Overdue`,
                value: n.overdue,
                href: `${href}&overdue=true`,
                tone: 'danger' as const,
              },
            ]
          : []),
      ];
    });
    return { figures, items: [], more: APPROVALS };
  };
}

export const registrationHomeCards: HomeCardDefinition[] = [
  { name: 'waiting', path: APPROVALS, order: 50, load: signUpsWaiting },
];
