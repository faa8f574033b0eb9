// Shapes of the sign-in, session and notice calls of spec §7 (DESIGN §5–6).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { AUTHORITIES, GRADES, ORG_TYPES } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';

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

const ajaxQuery = z.object({ ajax: z.string().optional() });

export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/console/login',
    summary: 'Sign in (message: Base64 of AES-128-CBC, zero padding, of {account,password,key,code})',
    consumes: ['application/x-www-form-urlencoded'],
    query: ajaxQuery,
    body: loginForm,
    response: loginResult,
  }),
  /** What the web client calls: a POST, so the same-origin rule of every change applies. */
  logout: endpoint({
    method: 'POST',
    path: '/console/logout',
    summary: 'Sign out',
    query: ajaxQuery,
    response: sessionStatus,
  }),
  /** The path of spec §7, kept for its own callers (see auth.routes.ts). */
  logoutByGet: endpoint({
    method: 'GET',
    path: '/console/logout',
    summary: 'Sign out (only as a call from our own pages; prefer POST)',
    query: ajaxQuery,
    response: sessionStatus,
  }),
  cipher: endpoint({
    method: 'GET',
    path: '/console/api/login/cipher',
    summary: 'Key and IV of the sign-in message cipher (obfuscation only; TLS protects credentials)',
    response: loginCipher,
  }),
  status: endpoint({
    method: 'GET',
    path: '/console/master/session/status',
    summary: 'Whether the caller is signed in',
    response: sessionStatus,
  }),
  captcha: endpoint({
    method: 'GET',
    path: '/console/api/captcha',
    summary: 'A new captcha challenge (PNG data URL)',
    response: captchaChallenge,
  }),
  captchaRequired: endpoint({
    method: 'GET',
    path: '/console/api/captcha/required',
    summary: 'Whether the next sign-in of this account name needs a captcha',
    query: z.object({ account: z.string().max(64).default('') }),
    response: captchaRequirement,
  }),
  me: endpoint({
    method: 'GET',
    path: '/console/api/session/me',
    summary: 'The signed-in user, org and authorities',
    response: sessionUser,
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/console/api/session/password',
    summary: 'Change own password; ends the other sessions',
    body: changePasswordBody,
    response: z.object({ endedSessions: z.number().int() }),
  }),
  loginLocks: endpoint({
    method: 'GET',
    path: '/console/api/management/login-locks',
    summary: 'Account names locked for a client address',
    query: pageQuery,
    response: loginLockPage,
  }),
  unlock: endpoint({
    method: 'DELETE',
    path: '/console/api/management/login-locks',
    summary: 'Unlock an account name for one address (or all) and reset its failure count',
    query: loginLockQuery,
    response: z.object({ account: z.string(), address: z.string().optional() }),
  }),
};

export const noticeEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/console/api/notice/stream',
    summary:
      'Server-sent events: `count` with the unread count at once and after each new notice; ends with the session',
    response: null,
  }),
  count: endpoint({
    method: 'GET',
    path: '/console/api/notice/count',
    summary: 'Unread notices',
    response: noticeCount,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/console/api/notice/',
    summary: 'Inbox, newest first',
    query: pageQuery,
    response: noticePage,
  }),
  read: endpoint({
    method: 'PUT',
    path: '/console/api/notice/read',
    summary: 'Mark a notice read',
    query: noticeIdQuery,
    response: notice,
  }),
  discard: endpoint({
    method: 'DELETE',
    path: '/console/api/notice/discarded',
    summary: 'Discard a notice',
    query: noticeIdQuery,
    response: z.object({ noticeId: z.string() }),
  }),
};

export const homeEndpoints = {
  title: endpoint({
    method: 'GET',
    path: '/console/api/home/getTitle',
    summary: 'Platform title and page title',
    response: titleInfo,
  }),
  site: endpoint({
    method: 'GET',
    path: '/console/api/home/site',
    summary: 'Footer: copyright, phone, ICP number',
    response: siteFooter,
  }),
};
