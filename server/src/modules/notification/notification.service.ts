// Notification documents: the issuing office drafts, submits, reviews (through the engine), follows
// and reminds; a recipient reads, receipts and replies. A document is seen by its issuing office
// and, once sent, by its recipients; anyone else gets 404. Every change and its audit row commit
// together.
import { changesNothing, type Page } from '@portal/contract';
import type {
  NotificationAbilities,
  NotificationDetail,
  NotificationProgress,
  NotificationRecipient,
  notificationInput,
  notificationReceipt,
  notificationReply,
  notificationReview,
  ReceivedNotification,
  RecipientOption,
  RecipientOrgType,
  receivedNotificationQuery,
  recipientQuery,
  SentNotification,
  sentNotificationQuery,
} from '@portal/contract/notification';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { renderRichText, sanitizeRichText } from '../../platform/html/sanitize.ts';
import { checkWordLimit } from '../../platform/html/word-limit.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { NOTIFICATION_REVIEW } from './notification.process.ts';
import * as repo from './notification.repository.ts';

export type NotificationService = ReturnType<typeof createNotifications>;
type Row = repo.NotificationRow;

const MISSING = '通知不存在或无权查看';
const STALE = '通知已被他人修改，请刷新后重试';
export const FILE_OWNER = 'notification';
export const REPLY_FILE_OWNER = 'notification_reply';

/** Whole per cent, rounded down: 1 of 3 is 33 %, and only all of them is 100 %. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((part * 100) / whole));

export function isCompleted(n: Row, state: repo.RecipientRow['state']): boolean {
  if (n.requiresReply) return state === 'REPLIED';
  if (n.requiresReceipt) return state === 'RECEIPTED' || state === 'REPLIED';
  return state !== 'UNREAD';
}

/** Past the last day (China time) with something still to do. */
const pastDeadline = (n: Row, today: string) => n.deadline !== null && n.deadline < today;

