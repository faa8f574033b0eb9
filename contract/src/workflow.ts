// The workflow engine's vocabulary and the shapes of its inbox calls (DESIGN §7).
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { ORG_TYPES } from './enums.ts';
import { calendarDay, instant, pageOf, pageQuery } from './http.ts';

/** Every action a process may offer; a process picks the ones it allows in each state. */
export const WORKFLOW_ACTIONS = [
  'submit',
  'approve',
  'reject',
  'withdraw',
  'assign',
  'transfer',
  'handle',
  'close',
  'reopen',
  'remind',
  // The green channel's steps (issue 11 §1): decline with a reason, ask for / grant / refuse more
  // time, propose closing, send a proposal back, rate the result.
  'decline',
  'extend',
  'grant',
  'refuse',
  'propose',
  'sendBack',
  'rate',
  // A recipient's steps on what was sent to many (issue 11 §4): a document read, receipted,
  // replied to; a research letter read and answered. They record without moving the instance.
  'read',
  'receipt',
  'reply',
] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The /workflow/* pages; each lists the processes of its group. */
export const WORKFLOW_GROUPS = [
  'enterprise',
  'problem',
  'research',
  'investmentFinancing',
  'researchRecord',
  'training',
  'notification',
  'intermediary',
] as const;
export type WorkflowGroup = (typeof WORKFLOW_GROUPS)[number];

export const WORKFLOW_GROUP_PATHS: Record<WorkflowGroup, string> = {
  enterprise: '/workflow/enterprise/process',
  problem: '/workflow/problem/process',
  research: '/workflow/research/process',
  investmentFinancing: '/workflow/investmentFinancing/process',
  researchRecord: '/workflow/research/record/process',
  training: '/workflow/training/process',
  notification: '/workflow/notification/process',
  intermediary: '/workflow/intermediary/process',
};

export const workflowProcess = z.object({
  key: z.string(),
  title: z.string(),
  group: z.enum(WORKFLOW_GROUPS),
  states: z.array(z.object({ key: z.string(), label: z.string(), open: z.boolean() })),
});
export type WorkflowProcess = z.infer<typeof workflowProcess>;

const orgRef = z.object({ id: z.string(), name: z.string() });

export const workflowInstanceSummary = z.object({
  id: z.string(),
  process: z.string(),
  processTitle: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  title: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  open: z.boolean(),
  assigneeOrg: orgRef.nullable(),
  submitterOrg: orgRef,
  deadline: z.string().nullable(),
  /** Open and past its deadline (the assignee is told once by the overdue sweep). */
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type WorkflowInstanceSummary = z.infer<typeof workflowInstanceSummary>;

export const workflowAttachment = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(255).optional(),
});

export const workflowHistoryEntry = z.object({
  id: z.number().int(),
  action: z.enum(WORKFLOW_ACTIONS),
  actorUser: z.object({ id: z.string(), name: z.string() }).nullable(),
  actorOrg: orgRef.nullable(),
  comment: z.string().nullable(),
  attachments: z.array(workflowAttachment),
  fromState: z.string().nullable(),
  toState: z.string(),
  toStateLabel: z.string(),
  assigneeOrg: orgRef.nullable(),
  at: z.string(),
});
export type WorkflowHistoryEntry = z.infer<typeof workflowHistoryEntry>;

export const workflowAvailableAction = z.object({
  action: z.enum(WORKFLOW_ACTIONS),
  requiresComment: z.boolean(),
  /** Org types the action's target must have (assign/transfer); null when it takes no target. */
  targetTypes: z.array(z.enum(ORG_TYPES)).nullable(),
});
export type WorkflowAvailableAction = z.infer<typeof workflowAvailableAction>;

export const workflowInstanceDetail = z.object({
  instance: workflowInstanceSummary,
  history: z.array(workflowHistoryEntry),
  actions: z.array(workflowAvailableAction),
  subjectLink: z.string().nullable(),
  subjectSummary: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type WorkflowInstanceDetail = z.infer<typeof workflowInstanceDetail>;

export const workflowInboxQuery = pageQuery.extend({
  group: z.enum(WORKFLOW_GROUPS).optional(),
  process: z.string().max(64).optional(),
  state: z.string().max(64).optional(),
  keyword: z.string().trim().max(100).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  /** 'true': only open instances past their deadline. */
  overdue: z.enum(['true']).optional(),
});
export type WorkflowInboxQuery = z.infer<typeof workflowInboxQuery>;

export const workflowInboxPage = pageOf(workflowInstanceSummary);

export const workflowActBody = z.object({
  action: z.enum(WORKFLOW_ACTIONS),
  comment: z.string().trim().max(2000).optional(),
  attachments: z.array(workflowAttachment).max(20).optional(),
  toOrgId: z.uuid().optional(),
  deadline: instant().optional(),
  /** The version the user saw; a stale one answers 409 (someone acted first). */
  version: z.number().int().min(1).optional(),
});
export type WorkflowActBody = z.infer<typeof workflowActBody>;

export const workflowTargetQuery = z.object({
  action: z.enum(['assign', 'transfer']),
  keyword: z.string().trim().max(100).optional(),
});

export const workflowTargetOrg = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORG_TYPES),
  regionCode: z.string().nullable(),
});
export type WorkflowTargetOrg = z.infer<typeof workflowTargetOrg>;

const WORKFLOW = '/console/api/workflow';
const instanceParams = z.object({ id: z.uuid() });
const inboxExport = (box: 'todo' | 'done') =>
  endpoint({
    method: 'GET',
    path: `${WORKFLOW}/${box}/export`,
    summary: `The ${box === 'todo' ? 'to-do' : 'done'} inbox as an Excel workbook (same filters, no paging)`,
    query: workflowInboxQuery.omit({ page: true, size: true }),
    response: null,
  });

export const workflowEndpoints = {
  processes: endpoint({
    method: 'GET',
    path: `${WORKFLOW}/processes`,
    summary: 'Registered processes with their states',
    query: z.object({ group: z.enum(WORKFLOW_GROUPS).optional() }),
    response: z.array(workflowProcess),
  }),
  /** The two inboxes, by box. */
  inbox: {
    todo: endpoint({
      method: 'GET',
      path: `${WORKFLOW}/todo`,
      summary: 'To do: open instances assigned to my organisation',
      query: workflowInboxQuery,
      response: workflowInboxPage,
    }),
    done: endpoint({
      method: 'GET',
      path: `${WORKFLOW}/done`,
      summary: 'Done: instances my organisation acted on',
      query: workflowInboxQuery,
      response: workflowInboxPage,
    }),
  },
  /** Each inbox as an Excel workbook, by box. */
  inboxExport: { todo: inboxExport('todo'), done: inboxExport('done') },
  instance: endpoint({
    method: 'GET',
    path: `${WORKFLOW}/instances/:id`,
    summary: 'One instance: history and the actions the viewer may take',
    params: instanceParams,
    response: workflowInstanceDetail,
  }),
  act: endpoint({
    method: 'POST',
    path: `${WORKFLOW}/instances/:id/actions`,
    summary: 'Take an action (policy checked on the server)',
    params: instanceParams,
    body: workflowActBody,
    response: workflowInstanceDetail,
  }),
  targets: endpoint({
    method: 'GET',
    path: `${WORKFLOW}/instances/:id/targets`,
    summary: 'Organisations the instance may be assigned or transferred to',
    params: instanceParams,
    query: workflowTargetQuery,
    response: z.array(workflowTargetOrg),
  }),
};
