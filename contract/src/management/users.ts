// Government and enterprise users, their authorities and online sessions (issue 3 §5).
import { z } from 'zod';
import { AUTHORITIES, ORG_TYPES } from '../enums.ts';
import { pageQuery } from '../http.ts';

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
