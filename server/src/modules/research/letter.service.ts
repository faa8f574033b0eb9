// Research letters (调研函): the issuing office drafts, submits for review (research/process; the
// approval sends it, research.process.ts), reads the replies side by side, exports and reminds;
// each recipient enterprise reads, saves a draft of its answers and submits them before the
// deadline. Every change commits with its audit row; out-of-scope ids answer 404.
import type { Page } from '@portal/contract';
import {
  type Answers,
  type inboxQuery,
  type LetterDetail,
  type LetterSummary,
  type letterInput,
  type letterQuery,
  type MyLetterDetail,
  RESEARCH_LETTER_REVIEW,
  type ReplyRow,
  type replyQuery,
} from '@portal/contract/research';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../platform/access/caller.ts';
import { inRegionScope } from '../../platform/access/region-scope.ts';
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/http/errors.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import { conflictOnDuplicate } from '../../platform/sql/unique.ts';
import { answerFiles, checkAnswers } from './answers.ts';
import { issuedBy, letterScope } from './research.policy.ts';
import * as repo from './research.repository.ts';

const MISSING = '调研函不存在';
const STALE = '调研函已被他人修改，请刷新后再编辑';
const REMIND_HOURS = 24;
const DUPLICATE = '本机构已有相同文号的调研函';
export const REPLY_FILES = 'research_reply';

type Input = z.output<typeof letterInput>;
type Letter = NonNullable<Awaited<ReturnType<typeof repo.findLetter>>>;

