// Government and enterprise users, their authorities and online sessions (issue 3 §5).
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { AUTHORITIES, ORG_TYPES } from '../enums.ts';
import { pageOf, pageQuery } from '../http.ts';

export const USER_KINDS = ['government', 'enterprise'] as const;
export type UserKind = (typeof USER_KINDS)[number];
export const ACCOUNT_STATUSES = ['ACTIVE', 'PENDING', 'DISABLED'] as const;
/** Why an enterprise user's organisation does not match an enterprise record. */
export const ENTERPRISE_MISMATCHES = ['NO_ENTERPRISE_RECORD', 'CREDIT_CODE_DIFFERS'] as const;

export const managedUser = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  authorities: z.array(z.enum(AUTHORITIES)),
  mustChangePassword: z.boolean(),
  orgId: z.string(),
  orgName: z.string(),
  orgType: z.enum(ORG_TYPES),
  /** Enterprise users only: why the organisation does not match an enterprise record, if it does not. */
  mismatch: z.enum(ENTERPRISE_MISMATCHES).nullable(),
  locked: z.boolean(),
  sessions: z.number().int(),
  createdAt: z.string(),
});
export type ManagedUser = z.infer<typeof managedUser>;

export const userListQuery = pageQuery.extend({
  kind: z.enum(USER_KINDS).default('government'),
  account: z.string().trim().max(64).optional(),
  name: z.string().trim().max(50).optional(),
  org: z.string().trim().max(100).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
  authority: z.enum(AUTHORITIES).optional(),
  mismatched: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userIdParams = z.object({ id: z.uuid() });

const ACCOUNT = /^[A-Za-z0-9._@-]{2,64}$/;
const MOBILE = /^1[3-9]\d{9}$/;
const profile = {
  name: z.string().trim().min(1).max(50),
  email: z.email().max(100).optional(),
  mobile: z.string().regex(MOBILE, { error: '手机号格式不正确' }).optional(),
  orgId: z.uuid(),
};
export const userCreateBody = z.object({
  account: z.string().trim().regex(ACCOUNT, { error: '账号为 2–64 位字母、数字或 . _ @ -' }),
  ...profile,
});
export type UserCreateBody = z.infer<typeof userCreateBody>;
export const userUpdateBody = z.object(profile);
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

export const userStatusBody = z.object({ status: z.enum(['ACTIVE', 'DISABLED']) });
export const authorityParams = userIdParams.extend({ authority: z.enum(AUTHORITIES) });

/** A generated password, shown once; the user must change it at the next sign-in. */
export const temporaryPassword = z.object({ user: managedUser, temporaryPassword: z.string() });
export type TemporaryPassword = z.infer<typeof temporaryPassword>;

export const onlineSession = z.object({
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  name: z.string(),
  orgName: z.string(),
  address: z.string().nullable(),
  userAgent: z.string().nullable(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSession>;
export const sessionListQuery = pageQuery.extend({ account: z.string().trim().max(64).optional() });
export const sessionIdParams = z.object({ id: z.uuid() });

const USERS = '/console/api/management/users';
export const userAdminEndpoints = {
  list: endpoint({
    method: 'GET',
    path: USERS,
    summary: 'Government or enterprise users, filtered and paged',
    query: userListQuery,
    response: pageOf(managedUser),
  }),
  one: endpoint({
    method: 'GET',
    path: `${USERS}/:id`,
    summary: 'One user',
    params: userIdParams,
    response: managedUser,
  }),
  create: endpoint({
    method: 'POST',
    path: USERS,
    summary: 'Create a user with a temporary password (shown once)',
    body: userCreateBody,
    response: temporaryPassword,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${USERS}/:id`,
    summary: 'Edit a user, including the organisation it belongs to',
    params: userIdParams,
    body: userUpdateBody,
    response: managedUser,
  }),
  status: endpoint({
    method: 'PUT',
    path: `${USERS}/:id/status`,
    summary: 'Enable or disable; disabling ends the user sessions',
    params: userIdParams,
    body: userStatusBody,
    response: managedUser,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${USERS}/:id/password-reset`,
    summary: 'Reset to a temporary password that must be changed at next sign-in',
    params: userIdParams,
    response: temporaryPassword,
  }),
  unlock: endpoint({
    method: 'DELETE',
    path: `${USERS}/:id/lock`,
    summary: 'Lift a sign-in lock on the user account',
    params: userIdParams,
    response: z.object({ unlocked: z.boolean() }),
  }),
  grant: endpoint({
    method: 'PUT',
    path: `${USERS}/:id/authorities/:authority`,
    summary: 'Grant ADMIN or AUDITOR (never both to one person)',
    params: authorityParams,
    response: managedUser,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: `${USERS}/:id/authorities/:authority`,
    summary: 'Revoke ADMIN or AUDITOR (not your own ADMIN)',
    params: authorityParams,
    response: managedUser,
  }),
  endSessions: endpoint({
    method: 'DELETE',
    path: `${USERS}/:id/sessions`,
    summary: 'Sign a user out everywhere',
    params: userIdParams,
    response: z.object({ endedSessions: z.number().int() }),
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/console/api/management/sessions',
    summary: 'Online sessions',
    query: sessionListQuery,
    response: pageOf(onlineSession),
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/console/api/management/sessions/:id',
    summary: 'Force one session to sign out',
    params: sessionIdParams,
    response: z.object({ id: z.string() }),
  }),
};
