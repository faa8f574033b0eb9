// Roadshows (路演, issue 12 §3): an office organises an event, invites financing needs and
// investors; enterprises apply to present, investors register; after the event the investors'
// scores and interest are recorded, and each presenting enterprise sees its own.
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { FINANCING_STAGES } from './financing.ts';
import { instant, pageOf, pageQuery } from './http.ts';

/** 申请中 · 已入选 · 未入选. */
export const PROJECT_STATUSES = ['APPLIED', 'ACCEPTED', 'DECLINED'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** 已邀请 · 已报名. */
export const ATTENDEE_STATUSES = ['INVITED', 'REGISTERED'] as const;
export type AttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

const linkField = z
  .string()
  .trim()
  .max(300)
  .regex(/^https?:\/\/\S+$/, { error: '请填写以 http:// 或 https:// 开头的链接' });

export const roadshowInput = z
  .object({
    theme: z.string().trim().min(2, { error: '路演主题至少 2 个字' }).max(60),
    startsAt: instant('请选择路演时间'),
    place: z.string().trim().max(200).default(''),
    link: linkField.or(z.literal('')).default(''),
    /** GB/T 4754 section, or empty for every industry. */
    industry: z
      .string()
      .regex(/^[A-T]$/, { error: '请选择行业门类' })
      .or(z.literal(''))
      .default(''),
    stage: z.enum(FINANCING_STAGES).nullable().default(null),
    description: z.string().trim().max(2000).default(''),
  })
  .refine((r) => r.place !== '' || r.link !== '', { path: ['place'], error: '请填写地点或线上链接' });
export type RoadshowInput = z.input<typeof roadshowInput>;
export const roadshowUpdate = roadshowInput.and(z.object({ version: z.number().int().min(1) }));
export type RoadshowUpdate = z.input<typeof roadshowUpdate>;

export const roadshowSummary = z.object({
  id: z.string(),
  theme: z.string(),
  startsAt: z.string(),
  place: z.string(),
  link: z.string(),
  industry: z.string(),
  stage: z.enum(FINANCING_STAGES).nullable(),
  organiserName: z.string(),
  /** The event has begun: scores may be recorded, applications are over. */
  past: z.boolean(),
  projectCount: z.number().int(),
  investorCount: z.number().int(),
  version: z.number().int(),
});
export type RoadshowSummary = z.infer<typeof roadshowSummary>;

export const roadshowScore = z.object({
  investorOrgId: z.string(),
  investorName: z.string(),
  score: z.number().int(),
  interested: z.boolean(),
  comment: z.string(),
});
export type RoadshowScore = z.infer<typeof roadshowScore>;

export const roadshowProject = z.object({
  id: z.string(),
  roadshowId: z.string(),
  roadshowTheme: z.string(),
  startsAt: z.string(),
  needId: z.string(),
  needTitle: z.string(),
  enterpriseName: z.string(),
  status: z.enum(PROJECT_STATUSES),
  /** The office invited the project (else the enterprise applied). */
  invited: z.boolean(),
  averageScore: z.number().nullable(),
  interestedCount: z.number().int(),
  /** What the caller may see of the scores: the office all, the enterprise its own, an investor its own. */
  scores: z.array(roadshowScore),
});
export type RoadshowProject = z.infer<typeof roadshowProject>;

export const roadshowAttendee = z.object({
  orgId: z.string(),
  name: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
});

export const roadshowDetail = roadshowSummary.extend({
  description: z.string(),
  projects: z.array(roadshowProject),
  investors: z.array(roadshowAttendee),
  abilities: z.object({
    edit: z.boolean(),
    invite: z.boolean(),
    apply: z.boolean(),
    register: z.boolean(),
    score: z.boolean(),
  }),
});
export type RoadshowDetail = z.infer<typeof roadshowDetail>;

export const roadshowListQuery = pageQuery.extend({
  when: z.enum(['upcoming', 'past']).optional(),
  keyword: z.string().trim().max(60).optional(),
});
export type RoadshowListQuery = z.input<typeof roadshowListQuery>;

export const projectAdd = z.object({ needId: z.uuid() });
export const projectDecision = z.object({ status: z.enum(['ACCEPTED', 'DECLINED']) });
/** An office invites an investor by organisation; an investor registers itself (no body field). */
export const attendeeAdd = z.object({ orgId: z.uuid().optional() });
export const scoresInput = z.object({
  scores: z
    .array(
      z.object({
        projectId: z.uuid(),
        score: z.number().int().min(0, { error: '评分为 0–100' }).max(100, { error: '评分为 0–100' }),
        interested: z.boolean(),
        comment: z.string().trim().max(300).default(''),
      }),
    )
    .min(1)
    .max(50),
});
export type ScoresInput = z.input<typeof scoresInput>;

const idParams = z.object({ id: z.uuid() });
const R = '/console/api/roadshows';
export const roadshowEndpoints = {
  list: endpoint({
    method: 'GET',
    path: R,
    summary: 'Roadshows the caller may see (an office: its region; others: those open to them)',
    query: roadshowListQuery,
    response: pageOf(roadshowSummary),
  }),
  read: endpoint({
    method: 'GET',
    path: `${R}/:id`,
    summary: 'One roadshow with its projects, investors and the scores the caller may see',
    params: idParams,
    response: roadshowDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: R,
    summary: 'Organise a roadshow',
    body: roadshowInput,
    response: roadshowDetail,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${R}/:id`,
    summary: 'Change a roadshow (409 when stale)',
    params: idParams,
    body: roadshowUpdate,
    response: roadshowDetail,
  }),
  addProject: endpoint({
    method: 'POST',
    path: `${R}/:id/projects`,
    summary: 'An office invites a published need; an enterprise applies with its own',
    params: idParams,
    body: projectAdd,
    response: roadshowDetail,
  }),
  decideProject: endpoint({
    method: 'PUT',
    path: `${R}/:id/projects/:projectId`,
    summary: "Accept or decline an enterprise's application",
    params: z.object({ id: z.uuid(), projectId: z.uuid() }),
    body: projectDecision,
    response: roadshowDetail,
  }),
  addInvestor: endpoint({
    method: 'POST',
    path: `${R}/:id/investors`,
    summary: 'An office invites an investor; an investor registers itself',
    params: idParams,
    body: attendeeAdd,
    response: roadshowDetail,
  }),
  score: endpoint({
    method: 'PUT',
    path: `${R}/:id/scores`,
    summary: "A registered investor's scores and interest, after the event",
    params: idParams,
    body: scoresInput,
    response: roadshowDetail,
  }),
  myProjects: endpoint({
    method: 'GET',
    path: `${R}/projects/mine`,
    summary: "The enterprise's own roadshow projects with their results",
    query: pageQuery,
    response: pageOf(roadshowProject),
  }),
};
