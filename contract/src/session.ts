// Shapes of the sign-in, session and notice calls of spec §7 (DESIGN §5–6).
import { z } from 'zod';
import { AUTHORITIES, GRADES, ORG_TYPES } from './enums.ts';
import { pageOf } from './http.ts';

export const sessionStatus = z.object({ session: z.enum(['ANONYMOUS', 'AUTHORIZED']) });
export type SessionStatus = z.infer<typeof sessionStatus>;

export const titleInfo = z.object({ pageTitle: z.string(), title: z.string() });
export type TitleInfo = z.infer<typeof titleInfo>;

export const siteFooter = z.object({ copyright: z.string(), phone: z.string(), icp: z.string() });
export type SiteFooter = z.infer<typeof siteFooter>;

export const sessionOrg = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORG_TYPES),
  grades: z.array(z.enum(GRADES)),
  has_shortcut: z.boolean(),
  level: z.number().int().nullable(),
  regionCode: z.string().nullable(),
});
export type SessionOrg = z.infer<typeof sessionOrg>;

export const sessionUser = z.object({
  id: z.string(),
  account: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  mustChangePassword: z.boolean(),
  org: sessionOrg,
  authorities: z.array(z.enum(AUTHORITIES)),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Form fields of POST /console/login?ajax=true; password, key and code travel only inside message. */
export const loginForm = z.object({
  account: z.string().min(1).max(64),
  message: z.string().min(1).max(4096),
});

/** `limited`: a registrant not yet approved, whose session only reaches the registration status. */
/** The login cipher's key and IV as the server is configured (public: every browser needs them). */
export const loginCipher = z.object({ key: z.string().length(16), iv: z.string().length(16) });
export type LoginCipher = z.infer<typeof loginCipher>;

export const loginResult = z.object({ user: sessionUser, limited: z.boolean().optional() });

export const captchaChallenge = z.object({ key: z.string(), image: z.string() });
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** Whether the next sign-in of an account must carry a captcha (asked before showing the form field). */
export const captchaRequirement = z.object({ required: z.boolean() });

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

export const noticeCount = z.object({ count: z.number().int() });

export const notice = z.object({
  noticeId: z.string(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticePage = pageOf(notice);

export const noticeIdQuery = z.object({ noticeId: z.string().uuid() });

/**
 * Administrators' view of sign-in locks (GET /console/api/management/login-locks): an account name
 * is locked for the client address its failures came from.
 */
export const loginLock = z.object({
  account: z.string(),
  address: z.string(),
  failures: z.number().int(),
  lockedUntil: z.string(),
});
export type LoginLock = z.infer<typeof loginLock>;
export const loginLockPage = pageOf(loginLock);
/** Without an address, the account's failures from every address are forgotten. */
export const loginLockQuery = z.object({
  account: z.string().min(1).max(64),
  address: z.string().min(1).max(100).optional(),
});
