// Shapes of training (培训活动) and enrolment (报名), issue 12 §1: an office publishes a training to
// an audience; enterprises and the other audiences enrol people (one seat each), wait when it is
// full, are reviewed through training/process when the training asks for it, sign in on the day
// and leave feedback. The listed college (上市学院) shows the published ones.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { LISTING_STAGES } from './enterprise.ts';
import { GRADES, ORG_TYPES } from './enums.ts';
import { instant, pageOf, pageQuery } from './http.ts';
import { RICH_TEXT_HTML_MAX } from './knowledge.ts';
import { MOBILE_PATTERN } from './profile.ts';

export const TRAINING_MODES = ['ONSITE', 'ONLINE'] as const;
export type TrainingMode = (typeof TRAINING_MODES)[number];
/** DRAFT: only its offices see it; PUBLISHED: open to its audience and on the portal; CANCELLED. */
export const TRAINING_STATUSES = ['DRAFT', 'PUBLISHED', 'CANCELLED'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];
/** Co-organisers' kinds: exchanges, brokers, law and accounting firms, others. */
export const CO_ORGANISER_KINDS = ['EXCHANGE', 'BROKER', 'LAW_FIRM', 'ACCOUNTING_FIRM', 'OTHER'] as const;
export type CoOrganiserKind = (typeof CO_ORGANISER_KINDS)[number];
/**
 * PENDING and APPROVED hold a seat; WAITLISTED waits for one (first come, first moved up);
 * REFUSED and CANCELLED free theirs.
 */
export const ENROLMENT_STATUSES = ['PENDING', 'APPROVED', 'WAITLISTED', 'REFUSED', 'CANCELLED'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** Org types a training may name as its audience: everyone but the financial offices. */
export const AUDIENCE_TYPES = ORG_TYPES.filter((t) => t !== 'FINANCIAL');

export const TRAINING_TITLE_MAX = 100;
export const TRAINING_CAPACITY_MAX = 2000;
/** People one enrolment call may put down at once. */
export const ENROL_PEOPLE_MAX = 10;
export const ENROLMENT_REVIEW_TITLE = '培训报名审核';

const text = (max: number) => z.string().trim().max(max);
const requiredText = (max: number, error: string) => z.string().trim().min(1, { error }).max(max);

export const trainingMaterial = z.object({
  fileId: z.uuid(),
  name: text(200),
  /** Shown on the portal's college once the training is published; else for its audience only. */
  public: z.boolean().default(false),
});
export type TrainingMaterial = z.output<typeof trainingMaterial>;

export const trainingAudience = z.object({
  grades: z.array(z.enum(GRADES)).max(GRADES.length).default([]),
  stages: z.array(z.enum(LISTING_STAGES)).max(LISTING_STAGES.length).default([]),
  /** Region codes in the office's own region; empty: the office's whole region. */
  regions: z
    .array(z.string().regex(/^\d{6}$/, { error: '地区代码应为 6 位数字' }))
    .max(50)
    .default([]),
  /** Org types; empty: every audience type. */
  types: z.array(z.enum(AUDIENCE_TYPES)).max(AUDIENCE_TYPES.length).default([]),
});
export type TrainingAudience = z.output<typeof trainingAudience>;

const trainingFields = z.object({
  title: requiredText(TRAINING_TITLE_MAX, '请填写培训名称'),
  organiser: requiredText(100, '请填写主办单位'),
  coOrganisers: z
    .array(z.object({ kind: z.enum(CO_ORGANISER_KINDS), name: requiredText(100, '请填写协办单位名称') }))
    .max(10)
    .default([]),
  audience: trainingAudience.default({ grades: [], stages: [], regions: [], types: [] }),
  mode: z.enum(TRAINING_MODES),
  place: text(200).default(''),
  link: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: '请填写 http(s) 开头的链接' })])
    .default(''),
  startsAt: instant('请填写开始时间'),
  endsAt: instant('请填写结束时间'),
  capacity: z.coerce.number().int().min(1).max(TRAINING_CAPACITY_MAX),
  enrolFrom: instant('请填写报名开始时间'),
  enrolUntil: instant('请填写报名截止时间'),
  /** Rich text: sanitised on the way in and out. */
  content: z.string().max(RICH_TEXT_HTML_MAX).default(''),
  materials: z.array(trainingMaterial).max(20).default([]),
  needsReview: z.boolean().default(false),
  /** Publishes the training now (a published one stays published). */
  publish: z.boolean().default(false),
});

