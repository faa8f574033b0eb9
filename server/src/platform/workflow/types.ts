// Public types of the workflow engine (DESIGN §7). Features describe a process as data;
// the engine keeps instances, checks who may act, writes history and sends notices.
import type { Authority, OrgType, WorkflowAction, WorkflowGroup } from '@portal/contract';
import type { Database } from '../../db/client.ts';
import type { WorkflowAttachment } from '../../db/schema/workflow.ts';

export type { WorkflowAction, WorkflowAttachment, WorkflowGroup };

/** Who acts: a signed-in SessionUser fits, and so does a user created moments ago (registration). */
export type WorkflowActor = {
  id: string;
  account: string;
  authorities: readonly Authority[];
  org: { id: string; type: OrgType; level: number | null; regionCode: string | null };
};

export type WorkflowInstance = {
  id: string;
  process: string;
  subjectType: string;
  subjectId: string;
  title: string;
  state: string;
  open: boolean;
  assigneeOrgId: string | null;
  submitterOrgId: string;
  submitterUserId: string | null;
  deadline: Date | null;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

/** Decides on the server whether the actor may take an action on this instance now. */
export type Policy = (p: { actor: WorkflowActor; instance: WorkflowInstance }) => boolean;

/** What an assignee function gets. */
export type AssigneeContext = {
  instance: WorkflowInstance;
  toOrgId?: string;
  /** The step's transaction, for rules that look something up. */
  tx: Database;
  /** Who the default 'reviewer' rule would choose. */
  reviewer: () => Promise<string | null>;
};

/**
 * Where the instance goes after an action:
 * keep · submitter (its org) · target (toOrgId) · reviewer (the last org other than the submitter's
 * that acted or was assigned: a resubmission goes back to whoever rejected it) · assigner (the org
 * that made the last assign: a member unit's handle goes back) · none · or a function.
 */
export type AssigneeRule =
  | 'keep'
  | 'submitter'
  | 'target'
  | 'reviewer'
  | 'assigner'
  | 'none'
  | ((e: AssigneeContext) => string | null | Promise<string | null>);

/** Whose people get an inbox notice: the new assignee org, the submitter org, or the previous assignee. */
export type NoticeRecipient = 'assignee' | 'submitter' | 'previousAssignee';

export type ActionDefinition = {
  /** States in which the action is offered. */
  from: readonly string[];
  /** State after the action; omitted: unchanged (remind, assign within a state…). */
  to?: string;
  who: Policy;
  /** A reason is compulsory (reject by default). */
  requiresComment?: boolean;
  /** The action names a target organisation of these types (assign/transfer by default need one). */
  targetTypes?: readonly OrgType[];
  assignee?: AssigneeRule;
  notify?: readonly NoticeRecipient[];
  /** The action sets the deadline (assign and transfer always may). */
  setsDeadline?: boolean;
  /**
   * Only the feature's own pages take it (they write what the engine does not know: a rating,
   * co-handling units): the inboxes do not offer it and refuse it.
   */
  featureOnly?: boolean;
  /**
   * A recipient's step on a subject sent to many (a document's receipt, a letter's answer): the
   * instance does not move — no state, assignee, deadline or version change, so a thousand
   * recipients acting at once never conflict — and it is featureOnly: the feature's service has
   * checked that the actor is a recipient, which the engine cannot know. History, audit row,
   * effect and notices are written as for any step, in the feature's transaction.
   */
  recipientStep?: boolean;
};

export type TransitionEvent = {
  /** The caller's transaction: effects write with it so everything commits or nothing does. */
  tx: Database;
  instance: WorkflowInstance;
  action: WorkflowAction | 'start';
  fromState: string | null;
  actor: WorkflowActor;
  comment: string | null;
};

export type Effect = (e: TransitionEvent) => Promise<void>;

export type StateDefinition = {
  key: string;
  label: string /** false: terminal, out of every to-do list. */;
  open: boolean;
};

export type ProcessDefinition = {
  key: string;
  title: string;
  group: WorkflowGroup;
  subjectType: string;
  states: readonly StateDefinition[];
  initial: string;
  actions: Partial<Record<WorkflowAction, ActionDefinition>>;
  /** Run inside the transaction after the state change, keyed by action ('start' for creation). */
  effects?: Partial<Record<WorkflowAction | 'start', Effect>>;
  /**
   * Web path of the subject, shown as a link in the detail (e.g. `/company/profile?id=…`); the
   * viewer is passed because the sides of a process may have different pages for one subject.
   */
  subjectLink?: (instance: WorkflowInstance, viewer: WorkflowActor) => string | null;
  /**
   * false: the overdue sweep (overdue.ts) stays silent for this process, whose feature announces
   * its own deadlines (e.g. the green channel's escalation), so nobody is told twice.
   */
  overdueNotice?: false;
  /** A few label/value lines describing the subject for the detail drawer; scope is already checked. */
  subjectSummary?: (db: Database, instance: WorkflowInstance) => Promise<{ label: string; value: string }[]>;
};

export type StartInput = {
  process: string;
  subjectType?: string;
  subjectId: string;
  title: string;
  actor: WorkflowActor;
  /** Defaults to the actor's org. */
  submitterOrgId?: string;
  assigneeOrgId: string | null;
  deadline?: Date | null;
  comment?: string | null;
  attachments?: WorkflowAttachment[];
  /** Client address for the audit row. */
  address?: string | null;
};

export type ActInput = {
  instanceId: string;
  action: WorkflowAction;
  actor: WorkflowActor;
  comment?: string | null;
  attachments?: WorkflowAttachment[];
  toOrgId?: string;
  deadline?: Date | null;
  /** The version the user saw; a different current version answers 409. */
  expectedVersion?: number;
  address?: string | null;
  /** Set by the feature's own service: featureOnly actions are allowed. */
  viaFeature?: boolean;
};

export type AvailableAction = {
  action: WorkflowAction;
  requiresComment: boolean;
  targetTypes: OrgType[] | null;
};
