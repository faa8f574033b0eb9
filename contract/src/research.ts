// Research letters (调研函) and visit records (走访调研记录), issue 11 §2: a financial office asks
// enterprises a questionnaire and collects their replies; its visits to an enterprise are written
// down and reviewed. Both go through the workflow engine (research/process, research/record/process).
import { z } from 'zod';
import { conversionRef } from './conversion.ts';
import { endpoint } from './endpoint.ts';
import { LISTING_STAGES } from './enterprise.ts';
import { GRADES } from './enums.ts';
import { calendarDay, pageOf, pageQuery } from './http.ts';

export const RESEARCH_LETTER_REVIEW = 'research-letter-review';
export const RESEARCH_RECORD_REVIEW = 'research-record-review';

/** 文本, 数字, 单选, 多选, 附件. */
export const QUESTION_KINDS = ['TEXT', 'NUMBER', 'SINGLE', 'MULTIPLE', 'ATTACHMENT'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** 草稿, 审核中, 已退回, 已发送. */
export const LETTER_STATUSES = ['DRAFT', 'IN_REVIEW', 'RETURNED', 'SENT'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** A recipient's state; overdue is read from the deadline, never stored. */
export const REPLY_STATES = ['SENT', 'READ', 'REPLIED', 'OVERDUE'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

/** 现场走访, 座谈会, 电话. */
export const VISIT_FORMS = ['ON_SITE', 'MEETING', 'CALL'] as const;
export type VisitForm = (typeof VISIT_FORMS)[number];

/** 草稿, 审核中, 已退回, 已通过. */
export const RECORD_STATUSES = ['DRAFT', 'IN_REVIEW', 'RETURNED', 'APPROVED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

export const QUESTIONS_MAX = 50;
export const OPTIONS_MAX = 20;
export const CHOSEN_MAX = 500;
export const ANSWER_TEXT_MAX = 2000;

const line = (max: number) => z.string().trim().min(1).max(max);
const fileRef = z.object({ id: z.uuid(), name: z.string().max(200) });
export type FileRef = z.infer<typeof fileRef>;

export const question = z
  .object({
    /** Stable within the letter: answers are keyed by it. */
    key: z.string().regex(/^[a-z0-9]{1,12}$/),
    kind: z.enum(QUESTION_KINDS),
    title: line(200),
    required: z.boolean().default(false),
    options: z.array(line(100)).max(OPTIONS_MAX).default([]),
  })
  .refine((q) => !(q.kind === 'SINGLE' || q.kind === 'MULTIPLE') || q.options.length >= 2, {
    message: '选择题至少需要两个选项',
    path: ['options'],
  });
export type Question = z.infer<typeof question>;

/** Chosen enterprises (organisation ids), or a filter resolved when the letter is sent. */
export const recipientChoice = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('CHOSEN'), orgIds: z.array(z.uuid()).min(1).max(CHOSEN_MAX) }),
  z.object({
    mode: z.literal('FILTER'),
    regionCode: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    grade: z.enum(GRADES).optional(),
    stage: z.enum(LISTING_STAGES).optional(),
  }),
]);
export type RecipientChoice = z.infer<typeof recipientChoice>;

export const letterInput = z.object({
  number: line(60),
  subject: line(200),
  intro: z.string().trim().max(2000).default(''),
  questions: z
    .array(question)
    .min(1)
    .max(QUESTIONS_MAX)
    .refine((qs) => new Set(qs.map((q) => q.key)).size === qs.length, { message: '问题编号重复' }),
  recipients: recipientChoice,
  deadline: calendarDay,
});
export type LetterInput = z.input<typeof letterInput>;
export const letterUpdate = letterInput.extend({ version: z.number().int().min(1) });

/** What the office may do with the letter now (CODE_STYLE §12). */
export const letterAbilities = z.object({
  edit: z.boolean(),
  submit: z.boolean(),
  remind: z.boolean(),
});

export const replyCounts = z.object({
  total: z.number().int(),
  read: z.number().int(),
  replied: z.number().int(),
  overdue: z.number().int(),
});
export type ReplyCounts = z.infer<typeof replyCounts>;

export const letterSummary = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  issuingOrg: z.string(),
  status: z.enum(LETTER_STATUSES),
  deadline: z.string(),
  sentAt: z.string().nullable(),
  updatedAt: z.string(),
  counts: replyCounts,
});
export type LetterSummary = z.infer<typeof letterSummary>;
export const letterPage = pageOf(letterSummary);

