// Shapes of the notification documents (通知文件, issue 11 §3): a financial office drafts one,
// its reviewer signs it off through the notification/process review, and it goes to offices below,
// member units and enterprises. Each recipient reads it, receipts it and replies when asked; the
// sender follows the completion rate, reminds the missing and exports the replies.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { GRADES } from './enums.ts';
import { calendarDay, pageOf, pageQuery } from './http.ts';
import { RICH_TEXT_HTML_MAX } from './knowledge.ts';

/** 一般 · 紧急 · 特急. */
export const NOTIFICATION_URGENCIES = ['NORMAL', 'URGENT', 'VERY_URGENT'] as const;
export type NotificationUrgency = (typeof NOTIFICATION_URGENCIES)[number];

/** Draft (草稿) · in review (审核中) · returned by the reviewer (已退回) · sent (已下发). */
export const NOTIFICATION_STATUSES = ['DRAFT', 'REVIEWING', 'RETURNED', 'SENT'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** A recipient's way through a document, in order: 未读 → 已读 → 已回执 → 已回复. */
export const RECIPIENT_STATES = ['UNREAD', 'READ', 'RECEIPTED', 'REPLIED'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

/** The kinds of organisation a document may go to (offices below, member units, enterprises). */
export const RECIPIENT_ORG_TYPES = ['FINANCIAL', 'FUNCTIONAL', 'ENTERPRISE'] as const;
export type RecipientOrgType = (typeof RECIPIENT_ORG_TYPES)[number];

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_DOC_NUMBER_MAX = 60;
export const NOTIFICATION_RECIPIENTS_MAX = 500;
export const NOTIFICATION_ATTACHMENTS_MAX = 10;
export const NOTIFICATION_REPLY_MAX = 2000;

const attachment = z.object({ id: z.uuid(), name: z.string().max(255).optional() });
const attachments = z.array(attachment).max(NOTIFICATION_ATTACHMENTS_MAX).default([]);

/** Enterprises chosen by a filter: those of a region (the issuer's subtree) with any of the grades. */
export const enterpriseFilter = z.object({
  regionCode: z
    .string()
    .regex(/^\d{6}$/, { error: '请选择有效的行政区划' })
    .optional(),
  grades: z.array(z.enum(GRADES)).max(GRADES.length).optional(),
});
export type EnterpriseFilter = z.infer<typeof enterpriseFilter>;

export const notificationRecipientsInput = z.object({
  /** Organisations chosen one by one: offices below, member units, enterprises. */
  orgIds: z.array(z.uuid()).max(NOTIFICATION_RECIPIENTS_MAX).default([]),
  /** And/or every enterprise the filter matches, taken when the document is sent. */
  enterpriseFilter: enterpriseFilter.nullable().default(null),
});

export const notificationInput = z
  .object({
    docNumber: z.string().trim().min(1, { error: '请填写文号' }).max(NOTIFICATION_DOC_NUMBER_MAX),
    title: z.string().trim().min(1, { error: '请填写标题' }).max(NOTIFICATION_TITLE_MAX),
    urgency: z.enum(NOTIFICATION_URGENCIES).default('NORMAL'),
    body: z
      .string()
      .max(RICH_TEXT_HTML_MAX)
      .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', { message: '请填写正文' }),
    attachments,
    recipients: notificationRecipientsInput,
    requiresReceipt: z.boolean().default(false),
    requiresReply: z.boolean().default(false),
    /** Last day (China time) to receipt or reply; none: no deadline. */
    deadline: calendarDay.nullable().default(null),
  })
  .refine((n) => n.recipients.orgIds.length > 0 || n.recipients.enterpriseFilter !== null, {
    path: ['recipients'],
    message: '请选择接收单位',
  })
  .refine((n) => n.deadline === null || n.requiresReceipt || n.requiresReply, {
    path: ['deadline'],
    message: '无需回执或回复的通知不设截止日期',
  });
export type NotificationInput = z.input<typeof notificationInput>;

const versioned = z.object({ version: z.number().int().min(1) });
/** An edit carries the version it was made on; a stale one is refused with 409. */
export const notificationUpdate = z.intersection(notificationInput, versioned);
export type NotificationUpdate = z.input<typeof notificationUpdate>;

export const notificationSubmit = versioned;
export const notificationReview = versioned.extend({
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(500).optional(),
});
export type NotificationReview = z.input<typeof notificationReview>;

export const notificationReceipt = z.object({ comment: z.string().trim().max(500).optional() });
export const notificationReply = z.object({
  content: z.string().trim().min(1, { error: '请填写回复内容' }).max(NOTIFICATION_REPLY_MAX),
  attachments,
});
export type NotificationReplyInput = z.input<typeof notificationReply>;

const orgRef = z.object({ id: z.string(), name: z.string() });

/** Progress of a sent document: counts per state, and how many are done or late. */
export const notificationProgress = z.object({
  total: z.number().int(),
  read: z.number().int(),
  receipted: z.number().int(),
  replied: z.number().int(),
  /** Recipients who did all that was asked (read; receipted; replied). */
  completed: z.number().int(),
  /** Whole per cent of completed among all. */
  completionRate: z.number().int(),
  /** Not completed with the deadline passed. */
  overdue: z.number().int(),
});
export type NotificationProgress = z.infer<typeof notificationProgress>;

/** A row of the issuer's list. */
export const sentNotification = z.object({
  id: z.string(),
  docNumber: z.string(),
  title: z.string(),
  urgency: z.enum(NOTIFICATION_URGENCIES),
  status: z.enum(NOTIFICATION_STATUSES),
  requiresReceipt: z.boolean(),
  requiresReply: z.boolean(),
  deadline: z.string().nullable(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  progress: notificationProgress,
});
export type SentNotification = z.infer<typeof sentNotification>;

/** A row of a recipient's list: the document and where this recipient stands. */
export const receivedNotification = z.object({
  id: z.string(),
  docNumber: z.string(),
  title: z.string(),
  urgency: z.enum(NOTIFICATION_URGENCIES),
  issuer: orgRef,
  requiresReceipt: z.boolean(),
  requiresReply: z.boolean(),
  deadline: z.string().nullable(),
  sentAt: z.string(),
  state: z.enum(RECIPIENT_STATES),
  overdue: z.boolean(),
});
export type ReceivedNotification = z.infer<typeof receivedNotification>;

export const notificationRecipient = z.object({
  org: orgRef.extend({ type: z.enum(RECIPIENT_ORG_TYPES) }),
  state: z.enum(RECIPIENT_STATES),
  /** Has done what the document asks. */
  completed: z.boolean(),
  overdue: z.boolean(),
  readAt: z.string().nullable(),
  receiptedAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  reply: z.string().nullable(),
  replyAttachments: z.array(attachment),
});
export type NotificationRecipient = z.infer<typeof notificationRecipient>;

/** What the caller may do with the document now (CODE_STYLE §12). */
export const notificationAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  review: z.boolean(),
  remind: z.boolean(),
  receipt: z.boolean(),
  reply: z.boolean(),
});
export type NotificationAbilities = z.infer<typeof notificationAbilities>;

export const notificationDetail = z.object({
  id: z.string(),
  docNumber: z.string(),
  title: z.string(),
  urgency: z.enum(NOTIFICATION_URGENCIES),
  issuer: orgRef,
  status: z.enum(NOTIFICATION_STATUSES),
  body: z.string(),
  attachments: z.array(attachment),
  requiresReceipt: z.boolean(),
  requiresReply: z.boolean(),
  deadline: z.string().nullable(),
  sentAt: z.string().nullable(),
  version: z.number().int(),
  /** The issuer's view: the chosen recipients and the progress; null for a recipient. */
  sender: z
    .object({
      orgs: z.array(orgRef.extend({ type: z.enum(RECIPIENT_ORG_TYPES) })),
      enterpriseFilter: enterpriseFilter.nullable(),
      progress: notificationProgress,
      /** The review's workflow instance (notification/process), once submitted. */
      workflowId: z.string().nullable(),
    })
    .nullable(),
  /** The recipient's own copy; null for the issuer. */
  mine: notificationRecipient.nullable(),
  abilities: notificationAbilities,
});
export type NotificationDetail = z.infer<typeof notificationDetail>;

/**
 * What is still to do about documents that ask a receipt or a reply: pending — not done yet;
 * overdue — not done with the deadline day passed. (The home cards link to these filters.)
 */
export const NOTIFICATION_TODO_FILTERS = ['pending', 'overdue'] as const;
export type NotificationTodoFilter = (typeof NOTIFICATION_TODO_FILTERS)[number];

const keyword = z.string().trim().max(60).optional();
export const sentNotificationQuery = pageQuery.extend({
  keyword,
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  /** Sent documents some recipients have not receipted or replied to (pending), past the deadline (overdue). */
  todo: z.enum(NOTIFICATION_TODO_FILTERS).optional(),
});
export type SentNotificationQuery = z.input<typeof sentNotificationQuery>;
export const receivedNotificationQuery = pageQuery.extend({
  keyword,
  state: z.enum(RECIPIENT_STATES).optional(),
  /** Documents the caller's organisation has still to receipt or reply to (pending), past the deadline (overdue). */
  todo: z.enum(NOTIFICATION_TODO_FILTERS).optional(),
});
export type ReceivedNotificationQuery = z.input<typeof receivedNotificationQuery>;
export const recipientQuery = pageQuery.extend({
  state: z.enum(RECIPIENT_STATES).optional(),
  /** Only those who have not done what is asked yet. */
  missing: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type RecipientQuery = z.input<typeof recipientQuery>;
export const recipientOptionQuery = z.object({
  type: z.enum(RECIPIENT_ORG_TYPES),
  keyword,
});
export const recipientOption = orgRef.extend({ type: z.enum(RECIPIENT_ORG_TYPES), regionCode: z.string() });
export type RecipientOption = z.infer<typeof recipientOption>;

export const notificationIdParams = z.object({ id: z.uuid() });

const BASE = '/console/api/notifications';

export const notificationEndpoints = {
  sent: endpoint({
    method: 'GET',
    path: `${BASE}/sent`,
    summary: "The documents the caller's office issued, drafts included, with their progress",
    query: sentNotificationQuery,
    response: pageOf(sentNotification),
  }),
  received: endpoint({
    method: 'GET',
    path: `${BASE}/received`,
    summary: "The sent documents addressed to the caller's organisation, with its state",
    query: receivedNotificationQuery,
    response: pageOf(receivedNotification),
  }),
  recipientOptions: endpoint({
    method: 'GET',
    path: `${BASE}/recipient-options`,
    summary: "Organisations of a kind the caller's office may address (its region), by keyword",
    query: recipientOptionQuery,
    response: z.array(recipientOption),
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Draft a document',
    body: notificationInput,
    response: notificationDetail,
  }),
  detail: endpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'One document, for its issuer or one of its recipients',
    params: notificationIdParams,
    response: notificationDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Edit a draft or returned document (409 when the version is stale)',
    params: notificationIdParams,
    response: notificationDetail,
    body: notificationUpdate,
  }),
  submit: endpoint({
    method: 'POST',
    path: `${BASE}/:id/submit`,
    summary: 'Send the draft to review (notification/process)',
    params: notificationIdParams,
    response: notificationDetail,
    body: notificationSubmit,
  }),
  review: endpoint({
    method: 'POST',
    path: `${BASE}/:id/review`,
    summary: 'Approve (the document goes out) or return it with a reason',
    params: notificationIdParams,
    response: notificationDetail,
    body: notificationReview,
  }),
  remind: endpoint({
    method: 'POST',
    path: `${BASE}/:id/remind`,
    summary: 'Remind the recipients who have not done what is asked (once a day)',
    params: notificationIdParams,
    response: notificationDetail,
  }),
  read: endpoint({
    method: 'POST',
    path: `${BASE}/:id/read`,
    summary: 'The recipient opened it',
    params: notificationIdParams,
    response: notificationDetail,
  }),
  receipt: endpoint({
    method: 'POST',
    path: `${BASE}/:id/receipt`,
    summary: 'The recipient confirms receipt',
    params: notificationIdParams,
    response: notificationDetail,
    body: notificationReceipt,
  }),
  reply: endpoint({
    method: 'POST',
    path: `${BASE}/:id/reply`,
    summary: 'The recipient replies (once)',
    params: notificationIdParams,
    response: notificationDetail,
    body: notificationReply,
  }),
  recipients: endpoint({
    method: 'GET',
    path: `${BASE}/:id/recipients`,
    summary: 'The recipients of a sent document with their state (issuer only)',
    params: notificationIdParams,
    query: recipientQuery,
    response: pageOf(notificationRecipient),
  }),
  exportReplies: endpoint({
    method: 'GET',
    path: `${BASE}/:id/replies/export`,
    summary: 'Every recipient with its state and reply as an Excel workbook (issuer only)',
    params: notificationIdParams,
    response: null,
  }),
};