function checkTimes(v: z.output<typeof trainingFields>, ctx: z.RefinementCtx): void {
  if (Date.parse(v.endsAt) <= Date.parse(v.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: '结束时间应晚于开始时间' });
  if (Date.parse(v.enrolUntil) <= Date.parse(v.enrolFrom))
    ctx.addIssue({ code: 'custom', path: ['enrolUntil'], message: '报名截止时间应晚于报名开始时间' });
  if (Date.parse(v.enrolUntil) > Date.parse(v.endsAt))
    ctx.addIssue({ code: 'custom', path: ['enrolUntil'], message: '报名截止时间不能晚于培训结束时间' });
  if (v.mode === 'ONSITE' && !v.place)
    ctx.addIssue({ code: 'custom', path: ['place'], message: '现场培训请填写地点' });
  if (v.mode === 'ONLINE' && !v.link)
    ctx.addIssue({ code: 'custom', path: ['link'], message: '线上培训请填写链接' });
}

export const trainingInput = trainingFields.superRefine(checkTimes);
export type TrainingInput = z.input<typeof trainingInput>;
/** An edit carries the version it was made on; a stale one is refused with 409. */
export const trainingUpdate = trainingFields
  .extend({ version: z.number().int().min(1) })
  .superRefine(checkTimes);
export type TrainingUpdate = z.input<typeof trainingUpdate>;

const seats = z.object({ capacity: z.number().int(), taken: z.number().int(), waiting: z.number().int() });

export const trainingSummary = z.object({
  id: z.string(),
  title: z.string(),
  organiser: z.string(),
  mode: z.enum(TRAINING_MODES),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  enrolFrom: z.string(),
  enrolUntil: z.string(),
  status: z.enum(TRAINING_STATUSES),
  needsReview: z.boolean(),
  seats,
});
export type TrainingSummary = z.infer<typeof trainingSummary>;

/** What an office sees and edits. */
export const trainingDetail = trainingSummary.extend({
  coOrganisers: z.array(z.object({ kind: z.enum(CO_ORGANISER_KINDS), name: z.string() })),
  audience: z.object({
    grades: z.array(z.enum(GRADES)),
    stages: z.array(z.enum(LISTING_STAGES)),
    regions: z.array(z.string()),
    /** The regions' names, in the same order. */
    regionNames: z.array(z.string()),
    types: z.array(z.enum(AUDIENCE_TYPES)),
  }),
  link: z.string(),
  content: z.string(),
  materials: z.array(z.object({ fileId: z.string(), name: z.string(), public: z.boolean() })),
  /** The code attendees type in on the day (offices only). */
  signInCode: z.string().nullable(),
  organiserOrg: z.string(),
  version: z.number().int(),
  attended: z.number().int(),
  feedback: z.object({ count: z.number().int(), averageRating: z.number().nullable() }),
});
export type TrainingDetail = z.infer<typeof trainingDetail>;

export const enrolmentPerson = z.object({
  name: requiredText(50, '请填写姓名'),
  mobile: z.string().trim().regex(MOBILE_PATTERN, { error: '请填写正确的手机号码' }),
  position: text(50).default(''),
});
export type EnrolmentPerson = z.input<typeof enrolmentPerson>;

