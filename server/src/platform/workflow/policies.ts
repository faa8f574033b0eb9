// Building blocks for `who` in action definitions. Pure functions of the actor and the instance.
import type { Authority, OrgType } from '@portal/contract';
import type { Policy } from './types.ts';

/** A user of the organisation the instance is assigned to. */
export const assigneeOrg: Policy = ({ actor, instance }) => instance.assigneeOrgId === actor.org.id;
/** A user of the submitting organisation. */
export const submitterOrg: Policy = ({ actor, instance }) => instance.submitterOrgId === actor.org.id;
/** The very user who submitted. */
export const submitterUser: Policy = ({ actor, instance }) => instance.submitterUserId === actor.id;

export const hasAuthority =
  (authority: Authority): Policy =>
  ({ actor }) =>
    actor.authorities.includes(authority);

export const orgType =
  (...types: OrgType[]): Policy =>
  ({ actor }) =>
    types.includes(actor.org.type);

export const anyOf =
  (...policies: Policy[]): Policy =>
  (p) =>
    policies.some((f) => f(p));

export const allOf =
  (...policies: Policy[]): Policy =>
  (p) =>
    policies.every((f) => f(p));

export const nobody: Policy = () => false;