export const letterDetail = letterSummary.extend({
  intro: z.string(),
  questions: z.array(question),
  recipients: recipientChoice,
  /** Names of the chosen enterprises, for the form. */
  chosen: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The name of a filter's region, for the page. */
  filterRegionName: z.string().nullable(),
  workflowInstanceId: z.string().nullable(),
  version: z.number().int(),
  abilities: letterAbilities,
});
export type LetterDetail = z.infer<typeof letterDetail>;

/** A sent letter some recipients have not answered; overdue: and its deadline day has passed. */
export const LETTER_REPLY_FILTERS = ['outstanding', 'overdue'] as const;
export type LetterReplyFilter = (typeof LETTER_REPLY_FILTERS)[number];

export const letterQuery = pageQuery.extend({
  keyword: z.string().trim().max(60).optional(),
  status: z.enum(LETTER_STATUSES).optional(),
  /** Sent letters still missing replies (the home card links here). */
  replies: z.enum(LETTER_REPLY_FILTERS).optional(),
  /** own: only the letters the caller's office issued (the offices below it issue the rest). */
  issuer: z.enum(['own']).optional(),
});
export type LetterQuery = z.input<typeof letterQuery>;

/** An enterprise's letters not answered yet: still open for answers (due), or past the deadline. */
export const INBOX_REPLY_FILTERS = ['due', 'overdue'] as const;
export type InboxReplyFilter = (typeof INBOX_REPLY_FILTERS)[number];
export const inboxQuery = pageQuery.extend({ reply: z.enum(INBOX_REPLY_FILTERS).optional() });
export type InboxQuery = z.input<typeof inboxQuery>;

/** An answer: text, a number, a chosen option, options, or files. */
export const answerValue = z.union([
  z.string().max(ANSWER_TEXT_MAX),
  z.number().finite(),
  z.array(z.string().max(100)).max(OPTIONS_MAX),
  z.array(fileRef).max(10),
]);
export const answers = z.record(z.string().regex(/^[a-z0-9]{1,12}$/), answerValue);
export type Answers = z.infer<typeof answers>;

export const replyRow = z.object({
  id: z.string(),
  orgId: z.string(),
  enterprise: z.string(),
  state: z.enum(REPLY_STATES),
  readAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  answers,
});
export type ReplyRow = z.infer<typeof replyRow>;
export const replyPage = pageOf(replyRow);
export const replyQuery = pageQuery.extend({ state: z.enum(REPLY_STATES).optional() });

/** The enterprise's side: the letter and its own answers. */
export const myLetterSummary = z.object({
  id: z.string(),
  number: z.string(),
  subject: z.string(),
  issuingOrg: z.string(),
  deadline: z.string(),
  sentAt: z.string().nullable(),
  state: z.enum(REPLY_STATES),
});
export const myLetterPage = pageOf(myLetterSummary);
export const myLetterDetail = myLetterSummary.extend({
  intro: z.string(),
  questions: z.array(question),
  answers,
  repliedAt: z.string().nullable(),
  draftSavedAt: z.string().nullable(),
  /** Answers can change until submitted and while the deadline has not passed. */
  canAnswer: z.boolean(),
});
export type MyLetterDetail = z.infer<typeof myLetterDetail>;

export const letterIdParams = z.object({ letterId: z.uuid() });
export const remindResult = z.object({ reminded: z.number().int() });

// Visit records.
export const problemFound = z.object({ text: line(500) });
export const recordInput = z.object({
  orgId: z.uuid(),
  visitDate: calendarDay,
  visitors: line(200),
  form: z.enum(VISIT_FORMS),
  participants: z.string().trim().max(500).default(''),
  notes: line(5000),
  problems: z.array(problemFound).max(20).default([]),
  photos: z.array(fileRef).max(20).default([]),
  attachments: z.array(fileRef).max(20).default([]),
  followUpDate: calendarDay.nullable().default(null),
});
export type RecordInput = z.input<typeof recordInput>;
export const recordUpdate = recordInput.extend({ version: z.number().int().min(1) });

export const recordSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  enterprise: z.string(),
  office: z.string(),
  visitDate: z.string(),
  form: z.enum(VISIT_FORMS),
  visitors: z.string(),
  status: z.enum(RECORD_STATUSES),
  followUpDate: z.string().nullable(),
  problemCount: z.number().int(),
});
export type RecordSummary = z.infer<typeof recordSummary>;
export const recordPage = pageOf(recordSummary);
export const recordDetail = recordSummary.extend({
  participants: z.string(),
  notes: z.string(),
  problems: z.array(problemFound),
  photos: z.array(fileRef),
  attachments: z.array(fileRef),
  workflowInstanceId: z.string().nullable(),
  version: z.number().int(),
  abilities: z.object({ edit: z.boolean(), submit: z.boolean() }),
  /** The enterprise has the green channel: its problems found may be converted (offices). */
  greenChannel: z.boolean(),
  /** Problems found already converted into green-channel problems. */
  conversions: z.array(conversionRef),
});
export type RecordDetail = z.infer<typeof recordDetail>;
export const recordQuery = pageQuery.extend({
  keyword: z.string().trim().max(60).optional(),
  status: z.enum(RECORD_STATUSES).optional(),
  form: z.enum(VISIT_FORMS).optional(),
});
export const recordIdParams = z.object({ recordId: z.uuid() });