function progressOf(n: Row, today: string): NotificationProgress {
  const completed = n.requiresReply ? n.repliedCount : n.requiresReceipt ? n.receiptedCount : n.readCount;
  return {
    total: n.recipientCount,
    read: n.readCount,
    receipted: n.receiptedCount,
    replied: n.repliedCount,
    completed,
    completionRate: percent(completed, n.recipientCount),
    overdue: pastDeadline(n, today) ? n.recipientCount - completed : 0,
  };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

function recipientOf(n: Row, r: repo.RecipientRow, orgName: string, today: string): NotificationRecipient {
  const completed = isCompleted(n, r.state);
  return {
    org: { id: r.orgId, name: orgName, type: r.orgType },
    state: r.state,
    completed,
    overdue: !completed && pastDeadline(n, today),
    readAt: iso(r.readAt),
    receiptedAt: iso(r.receiptedAt),
    repliedAt: iso(r.repliedAt),
    reply: r.reply,
    replyAttachments: r.replyAttachments,
  };
}

export function createNotifications(ctx: AppContext) {
  const { db, clock, audit, workflow, files } = ctx;
  const today = () => chinaDay(clock());
  const issuerOf = (caller: Caller) => ({ orgId: caller.org.id, scope: caller.org.regionCode });
  const record = (
    tx: Database,
    caller: Caller,
    action: string,
    n: Row,
    detail: Record<string, unknown> = {},
  ) =>
    audit.by(
      caller,
      { action, objectType: 'notification', objectId: n.id, detail: { docNumber: n.docNumber, ...detail } },
      tx,
    );

  /** The document as the caller may see it: its office's own, or a sent one addressed to it. */
  async function visible(caller: Caller, id: string, executor: Database = db) {
    const found = await repo.findNotification(executor, id);
    if (!found) throw new NotFoundError(MISSING);
    if (found.notification.issuerOrgId === caller.org.id) return { ...found, mine: null };
    const mine =
      found.notification.status === 'SENT'
        ? await repo.findRecipient(executor, id, caller.org.id)
        : undefined;
    if (!mine) throw new NotFoundError(MISSING);
    return { ...found, mine };
  }

  /** The caller's office's own document, locked: anyone else's is not found. */
  async function own(tx: Database, caller: Caller, id: string, version?: number) {
    const row = await repo.lockOwn(tx, id, caller.org.id);
    if (!row) throw new NotFoundError(MISSING);
    if (version !== undefined && row.version !== version) throw new ConflictError(STALE);
    return row;
  }

  async function detailOf(caller: Caller, id: string, executor: Database = db): Promise<NotificationDetail> {
    const { notification: n, issuerName, mine } = await visible(caller, id, executor);
    const day = today();
    const readOnly = changesNothing(caller.user);
    const isIssuer = mine === null;
    const instance = isIssuer ? await repo.reviewInstance(executor, n.id) : undefined;
    const abilities: NotificationAbilities = {
      edit: isIssuer && !readOnly && (n.status === 'DRAFT' || n.status === 'RETURNED'),
      submit: isIssuer && !readOnly && (n.status === 'DRAFT' || n.status === 'RETURNED'),
      review: isIssuer && !readOnly && n.status === 'REVIEWING',
      remind: isIssuer && !readOnly && n.status === 'SENT' && progressOf(n, day).completed < n.recipientCount,
      receipt: !!mine && !readOnly && n.requiresReceipt && (mine.state === 'UNREAD' || mine.state === 'READ'),
      reply: !!mine && !readOnly && n.requiresReply && mine.state !== 'REPLIED',
    };
    const chosen = isIssuer ? await repo.orgNames(executor, n.recipientOrgIds) : [];
    return {
      id: n.id,
      docNumber: n.docNumber,
      title: n.title,
      urgency: n.urgency,
      issuer: { id: n.issuerOrgId, name: issuerName },
      status: n.status,
      body: renderRichText(n.body),
      attachments: n.attachments,
      requiresReceipt: n.requiresReceipt,
      requiresReply: n.requiresReply,
      deadline: n.deadline,
      sentAt: iso(n.sentAt),
      version: n.version,
      sender: isIssuer
        ? {
            orgs: chosen.map((o) => ({ id: o.id, name: o.name, type: o.type as RecipientOrgType })),
            enterpriseFilter: n.enterpriseFilter,
            progress: progressOf(n, day),
            workflowId: instance?.id ?? null,
          }
        : null,
      mine: mine ? recipientOf(n, mine, caller.org.name, day) : null,
      abilities,
    };
  }

  /** Attachments are the caller's own uploads, or files the document already had. */
  async function attachmentsOf(
    tx: Database,
    caller: Caller,
    wanted: readonly { id: string }[],
    kept: Row['attachments'] = [],
    path = 'attachments',
  ) {
    const ids = [...new Set(wanted.map((a) => a.id))];
    const keptById = new Map(kept.map((a) => [a.id, a]));
    const uploads = await repo.ownUploads(
      tx,
      ids.filter((id) => !keptById.has(id)),
      caller.user.id,
    );
    const found = [...ids.filter((id) => keptById.has(id)).map((id) => keptById.get(id)!), ...uploads];
    if (found.length !== ids.length)
      throw new ValidationError([{ path, message: '附件不存在或不是您上传的文件' }]);
    return found.map((f) => ({ id: f.id, name: f.name ?? undefined }));
  }

  async function valuesOf(
    tx: Database,
    caller: Caller,
    input: z.output<typeof notificationInput>,
    kept?: Row['attachments'],
  ): Promise<repo.NotificationValues> {
    const body = sanitizeRichText(input.body);
    checkWordLimit(body, { path: 'body', label: '正文' });
    if (input.deadline !== null && input.deadline < today())
      throw new ValidationError([{ path: 'deadline', message: '截止日期不能早于今天' }]);
    const ids = [...new Set(input.recipients.orgIds)];
    const allowed = await repo.addressableOrgs(tx, issuerOf(caller), ids);
    if (allowed.length !== ids.length)
      throw new ValidationError([
        { path: 'recipients.orgIds', message: '所选接收单位不在本单位可下发的范围内' },
      ]);
    const filter = input.recipients.enterpriseFilter;
    if (filter?.regionCode && !inRegionScope(filter.regionCode, caller.org.regionCode))
      throw new ValidationError([
        { path: 'recipients.enterpriseFilter.regionCode', message: '所选地区不在本单位辖区内' },
      ]);
    return {
      docNumber: input.docNumber,
      title: input.title,
      urgency: input.urgency,
      body,
      attachments: await attachmentsOf(tx, caller, input.attachments, kept),
      recipientOrgIds: ids,
      enterpriseFilter: filter,
      requiresReceipt: input.requiresReceipt,
      requiresReply: input.requiresReply,
      deadline: input.deadline,
    };
  }

  const useFiles = (tx: Database, id: string, attachments: readonly { id: string }[]) =>
    files.use(
      { type: FILE_OWNER, id },
      attachments.map((a) => a.id),
      tx,
    );

  /**
   * A recipient's step on its own row: locked, moved forward and counted, then recorded as the
   * engine's recipient step on the document's instance (history, audit row, the issuer told).
   */
  async function recipientStep(
    caller: Caller,
    id: string,
    step: (tx: Database, n: Row, mine: repo.RecipientRow, now: Date) => Promise<repo.RecipientRow | null>,
  ): Promise<NotificationDetail> {
    return db.transaction(async (tx) => {
      const { notification: n, mine: seen } = await visible(caller, id, tx);
      if (!seen) throw new NotFoundError(MISSING);
      const mine = await repo.lockRecipient(tx, n.id, caller.org.id);
      if (!mine) throw new NotFoundError(MISSING);
      await step(tx, n, mine, clock());
      return detailOf(caller, id, tx);
    });
  }

  /** The issuer's notice of a receipt or a reply, linking to the document (the step's own). */
  async function tellIssuer(tx: Database, caller: Caller, n: Row, what: string) {
    await ctx.notices.send(
      await repo.peopleOf(tx, n.issuerOrgId),
      {
        title: `【通知${what}】${n.title}`,
        content: `${caller.org.name}已${what}通知（${n.docNumber}）。`,
        category: '通知文件',
        link: `/notification/detail?id=${n.id}`,
      },
      tx,
    );
  }

  return {
    detail: (caller: Caller, id: string) => detailOf(caller, id),

    async listSent(
      caller: Caller,
      query: z.output<typeof sentNotificationQuery>,
    ): Promise<Page<SentNotification>> {
      const day = today();
      const { total, items } = await repo.listSent(
        db,
        caller.org.id,
        query,
        day,
        query.size,
        offsetOf(query),
      );
      return toPage(
        items.map((n) => ({
          id: n.id,
          docNumber: n.docNumber,
          title: n.title,
          urgency: n.urgency,
          status: n.status,
          requiresReceipt: n.requiresReceipt,
          requiresReply: n.requiresReply,
          deadline: n.deadline,
          sentAt: iso(n.sentAt),
          updatedAt: n.updatedAt.toISOString(),
          progress: progressOf(n, day),
        })),
        total,
        query,
      );
    },

    async listReceived(
      caller: Caller,
      query: z.output<typeof receivedNotificationQuery>,
    ): Promise<Page<ReceivedNotification>> {
      const day = today();
      const { total, items } = await repo.listReceived(
        db,
        caller.org.id,
        query,
        day,
        query.size,
        offsetOf(query),
      );
      return toPage(
        items.map(({ recipient: r, notification: n, issuerName }) => ({
          id: n.id,
          docNumber: n.docNumber,
          title: n.title,
          urgency: n.urgency,
          issuer: { id: n.issuerOrgId, name: issuerName },
          requiresReceipt: n.requiresReceipt,
          requiresReply: n.requiresReply,
          deadline: n.deadline,
          sentAt: r.sentAt.toISOString(),
          state: r.state,
          overdue: !isCompleted(n, r.state) && pastDeadline(n, day),
        })),
        total,
        query,
      );
    },

    async recipientOptions(
      caller: Caller,
      type: RecipientOrgType,
      keyword?: string,
    ): Promise<RecipientOption[]> {
      const rows = await repo.recipientOptions(db, issuerOf(caller), type, keyword);
      return rows.map((r) => ({ id: r.id, name: r.name, type, regionCode: r.regionCode ?? '' }));
    },

    async create(caller: Caller, input: z.output<typeof notificationInput>): Promise<NotificationDetail> {
      return db.transaction(async (tx) => {
        const values = await valuesOf(tx, caller, input);
        const by = { orgId: caller.org.id, userId: caller.user.id, now: clock() };
        const row = await repo.insertNotification(tx, values, by);
        await useFiles(tx, row.id, row.attachments);
        await record(tx, caller, 'notification.created', row, { title: row.title });
        return detailOf(caller, row.id, tx);
      });
    },

    async update(
      caller: Caller,
      id: string,
      input: z.output<typeof notificationInput> & { version: number },
    ): Promise<NotificationDetail> {
      return db.transaction(async (tx) => {
        const current = await own(tx, caller, id, input.version);
        if (current.status !== 'DRAFT' && current.status !== 'RETURNED')
          throw new ConflictError('通知已提交审核或已下发，不能修改');
        const values = await valuesOf(tx, caller, input, current.attachments);
        const row = await repo.updateNotification(tx, id, input.version, values, clock());
        if (!row) throw new ConflictError(STALE);
        await useFiles(tx, row.id, row.attachments);
        await record(tx, caller, 'notification.updated', row, { title: row.title });
        return detailOf(caller, id, tx);
      });
    },

    /** The first submission starts the review; after a return it goes back to it. */
    async submit(caller: Caller, id: string, version: number): Promise<NotificationDetail> {
      return db.transaction(async (tx) => {
        const n = await own(tx, caller, id, version);
        if (n.deadline !== null && n.deadline < today())
          throw new ValidationError([{ path: 'deadline', message: '截止日期已过，请修改后再提交' }]);
        if (n.status === 'DRAFT')
          await workflow.start(
            {
              process: NOTIFICATION_REVIEW,
              subjectId: n.id,
              title: `${n.title}（${n.docNumber}）`,
              actor: caller.user,
              assigneeOrgId: caller.org.id,
              address: caller.address,
            },
            tx,
          );
        else if (n.status === 'RETURNED') await act(tx, caller, n, 'submit');
        else throw new ConflictError('通知已提交审核或已下发');
        return detailOf(caller, id, tx);
      });
    },

    async review(caller: Caller, id: string, input: z.output<typeof notificationReview>) {
      return db.transaction(async (tx) => {
        const n = await own(tx, caller, id, input.version);
        if (n.status !== 'REVIEWING') throw new ConflictError('通知不在审核中');
        await act(tx, caller, n, input.decision, input.comment);
        return detailOf(caller, id, tx);
      });
    },

    async remind(caller: Caller, id: string) {
      return db.transaction(async (tx) => {
        const n = await own(tx, caller, id);
        if (n.status !== 'SENT') throw new ConflictError('通知尚未下发');
        await act(tx, caller, n, 'remind');
        return detailOf(caller, id, tx);
      });
    },

    read: (caller: Caller, id: string) =>
      recipientStep(caller, id, async (tx, n, mine, now) => {
        if (mine.state !== 'UNREAD') return null;
        const row = await repo.advance(tx, mine, 'READ', { readAt: now });
        if (row) {
          await record(tx, caller, 'notification.read', n);
          await act(tx, caller, n, 'read', undefined, true);
        }
        return row ?? null;
      }),

    receipt: (caller: Caller, id: string, input: z.output<typeof notificationReceipt>) =>
      recipientStep(caller, id, async (tx, n, mine, now) => {
        if (!n.requiresReceipt) throw new ConflictError('此通知无需回执');
        if (mine.state === 'RECEIPTED' || mine.state === 'REPLIED')
          throw new ConflictError('已回执，无需重复');
        const row = await repo.advance(tx, mine, 'RECEIPTED', {
          readAt: mine.readAt ?? now,
          receiptedAt: now,
          receiptedBy: caller.user.id,
          receiptComment: input.comment ?? null,
        });
        if (!row) throw new ConflictError(STALE);
        await record(tx, caller, 'notification.receipted', n);
        await act(tx, caller, n, 'receipt', input.comment ?? undefined, true);
        await tellIssuer(tx, caller, n, '回执');
        return row;
      }),

    reply: (caller: Caller, id: string, input: z.output<typeof notificationReply>) =>
      recipientStep(caller, id, async (tx, n, mine, now) => {
        if (!n.requiresReply) throw new ConflictError('此通知无需回复');
        if (mine.state === 'REPLIED') throw new ConflictError('已回复，不能重复回复');
        const attachments = await attachmentsOf(tx, caller, input.attachments);
        const row = await repo.advance(tx, mine, 'REPLIED', {
          readAt: mine.readAt ?? now,
          // Replying answers the receipt as well when one is asked.
          receiptedAt: n.requiresReceipt ? (mine.receiptedAt ?? now) : mine.receiptedAt,
          receiptedBy: n.requiresReceipt ? (mine.receiptedBy ?? caller.user.id) : mine.receiptedBy,
          repliedAt: now,
          repliedBy: caller.user.id,
          reply: input.content,
          replyAttachments: attachments,
        });
        if (!row) throw new ConflictError(STALE);
        await files.use(
          { type: REPLY_FILE_OWNER, id: row.id },
          attachments.map((a) => a.id),
          tx,
        );
        await record(tx, caller, 'notification.replied', n);
        await act(tx, caller, n, 'reply', undefined, true);
        await tellIssuer(tx, caller, n, '回复');
        return row;
      }),

    /** The issuer's view of one sent document's recipients. */
    async recipients(
      caller: Caller,
      id: string,
      query: z.output<typeof recipientQuery>,
    ): Promise<Page<NotificationRecipient>> {
      const n = await sentByCaller(caller, id);
      const { total, items } = await repo.listRecipients(db, n, query, query.size, offsetOf(query));
      const day = today();
      return toPage(
        items.map((i) => recipientOf(n, i.recipient, i.orgName, day)),
        total,
        query,
      );
    },

    /** The recipients and replies in batches, for the workbook. */
    async *replyRows(n: Row) {
      const day = today();
      for await (const batch of repo.allRecipients(db, n))
        yield batch.map((i) => recipientOf(n, i.recipient, i.orgName, day));
    },

    sentByCaller: (caller: Caller, id: string) => sentByCaller(caller, id),
  };

  async function sentByCaller(caller: Caller, id: string): Promise<Row> {
    const found = await repo.findNotification(db, id);
    if (!found || found.notification.issuerOrgId !== caller.org.id) throw new NotFoundError(MISSING);
    return found.notification;
  }

  async function act(
    tx: Database,
    caller: Caller,
    n: Row,
    action: 'submit' | 'approve' | 'reject' | 'remind' | 'read' | 'receipt' | 'reply',
    comment?: string,
    /** A recipient's step, vouched for here: the caller's row was found and locked. */
    recipient = false,
  ) {
    const instance = await repo.reviewInstance(tx, n.id);
    if (!instance) throw new ConflictError('通知尚未提交审核');
    await workflow.act(
      {
        instanceId: instance.id,
        action,
        actor: caller.user,
        comment: comment ?? null,
        address: caller.address,
        viaFeature: recipient,
      },
      tx,
    );
  }
}