export const enrolment = z.object({
  id: z.string(),
  trainingId: z.string(),
  trainingTitle: z.string(),
  startsAt: z.string(),
  orgName: z.string(),
  name: z.string(),
  mobile: z.string(),
  position: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  /** Place on the waiting list (1 = next), while waiting. */
  waitingPosition: z.number().int().nullable(),
  attendedAt: z.string().nullable(),
  feedback: z.object({ rating: z.number().int(), comment: z.string() }).nullable(),
  /** The review's workflow instance, when the training asks for review. */
  workflowInstanceId: z.string().nullable(),
  createdAt: z.string(),
  abilities: z.object({ cancel: z.boolean(), signIn: z.boolean(), feedback: z.boolean() }),
});
export type Enrolment = z.infer<typeof enrolment>;
export const enrolmentPage = pageOf(enrolment);

/** A training as its audience sees it: no sign-in code, only its org's own enrolments. */
export const openTraining = trainingSummary.extend({
  coOrganisers: trainingDetail.shape.coOrganisers,
  link: z.string(),
  content: z.string(),
  materials: trainingDetail.shape.materials,
  enrolOpen: z.boolean(),
  mine: z.array(enrolment),
});
export type OpenTraining = z.infer<typeof openTraining>;

/** The portal's college: published trainings with their public materials only. */
export const collegeTraining = trainingSummary.omit({ seats: true, needsReview: true }).extend({
  content: z.string(),
  materials: z.array(z.object({ fileId: z.string(), name: z.string() })),
  past: z.boolean(),
});
export type CollegeTraining = z.infer<typeof collegeTraining>;

const boolText = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const trainingQuery = pageQuery.extend({
  keyword: text(60).optional(),
  status: z.enum(TRAINING_STATUSES).optional(),
  mode: z.enum(TRAINING_MODES).optional(),
  /** Only those still to come (true) or already over (false). */
  upcoming: boolText,
});
export type TrainingQuery = z.input<typeof trainingQuery>;
export type TrainingFilter = z.output<typeof trainingQuery>;
/** The audience's list: no status (it sees published ones), and its own enrolments as a filter. */
export const openTrainingQuery = trainingQuery.omit({ status: true }).extend({
  /** Only those the caller's organisation has someone enrolled in (seated or waiting): true. */
  enrolled: boolText,
});
export type OpenTrainingQuery = z.input<typeof openTrainingQuery>;
export type OpenTrainingFilter = z.output<typeof openTrainingQuery>;

export const enrolmentQuery = pageQuery.extend({
  trainingId: z.uuid().optional(),
  status: z.enum(ENROLMENT_STATUSES).optional(),
  /** Name, mobile or organisation contains. */
  keyword: text(60).optional(),
  attended: boolText,
});
export type EnrolmentQuery = z.input<typeof enrolmentQuery>;
export type EnrolmentFilter = z.output<typeof enrolmentQuery>;
export const enrolmentExportQuery = enrolmentQuery.omit({ page: true, size: true });

export const enrolBody = z.object({ people: z.array(enrolmentPerson).min(1).max(ENROL_PEOPLE_MAX) });
export const attendanceBody = z.object({
  enrolmentIds: z.array(z.uuid()).min(1).max(500),
  attended: z.boolean(),
});
export const signInBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: '签到码为 6 位数字' }),
  enrolmentIds: z
    .array(z.uuid())
    .min(1)
    .max(ENROL_PEOPLE_MAX * 5),
});
export const feedbackBody = z.object({
  rating: z.number().int().min(1).max(5),
  comment: text(500).default(''),
});

const trainingIdParams = z.object({ trainingId: z.uuid() });
const enrolmentIdParams = z.object({ enrolmentId: z.uuid() });

const OFFICE = '/console/api/training/trainings';
const ENROLMENTS = '/console/api/training/enrolments';
const OPEN = '/console/api/training/open';
const MINE = '/console/api/training/my-enrolments';
const COLLEGE = '/console/api/portal/trainings';