const LETTERS = '/console/api/research/letters';
const INBOX = '/console/api/research/inbox';
const RECORDS = '/console/api/research/records';
export const researchEndpoints = {
  letters: endpoint({
    method: 'GET',
    path: LETTERS,
    summary: "Research letters of the office's region, paged",
    query: letterQuery,
    response: letterPage,
  }),
  letter: endpoint({
    method: 'GET',
    path: `${LETTERS}/:letterId`,
    summary: 'One research letter with its questionnaire and reply counts',
    params: letterIdParams,
    response: letterDetail,
  }),
  createLetter: endpoint({
    method: 'POST',
    path: LETTERS,
    summary: 'Draft a research letter',
    body: letterInput,
    response: letterDetail,
  }),
  updateLetter: endpoint({
    method: 'PUT',
    path: `${LETTERS}/:letterId`,
    summary: 'Edit a draft or returned letter (409 when the version is stale)',
    params: letterIdParams,
    body: letterUpdate,
    response: letterDetail,
  }),
  submitLetter: endpoint({
    method: 'POST',
    path: `${LETTERS}/:letterId/submit`,
    summary: 'Submit the letter for review (research/process); approval sends it',
    params: letterIdParams,
    response: letterDetail,
  }),
  replies: endpoint({
    method: 'GET',
    path: `${LETTERS}/:letterId/replies`,
    summary: 'Recipients of a sent letter with their state and answers, paged',
    params: letterIdParams,
    query: replyQuery,
    response: replyPage,
  }),
  exportReplies: endpoint({
    method: 'GET',
    path: `${LETTERS}/:letterId/replies/export`,
    summary: 'The replies side by side as an Excel workbook',
    params: letterIdParams,
    response: null,
  }),
  remind: endpoint({
    method: 'POST',
    path: `${LETTERS}/:letterId/remind`,
    summary: 'Remind the recipients that have not replied (once a day)',
    params: letterIdParams,
    response: remindResult,
  }),
  inbox: endpoint({
    method: 'GET',
    path: INBOX,
    summary: "The enterprise's research letters, paged",
    query: inboxQuery,
    response: myLetterPage,
  }),
  inboxLetter: endpoint({
    method: 'GET',
    path: `${INBOX}/:letterId`,
    summary: 'One research letter for the enterprise (marks it read)',
    params: letterIdParams,
    response: myLetterDetail,
  }),
  saveAnswers: endpoint({
    method: 'PUT',
    path: `${INBOX}/:letterId/answers`,
    summary: 'Save the answers as a draft',
    params: letterIdParams,
    body: z.object({ answers }),
    response: myLetterDetail,
  }),
  submitAnswers: endpoint({
    method: 'POST',
    path: `${INBOX}/:letterId/answers`,
    summary: 'Submit the answers (every required question answered)',
    params: letterIdParams,
    body: z.object({ answers }),
    response: myLetterDetail,
  }),
  records: endpoint({
    method: 'GET',
    path: RECORDS,
    summary: 'Visit records: an office its region, an enterprise the approved ones about itself',
    query: recordQuery,
    response: recordPage,
  }),
  record: endpoint({
    method: 'GET',
    path: `${RECORDS}/:recordId`,
    summary: 'One visit record',
    params: recordIdParams,
    response: recordDetail,
  }),
  createRecord: endpoint({
    method: 'POST',
    path: RECORDS,
    summary: 'Write a visit record (draft)',
    body: recordInput,
    response: recordDetail,
  }),
  updateRecord: endpoint({
    method: 'PUT',
    path: `${RECORDS}/:recordId`,
    summary: 'Edit a draft or returned visit record (409 when the version is stale)',
    params: recordIdParams,
    body: recordUpdate,
    response: recordDetail,
  }),
  submitRecord: endpoint({
    method: 'POST',
    path: `${RECORDS}/:recordId/submit`,
    summary: 'Submit the visit record for review (research/record/process)',
    params: recordIdParams,
    response: recordDetail,
  }),
};
