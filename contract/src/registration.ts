// Registration and account recovery (issue 3 §2): the rules of the sign-up form, shared by the
// server's validation and the web's form rules. Messages are codes; each side words them.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INSTITUTION_TYPES, type OrgType } from './enums.ts';
import { pageOf, pageQuery } from './http.ts';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password.ts';
import { isValidCreditCode } from './validators.ts';

/** Who may register: an enterprise or any institution type (never a government office). */
export const REGISTRATION_IDENTITIES = ['ENTERPRISE', ...INSTITUTION_TYPES] as readonly OrgType[];

// Not exported: other features name their own patterns, and `export *` must not clash.
const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{3,32}$/;
/** Mainland mobile numbers: 11 digits starting 13–19. */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** Field rules; each message is a code the web translates (`registration:rules.<code>`). */
export const registrationFields = {
  account: z.string().trim().regex(ACCOUNT_PATTERN, { error: 'account' }),
  orgName: z.string().trim().min(2, { error: 'orgName' }).max(100, { error: 'orgName' }),
  creditCode: z.string().trim().toUpperCase().refine(isValidCreditCode, { error: 'creditCode' }),
  identity: z.enum(REGISTRATION_IDENTITIES as [OrgType, ...OrgType[]], { error: 'identity' }),
  regionCode: z.string().regex(/^\d{6}$/, { error: 'region' }),
  contactName: z.string().trim().min(2, { error: 'contactName' }).max(32, { error: 'contactName' }),
  mobile: z.string().trim().regex(MOBILE_PATTERN, { error: 'mobile' }),
  email: z
    .string()
    .trim()
    .max(254, { error: 'email' })
    .pipe(z.email({ error: 'email' })),
};

const password = z.string().min(1, { error: 'password' }).max(PASSWORD_MAX_LENGTH, { error: 'password' });
// Optional in the schema: the client drops empty values, and the service answers CAPTCHA_REQUIRED.
const captcha = { captchaKey: z.string().max(64).default(''), captchaCode: z.string().max(16).default('') };

/** The complexity rule of the password, checked against the account it belongs to. */
function checkPassword(value: { account: string; password: string }, ctx: z.RefinementCtx) {
  for (const problem of passwordProblems(value.password, value.account))
    ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
}

/** POST /console/api/registration: the sign-up form. */
export const registrationBody = z
  .object({ ...registrationFields, password, ...captcha })
  .superRefine(checkPassword);
export type RegistrationBody = z.input<typeof registrationBody>;

/** PUT /console/api/registration: a registrant corrects the organisation's details before (re)submitting. */
export const registrationCorrection = z.object({
  orgName: registrationFields.orgName,
  creditCode: registrationFields.creditCode,
  regionCode: registrationFields.regionCode,
  contactName: registrationFields.contactName,
  mobile: registrationFields.mobile,
  email: registrationFields.email,
});
export type RegistrationCorrection = z.input<typeof registrationCorrection>;