export function createLetters(ctx: AppContext) {
  const { db, clock, audit, workflow, files, notices } = ctx;
  const today = () => chinaDay(clock());
  const record = (
    tx: Database,
    caller: Caller,
    action: string,
    id: string,
    detail: Record<string, unknown>,
  ) => audit.by(caller, { action, objectType: 'research_letter', objectId: id, detail }, tx);

  function summaryOf(row: Letter): LetterSummary {
    const l = row.letter;
    return {
      id: l.id,
      number: l.number,
      subject: l.subject,
      issuingOrg: row.issuingOrg,
      status: l.status,
      deadline: l.deadline,
      sentAt: l.sentAt?.toISOString() ?? null,
      updatedAt: l.updatedAt.toISOString(),
      counts: repo.countsOf(l, today()),
    };
  }

  async function detailOf(caller: Caller, id: string, executor: Database = db): Promise<LetterDetail> {
    const row = await repo.findLetter(executor, letterScope(caller.user), id);
    if (!row) throw new NotFoundError(MISSING);
    const l = row.letter;
    const own = l.issuingOrgId === caller.org.id;
    const editable = own && (l.status === 'DRAFT' || l.status === 'RETURNED');
    const chosen =
      l.recipients.mode === 'CHOSEN'
        ? await repo.chosenInScope(executor, l.recipients.orgIds, l.issuingRegionCode)
        : [];
    return {
      ...summaryOf(row),
      intro: l.intro,
      questions: l.questions,
      recipients: l.recipients,
      chosen,
      filterRegionName:
        l.recipients.mode === 'FILTER' && l.recipients.regionCode
          ? await repo.regionName(executor, l.recipients.regionCode)
          : null,
      workflowInstanceId: l.workflowInstanceId,
      version: l.version,
      abilities: { edit: editable, submit: editable, remind: own && l.status === 'SENT' },
    };
  }

  /** Picks and filters must lie in the office's region; the deadline may not have passed. */
  async function check(caller: Caller, input: Input): Promise<void> {
    const region = caller.org.regionCode;
    if (input.deadline < today())
      throw new ValidationError([{ path: 'deadline', message: '回复截止日期不能早于今天' }]);
    const r = input.recipients;
    if (r.mode === 'CHOSEN') {
      const found = await repo.chosenInScope(db, r.orgIds, region ?? '');
      if (found.length !== new Set(r.orgIds).size)
        throw new ValidationError([{ path: 'recipients.orgIds', message: '只能选择本辖区的企业' }]);
    } else if (r.regionCode && !inRegionScope(r.regionCode, region)) {
      throw new ValidationError([{ path: 'recipients.regionCode', message: '地区不在本辖区内' }]);
    }
  }

  const valuesOf = (input: Input): repo.LetterValues => ({
    number: input.number,
    subject: input.subject,
    intro: input.intro,
    questions: input.questions,
    recipients:
      input.recipients.mode === 'CHOSEN'
        ? { mode: 'CHOSEN', orgIds: [...new Set(input.recipients.orgIds)] }
        : input.recipients,
    deadline: input.deadline,
  });

  return {
    async list(caller: Caller, query: z.output<typeof letterQuery>): Promise<Page<LetterSummary>> {
      const { total, rows } = await repo.listLetters(
        db,
        letterScope(caller.user),
        {
          keyword: query.keyword,
          status: query.status,
          replies: query.replies,
          issuerOrgId: query.issuer === 'own' ? caller.org.id : undefined,
        },
        today(),
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(summaryOf), total, query);
    },

    detail: (caller: Caller, id: string) => detailOf(caller, id),

    async create(caller: Caller, input: Input): Promise<LetterDetail> {
      await check(caller, input);
      const id = await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const created = await repo.insertLetter(tx, {
              ...valuesOf(input),
              issuingOrgId: caller.org.id,
              issuingRegionCode: caller.org.regionCode ?? '',
              createdBy: caller.user.id,
              now: clock(),
            });
            await record(tx, caller, 'research.letter.created', created, { number: input.number });
            return created;
          }),
        DUPLICATE,
      );
      return detailOf(caller, id);
    },

    async update(caller: Caller, id: string, input: Input & { version: number }): Promise<LetterDetail> {
      await check(caller, input);
      await conflictOnDuplicate(
        () =>
          db.transaction(async (tx) => {
            const row = await repo.lockLetter(tx, issuedBy(caller.user), id);
            if (!row) throw new NotFoundError(MISSING);
            if (row.version !== input.version) throw new ConflictError(STALE);
            if (row.status !== 'DRAFT' && row.status !== 'RETURNED')
              throw new ConflictError('调研函已提交审核或已发送，不能再修改');
            await repo.updateLetter(tx, id, valuesOf(input), clock());
            await record(tx, caller, 'research.letter.updated', id, { number: input.number });
          }),
        DUPLICATE,
      );
      return detailOf(caller, id);
    },

    /** Into review: a draft starts the process, a returned letter goes back to its reviewer. */
    async submit(caller: Caller, id: string): Promise<LetterDetail> {
      await db.transaction(async (tx) => {
        const row = await repo.lockLetter(tx, issuedBy(caller.user), id);
        if (!row) throw new NotFoundError(MISSING);
        if (row.deadline < today())
          throw new ValidationError([{ path: 'deadline', message: '回复截止日期已过，请修改后再提交' }]);
        if (row.status === 'RETURNED' && row.workflowInstanceId) {
          await workflow.act(
            {
              instanceId: row.workflowInstanceId,
              action: 'submit',
              actor: caller.user,
              address: caller.address,
            },
            tx,
          );
          return;
        }
        if (row.status !== 'DRAFT') throw new ConflictError('调研函已提交审核或已发送');
        const instance = await workflow.start(
          {
            process: RESEARCH_LETTER_REVIEW,
            subjectId: id,
            title: `${row.number} ${row.subject}`,
            actor: caller.user,
            assigneeOrgId: caller.org.id,
            address: caller.address,
          },
          tx,
        );
        await repo.updateLetter(tx, id, { status: 'IN_REVIEW', workflowInstanceId: instance.id }, clock());
      });
      return detailOf(caller, id);
    },

    async replies(caller: Caller, id: string, query: z.output<typeof replyQuery>): Promise<Page<ReplyRow>> {
      const letter = await repo.findLetter(db, letterScope(caller.user), id);
      if (!letter) throw new NotFoundError(MISSING);
      const { total, rows } = await repo.listReplies(
        db,
        letter.letter,
        { state: query.state, today: today() },
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(replyOf), total, query);
    },

    /** The letter and every recipient's row, for the workbook (read in pages of 1,000). */
    async forExport(caller: Caller, id: string) {
      const row = await repo.findLetter(db, letterScope(caller.user), id);
      if (!row) throw new NotFoundError(MISSING);
      await record(db, caller, 'research.replies.exported', id, { number: row.letter.number });
      const now = today();
      return {
        letter: row.letter,
        async *rows() {
          for (let offset = 0; ; offset += 1000) {
            const { rows } = await repo.listReplies(db, row.letter, { today: now }, 1000, offset);
            yield* rows.map(replyOf);
            if (rows.length < 1000) return;
          }
        },
      };
    },

    /** Reminds every recipient that has not replied; once a day at most. */
    async remind(caller: Caller, id: string): Promise<{ reminded: number }> {
      return db.transaction(async (tx) => {
        const row = await repo.lockLetter(tx, issuedBy(caller.user), id);
        if (!row) throw new NotFoundError(MISSING);
        if (row.status !== 'SENT') throw new ConflictError('调研函尚未发送');
        const now = clock();
        if (row.lastRemindedAt && now.getTime() - row.lastRemindedAt.getTime() < REMIND_HOURS * 3_600_000)
          throw new ConflictError(`已催报过，${REMIND_HOURS} 小时内不能重复催报`);
        const people = await repo.recipientPeople(tx, id, true);
        const reminded = await repo.markReminded(tx, id, now);
        if (reminded === 0) throw new ConflictError('所有企业均已回复，无需催报');
        await notices.send(
          people,
          {
            title: `【催报】${row.subject}`,
            content: `调研函（${row.number}）请于 ${row.deadline} 前回复，如已逾期请尽快回复。`,
            category: '调研函',
            link: `/research/detail?id=${id}`,
          },
          tx,
        );
        await record(tx, caller, 'research.letter.reminded', id, { reminded });
        return { reminded };
      });
    },

    async inbox(caller: Caller, query: z.output<typeof inboxQuery>) {
      const { total, rows } = await repo.myLetters(
        db,
        caller.org.id,
        query.reply,
        today(),
        query.size,
        offsetOf(query),
      );
      return toPage(rows.map(mySummaryOf), total, query);
    },

    /** The enterprise opens a letter: the first opening marks it read. */
    async inboxLetter(caller: Caller, id: string): Promise<MyLetterDetail> {
      const row = await repo.myLetter(db, caller.org.id, id, today());
      if (!row) throw new NotFoundError(MISSING);
      if (!row.recipient.readAt)
        await db.transaction(async (tx) => {
          await repo.markRead(tx, row.recipient, clock());
          await record(tx, caller, 'research.letter.read', id, {});
          await recipientStep(tx, caller, row.letter.workflowInstanceId, 'read');
        });
      return myDetail(caller, id);
    },

    saveAnswers: (caller: Caller, id: string, answers: Answers) => answer(caller, id, answers, false),
    submitAnswers: (caller: Caller, id: string, answers: Answers) => answer(caller, id, answers, true),
  };

  async function myDetail(caller: Caller, id: string): Promise<MyLetterDetail> {
    const row = await repo.myLetter(db, caller.org.id, id, today());
    if (!row) throw new NotFoundError(MISSING);
    return {
      ...mySummaryOf(row),
      intro: row.letter.intro,
      questions: row.letter.questions,
      answers: row.recipient.answers,
      repliedAt: row.recipient.repliedAt?.toISOString() ?? null,
      draftSavedAt: row.recipient.draftSavedAt?.toISOString() ?? null,
      canAnswer: row.state === 'SENT' || row.state === 'READ',
    };
  }

  async function answer(caller: Caller, id: string, given: Answers, complete: boolean) {
    await db.transaction(async (tx) => {
      const row = await repo.myLetter(tx, caller.org.id, id, today(), true);
      if (!row) throw new NotFoundError(MISSING);
      if (row.recipient.repliedAt) throw new ConflictError('已提交回复，不能再修改');
      if (row.state === 'OVERDUE') throw new ConflictError('已过回复截止日期');
      const questions = row.letter.questions;
      const clean = checkAnswers(questions, given, complete);
      // Files: those already in the saved answers, or uploaded now by this user.
      const held = new Set(answerFiles(questions, row.recipient.answers).map((f) => f.id));
      const named = answerFiles(questions, clean);
      const fresh = named.filter((f) => !held.has(f.id)).map((f) => f.id);
      const owned = await repo.ownUploads(tx, fresh, caller.user.id);
      if (owned.length !== new Set(fresh).size)
        throw new ValidationError([{ path: 'answers', message: '附件不存在或不是您上传的文件' }]);
      const names = new Map(owned.map((f) => [f.id, f.name]));
      for (const q of questions)
        if (q.kind === 'ATTACHMENT' && Array.isArray(clean[q.key]))
          clean[q.key] = (clean[q.key] as { id: string; name: string }[]).map((f) => ({
            id: f.id,
            name: names.get(f.id) ?? f.name,
          }));
      await files.use({ type: REPLY_FILES, id: row.recipient.id }, fresh, tx);
      const now = clock();
      await repo.writeAnswers(
        tx,
        row.recipient,
        clean,
        complete ? { repliedAt: now, now } : { draftSavedAt: now, now },
      );
      await record(tx, caller, complete ? 'research.reply.submitted' : 'research.reply.saved', id, {
        recipientId: row.recipient.id,
      });
      // A saved draft is the enterprise's own; the submitted answer is the engine's step.
      if (complete) await recipientStep(tx, caller, row.letter.workflowInstanceId, 'reply');
    });
    return myDetail(caller, id);
  }

  /** The recipient's step on the letter's review instance (history, audit row, the office told). */
  async function recipientStep(
    tx: Database,
    caller: Caller,
    instanceId: string | null,
    action: 'read' | 'reply',
  ) {
    if (!instanceId) throw new ConflictError('调研函尚未审核下发');
    await workflow.act(
      { instanceId, action, actor: caller.user, address: caller.address, viaFeature: true },
      tx,
    );
  }
}

function replyOf(r: Awaited<ReturnType<typeof repo.listReplies>>['rows'][number]): ReplyRow {
  return {
    id: r.id,
    orgId: r.orgId,
    enterprise: r.enterprise,
    state: r.state,
    readAt: r.readAt?.toISOString() ?? null,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    answers: r.answers,
  };
}

function mySummaryOf(r: Awaited<ReturnType<typeof repo.myLetters>>['rows'][number]) {
  return {
    id: r.letter.id,
    number: r.letter.number,
    subject: r.letter.subject,
    issuingOrg: r.issuingOrg,
    deadline: r.letter.deadline,
    sentAt: r.letter.sentAt?.toISOString() ?? null,
    state: r.state,
  };
}