export const trainingEndpoints = {
  list: endpoint({
    method: 'GET',
    path: OFFICE,
    summary: "The office's trainings (its region), filtered and paged",
    query: trainingQuery,
    response: pageOf(trainingSummary),
  }),
  detail: endpoint({
    method: 'GET',
    path: `${OFFICE}/:trainingId`,
    summary: 'One training of the office, with seats, attendance and feedback',
    params: trainingIdParams,
    response: trainingDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: OFFICE,
    summary: 'Create a training (a draft, or published at once)',
    body: trainingInput,
    response: trainingDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${OFFICE}/:trainingId`,
    summary: 'Edit a training (409 on a stale version; capacity not below the seats taken)',
    params: trainingIdParams,
    body: trainingUpdate,
    response: trainingDetail,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${OFFICE}/:trainingId/cancel`,
    summary: 'Cancel a training; every enrolee with a seat or waiting is told',
    params: trainingIdParams,
    response: trainingDetail,
  }),
  attendance: endpoint({
    method: 'PUT',
    path: `${OFFICE}/:trainingId/attendance`,
    summary: 'Mark enrolees present or absent by list',
    params: trainingIdParams,
    body: attendanceBody,
    response: z.object({ updated: z.number().int() }),
  }),
  enrolments: endpoint({
    method: 'GET',
    path: ENROLMENTS,
    summary: "Enrolments of the office's trainings, filtered and paged",
    query: enrolmentQuery,
    response: enrolmentPage,
  }),
  enrolment: endpoint({
    method: 'GET',
    path: `${ENROLMENTS}/:enrolmentId`,
    summary: "One enrolment of the office's trainings",
    params: enrolmentIdParams,
    response: enrolment,
  }),
  exportEnrolments: endpoint({
    method: 'GET',
    path: `${ENROLMENTS}/export`,
    summary: 'Enrolments and attendance as an Excel workbook (two sheets)',
    query: enrolmentExportQuery,
    response: null,
  }),
  open: endpoint({
    method: 'GET',
    path: OPEN,
    summary: 'Published trainings open to the caller (its type, region, grade and stage)',
    query: openTrainingQuery,
    response: pageOf(trainingSummary.extend({ enrolOpen: z.boolean(), mine: z.number().int() })),
  }),
  openDetail: endpoint({
    method: 'GET',
    path: `${OPEN}/:trainingId`,
    summary: 'One training open to the caller, with its own enrolments',
    params: trainingIdParams,
    response: openTraining,
  }),
  enrol: endpoint({
    method: 'POST',
    path: `${OPEN}/:trainingId/enrolments`,
    summary: 'Enrol people: each takes a free seat or waits on the list',
    params: trainingIdParams,
    body: enrolBody,
    response: z.array(enrolment),
  }),
  signIn: endpoint({
    method: 'POST',
    path: `${OPEN}/:trainingId/sign-in`,
    summary: "Sign the caller's enrolees in on the day with the training's code",
    params: trainingIdParams,
    body: signInBody,
    response: z.array(enrolment),
  }),
  mine: endpoint({
    method: 'GET',
    path: MINE,
    summary: "The caller's organisation's enrolments",
    query: enrolmentQuery,
    response: enrolmentPage,
  }),
  cancelEnrolment: endpoint({
    method: 'POST',
    path: `${MINE}/:enrolmentId/cancel`,
    summary: 'Cancel an enrolment; the freed seat goes to the first on the waiting list',
    params: enrolmentIdParams,
    response: enrolment,
  }),
  feedback: endpoint({
    method: 'POST',
    path: `${MINE}/:enrolmentId/feedback`,
    summary: 'The short feedback survey of an attended training (once)',
    params: enrolmentIdParams,
    body: feedbackBody,
    response: enrolment,
  }),
  college: endpoint({
    method: 'GET',
    path: COLLEGE,
    summary: 'Published trainings for the listed college, newest first',
    query: pageQuery.extend({ past: boolText }),
    response: pageOf(collegeTraining),
  }),
  collegeDetail: endpoint({
    method: 'GET',
    path: `${COLLEGE}/:trainingId`,
    summary: 'One published training with its public materials',
    params: trainingIdParams,
    response: collegeTraining,
  }),
};