/** DRAFT: registered, licence not yet submitted · SUBMITTED: in review · REJECTED: sent back · APPROVED. */
export const REGISTRATION_STATES = ['DRAFT', 'SUBMITTED', 'REJECTED', 'APPROVED'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const registrationStatus = z.object({
  state: z.enum(REGISTRATION_STATES),
  identity: z.string(),
  account: z.string(),
  orgName: z.string(),
  creditCode: z.string(),
  regionCode: z.string(),
  /** Names from province down to the chosen region, for display. */
  regionNames: z.array(z.string()),
  contactName: z.string(),
  mobile: z.string(),
  email: z.string(),
  licence: z.object({ id: z.string(), name: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  /** The reviewer's reason of the last rejection. */
  reason: z.string().nullable(),
  reviewOffice: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type RegistrationStatus = z.infer<typeof registrationStatus>;

/** Business licence upload: an image or a PDF, at most 10 MB. */
export const LICENCE_MAX_BYTES = 10 * 1024 * 1024;
export const LICENCE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
/**
 * Licence files a registrant may hold, those attached to submitted reviews included. A licence
 * replaced before it was submitted is deleted, so only resubmissions after rejections add up.
 */
export const LICENCE_FILES_MAX = 5;

export const publicRegionQuery = z.object({
  parent: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const publicRegion = z.object({ code: z.string(), name: z.string(), leaf: z.boolean() });
export type PublicRegion = z.infer<typeof publicRegion>;

/** Account recovery (`/sign/forget`): a code by email, 10 minutes, 5 tries. */
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_MAX_TRIES = 5;
export const RESET_CODE_PATTERN = /^\d{6}$/;
export const resetCodeField = z.string().trim().regex(RESET_CODE_PATTERN, { error: 'code' });

export const recoveryCodeBody = z.object({
  account: z.string().trim().min(1, { error: 'account' }).max(64, { error: 'account' }),
  email: registrationFields.email,
  ...captcha,
});
export type RecoveryCodeBody = z.input<typeof recoveryCodeBody>;

export const recoveryResetBody = z
  .object({
    account: z.string().trim().min(1, { error: 'account' }).max(64, { error: 'account' }),
    code: resetCodeField,
    password,
  })
  .superRefine(checkPassword);
export type RecoveryResetBody = z.input<typeof recoveryResetBody>;

/** The outbox of e-mail and SMS messages (administrators read what no provider delivered). */
export const OUTBOX_STATUSES = ['HELD', 'QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
/** How a message travels: e-mail (SMTP) or a text to a mobile number (the SMS gateway). */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export const outboxQuery = pageQuery.extend({
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  to: z.string().trim().max(254).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** An e-mail address or a mobile number, by channel. */
  to: z.string(),
  subject: z.string(),
  /**
   * Withheld once delivered (a reset code that reached its owner is nobody else's business) or
   * expired.
   */
  body: z.string().nullable(),
  purpose: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** After this the message is useless (a reset code that no longer works); null: never. */
  expiresAt: z.string().nullable(),
  /** Past expiresAt: not delivered any more, and its body is withheld (nobody passes on a dead code). */
  expired: z.boolean(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxPage = pageOf(outboxMessage);

export const outboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/console/api/management/outbox',
    summary: 'Outbox of e-mail and SMS, newest first (bodies of delivered messages withheld)',
    query: outboxQuery,
    response: outboxPage,
  }),
};

const REGISTRATION = '/console/api/registration';
export const registrationEndpoints = {
  regions: endpoint({
    method: 'GET',
    path: `${REGISTRATION}/regions`,
    summary: "Regions of the portal's province for the sign-up cascader (children of `parent`)",
    query: publicRegionQuery,
    response: z.array(publicRegion),
  }),
  register: endpoint({
    method: 'POST',
    path: REGISTRATION,
    summary: 'Register an enterprise or institution (captcha required); signs in with a limited session',
    body: registrationBody,
    response: registrationStatus,
  }),
  status: endpoint({
    method: 'GET',
    path: `${REGISTRATION}/status`,
    summary: "The caller's registration: state, reason of a rejection",
    response: registrationStatus,
  }),
  correct: endpoint({
    method: 'PUT',
    path: REGISTRATION,
    summary: 'Correct the registration before submitting or after a rejection',
    body: registrationCorrection,
    response: registrationStatus,
  }),
  licence: endpoint({
    method: 'POST',
    path: `${REGISTRATION}/licence`,
    summary:
      'Upload the business licence (multipart field `file`: JPG, PNG or PDF, at most 10 MB); replaces the last one',
    consumes: ['multipart/form-data'],
    response: registrationStatus,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${REGISTRATION}/submit`,
    summary: 'Confirm and submit for review (again, after a correction)',
    response: registrationStatus,
  }),
};

export const recoveryEndpoints = {
  code: endpoint({
    method: 'POST',
    path: '/console/api/recovery/code',
    summary: 'Send a reset code to the e-mail of the account (same answer whether or not it exists)',
    body: recoveryCodeBody,
    response: z.object({ message: z.string() }),
  }),
  reset: endpoint({
    method: 'POST',
    path: '/console/api/recovery/reset',
    summary: 'Set a new password with the code; ends every session of the account',
    body: recoveryResetBody,
    response: z.object({ reset: z.literal(true) }),
  }),
};
