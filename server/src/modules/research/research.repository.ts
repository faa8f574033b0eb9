// SQL of research letters and their recipients. Every query takes the caller's scope as a
// condition (research.policy.ts), writes included; lists take a page of ids first, then decorate.
import type {
  Answers,
  InboxReplyFilter,
  LetterReplyFilter,
  LetterStatus,
  RecipientChoice,
  ReplyState,
} from '@portal/contract/research';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, files, orgs, regions, users } from '../../db/schema/index.ts';
import { regionWithin } from '../../platform/access/region-scope.ts';
import { containing } from '../../platform/sql/like.ts';
import { researchLetters as letters, researchRecipients as recipients } from './research.schema.ts';

export type LetterRow = typeof letters.$inferSelect;
export type RecipientRow = typeof recipients.$inferSelect;
export type LetterValues = Pick<
  LetterRow,
  'number' | 'subject' | 'intro' | 'questions' | 'recipients' | 'deadline'
>;

export type LetterFilter = {
  keyword?: string;
  status?: LetterStatus;
  replies?: LetterReplyFilter;
  /** Only the letters this office issued. */
  issuerOrgId?: string;
};

/** Sent, with recipients who have not replied (the letter's counters, no recipient is read). */
const outstanding = () =>
  and(eq(letters.status, 'SENT'), sql`${letters.repliedCount} < ${letters.recipientCount}`)!;

/** The list's filters as one condition: the office's list and its home card count by it. */
export function letterCondition(scope: SQL, filter: LetterFilter, today: string): SQL {
  const conditions = [scope];
  if (filter.status) conditions.push(eq(letters.status, filter.status));
  if (filter.keyword) {
    const like = containing(filter.keyword);
    conditions.push(or(ilike(letters.subject, like), ilike(letters.number, like))!);
  }
  if (filter.issuerOrgId) conditions.push(eq(letters.issuingOrgId, filter.issuerOrgId));
  if (filter.replies) conditions.push(outstanding());
  if (filter.replies === 'overdue') conditions.push(sql`${letters.deadline} < ${today}::date`);
  return and(...conditions)!;
}

export async function listLetters(
  db: Database,
  scope: SQL,
  filter: LetterFilter,
  today: string,
  limit: number,
  offset: number,
) {
  const where = letterCondition(scope, filter, today);
  const [total] = await db.select({ n: count() }).from(letters).where(where);
  const page = await db
    .select({ id: letters.id })
    .from(letters)
    .where(where)
    .orderBy(desc(letters.updatedAt), desc(letters.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: await lettersByIds(
      db,
      page.map((r) => r.id),
    ),
  };
}

/** The letters with the issuing office's name, in the order of `ids`. */
export async function lettersByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ letter: letters, issuingOrg: orgs.name })
    .from(letters)
    .innerJoin(orgs, eq(orgs.id, letters.issuingOrgId))
    .where(inArray(letters.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.letter.id, r]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

export async function findLetter(db: Database, scope: SQL, id: string) {
  const [row] = await db
    .select({ id: letters.id })
    .from(letters)
    .where(and(scope, eq(letters.id, id)));
  return row ? (await lettersByIds(db, [row.id]))[0] : undefined;
}

/** Locks the letter for a write; undefined when it is out of scope or gone. */
export async function lockLetter(tx: Database, scope: SQL, id: string): Promise<LetterRow | undefined> {
  const [row] = await tx
    .select()
    .from(letters)
    .where(and(scope, eq(letters.id, id)))
    .for('update');
  return row;
}

export type Counts = { total: number; read: number; replied: number; overdue: number };

/** Past its deadline day (China time), whoever has not replied is overdue. */
export const isPast = (letter: Pick<LetterRow, 'deadline'>, today: string) => letter.deadline < today;

/** A letter's progress from its counters (no recipient is counted here). */
export function countsOf(letter: LetterRow, today: string): Counts {
  const { recipientCount: total, readCount: read, repliedCount: replied } = letter;
  return { total, read, replied, overdue: isPast(letter, today) ? total - replied : 0 };
}

export async function insertLetter(
  tx: Database,
  values: LetterValues & { issuingOrgId: string; issuingRegionCode: string; createdBy: string; now: Date },
) {
  const { now, ...rest } = values;
  const [row] = await tx
    .insert(letters)
    .values({ ...rest, createdAt: now, updatedAt: now })
    .returning({ id: letters.id });
  return row!.id;
}

export async function updateLetter(tx: Database, id: string, values: Partial<LetterRow>, now: Date) {
  await tx
    .update(letters)
    .set({ ...values, updatedAt: now, version: sql`${letters.version} + 1` })
    .where(eq(letters.id, id));
}

/** Active enterprises (not NOT_APPLICABLE for a filter) the letter reaches, within the issuer's region. */
function recipientCondition(choice: RecipientChoice, issuerRegion: string): SQL {
  const conditions = [
    eq(orgs.type, 'ENTERPRISE'),
    eq(orgs.status, 'ACTIVE'),
    regionWithin(orgs.regionCode, issuerRegion),
  ];
  if (choice.mode === 'CHOSEN') {
    conditions.push(inArray(orgs.id, choice.orgIds));
  } else {
    conditions.push(sql`not ('NOT_APPLICABLE' = any(${orgs.grades}))`);
    if (choice.regionCode) conditions.push(regionWithin(orgs.regionCode, choice.regionCode));
    if (choice.grade) conditions.push(sql`${choice.grade} = any(${orgs.grades})`);
    if (choice.stage)
      conditions.push(
        sql`exists (select 1 from ${enterprises} where ${enterprises.orgId} = ${orgs.id} and ${enterprises.stage} = ${choice.stage})`,
      );
  }
  return and(...conditions)!;
}

/** The chosen organisations that are enterprises of the issuer's region (the form checks its picks). */
export async function chosenInScope(db: Database, orgIds: readonly string[], issuerRegion: string) {
  if (orgIds.length === 0) return [];
  return db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .where(recipientCondition({ mode: 'CHOSEN', orgIds: [...orgIds] }, issuerRegion));
}

/** Resolves the recipients when the letter is sent: one INSERT … SELECT, however many they are. */
export async function addRecipients(tx: Database, letter: LetterRow, now: Date): Promise<number> {
  const where = recipientCondition(letter.recipients, letter.issuingRegionCode);
  await tx.execute(sql`
    insert into ${recipients} (letter_id, org_id, region_code, created_at)
    select ${letter.id}::uuid, ${orgs.id}, ${orgs.regionCode}, ${now.toISOString()}::timestamptz
    from ${orgs} where ${where}
    on conflict do nothing`);
  const [row] = await tx.select({ n: count() }).from(recipients).where(eq(recipients.letterId, letter.id));
  await tx
    .update(letters)
    .set({ recipientCount: row?.n ?? 0 })
    .where(eq(letters.id, letter.id));
  return row?.n ?? 0;
}

/** Active users of the recipients of a letter (optionally only those not replied yet). */
export async function recipientPeople(tx: Database, letterId: string, onlyLate: boolean) {
  const rows = await tx
    .select({ id: users.id })
    .from(recipients)
    .innerJoin(users, eq(users.orgId, recipients.orgId))
    .where(
      and(
        eq(recipients.letterId, letterId),
        inArray(users.status, ['ACTIVE', 'PENDING']),
        onlyLate ? isNull(recipients.repliedAt) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

export async function markReminded(tx: Database, letterId: string, now: Date) {
  const rows = await tx
    .update(recipients)
    .set({ remindedAt: now })
    .where(and(eq(recipients.letterId, letterId), isNull(recipients.repliedAt)))
    .returning({ id: recipients.id });
  await tx.update(letters).set({ lastRemindedAt: now }).where(eq(letters.id, letterId));
  return rows.length;
}

const stateSql = (today: string) => sql<ReplyState>`case
  when ${recipients.repliedAt} is not null then 'REPLIED'
  when ${letters.deadline} < ${today}::date then 'OVERDUE'
  when ${recipients.readAt} is not null then 'READ'
  else 'SENT' end`;

/** The rows of a state, or null when no row can be in it (overdue before the deadline…). */
function stateCondition(state: ReplyState, past: boolean): SQL | null {
  if (state === 'REPLIED') return isNotNull(recipients.repliedAt);
  if (state === 'OVERDUE') return past ? isNull(recipients.repliedAt) : null;
  if (past) return null;
  return and(
    isNull(recipients.repliedAt),
    state === 'READ' ? isNotNull(recipients.readAt) : isNull(recipients.readAt),
  )!;
}

/** How many recipients are in the state, from the letter's counters. */
function stateTotal(letter: LetterRow, state: ReplyState | undefined, past: boolean): number {
  const { recipientCount: total, readCount: read, repliedCount: replied } = letter;
  if (!state) return total;
  if (state === 'REPLIED') return replied;
  if (state === 'OVERDUE') return past ? total - replied : 0;
  if (past) return 0;
  return state === 'READ' ? read - replied : total - read;
}

/**
 * Recipients of one letter in list order (replied first, oldest reply first, then read, then
 * unread): a page of ids from the index, then its rows with the enterprises' names. Totals come
 * from the letter's counters.
 */
export async function listReplies(
  db: Database,
  letter: LetterRow,
  filter: { state?: ReplyState; today: string },
  limit: number,
  offset: number,
) {
  const past = isPast(letter, filter.today);
  const total = stateTotal(letter, filter.state, past);
  const condition = filter.state ? stateCondition(filter.state, past) : undefined;
  if (condition === null || total === 0) return { total, rows: [] };
  const page = await db
    .select({ id: recipients.id })
    .from(recipients)
    .where(and(eq(recipients.letterId, letter.id), condition))
    .orderBy(
      sql`${recipients.repliedAt} asc nulls last`,
      sql`${recipients.readAt} asc nulls last`,
      recipients.id,
    )
    .limit(limit)
    .offset(offset);
  if (page.length === 0) return { total, rows: [] };
  const rows = await db
    .select({
      id: recipients.id,
      orgId: recipients.orgId,
      enterprise: orgs.name,
      readAt: recipients.readAt,
      repliedAt: recipients.repliedAt,
      answers: recipients.answers,
    })
    .from(recipients)
    .innerJoin(orgs, eq(orgs.id, recipients.orgId))
    .where(
      inArray(
        recipients.id,
        page.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total,
    rows: page.map(({ id }) => {
      const r = byId.get(id)!;
      const state: ReplyState = r.repliedAt ? 'REPLIED' : past ? 'OVERDUE' : r.readAt ? 'READ' : 'SENT';
      return { ...r, state };
    }),
  };
}

/** The enterprise's letters (sent ones only), by the inbox's filter: its list and its home card. */
export function myLetterCondition(orgId: string, reply: InboxReplyFilter | undefined, today: string): SQL {
  return and(
    eq(recipients.orgId, orgId),
    eq(letters.status, 'SENT'),
    reply ? isNull(recipients.repliedAt) : undefined,
    reply === 'due' ? sql`${letters.deadline} >= ${today}::date` : undefined,
    reply === 'overdue' ? sql`${letters.deadline} < ${today}::date` : undefined,
  )!;
}

/** The enterprise's letters (sent ones only), newest first. */
export async function myLetters(
  db: Database,
  orgId: string,
  reply: InboxReplyFilter | undefined,
  today: string,
  limit: number,
  offset: number,
) {
  const where = myLetterCondition(orgId, reply, today);
  const [total] = await db
    .select({ n: count() })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .where(where);
  const rows = await db
    .select({
      letter: letters,
      issuingOrg: orgs.name,
      recipient: recipients,
      state: stateSql(today),
    })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .innerJoin(orgs, eq(orgs.id, letters.issuingOrgId))
    .where(where)
    .orderBy(desc(recipients.createdAt), desc(recipients.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows };
}

export async function myLetter(db: Database, orgId: string, letterId: string, today: string, lock = false) {
  const query = db
    .select({ letter: letters, issuingOrg: orgs.name, recipient: recipients, state: stateSql(today) })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .innerJoin(orgs, eq(orgs.id, letters.issuingOrgId))
    .where(and(eq(recipients.orgId, orgId), eq(recipients.letterId, letterId), eq(letters.status, 'SENT')));
  const [row] = lock ? await query.for('update', { of: recipients }) : await query;
  return row;
}

/** The first reading of a letter: stamps it and counts it on the letter. */
export async function markRead(db: Database, recipient: Pick<RecipientRow, 'id' | 'letterId'>, now: Date) {
  const stamped = await db
    .update(recipients)
    .set({ readAt: now })
    .where(and(eq(recipients.id, recipient.id), isNull(recipients.readAt)))
    .returning({ id: recipients.id });
  if (stamped.length > 0)
    await db
      .update(letters)
      .set({ readCount: sql`${letters.readCount} + 1` })
      .where(eq(letters.id, recipient.letterId));
}

/** Saves (or with `repliedAt`, submits) the answers; a first reading or a reply is counted on the letter. */
export async function writeAnswers(
  tx: Database,
  recipient: Pick<RecipientRow, 'id' | 'letterId' | 'readAt'>,
  answers: Answers,
  at: { draftSavedAt?: Date; repliedAt?: Date; now: Date },
) {
  const { now, ...stamps } = at;
  await tx
    .update(recipients)
    .set({ answers, ...stamps, readAt: recipient.readAt ?? now })
    .where(eq(recipients.id, recipient.id));
  const firstRead = recipient.readAt === null ? 1 : 0;
  const replied = at.repliedAt ? 1 : 0;
  if (firstRead + replied > 0)
    await tx
      .update(letters)
      .set({
        readCount: sql`${letters.readCount} + ${firstRead}`,
        repliedCount: sql`${letters.repliedCount} + ${replied}`,
      })
      .where(eq(letters.id, recipient.letterId));
}

/** The recipient of a reply file, and the letter's issuing region (the file reader's question). */
export async function recipientOf(db: Database, recipientId: string) {
  const [row] = await db
    .select({ orgId: recipients.orgId, issuingRegionCode: letters.issuingRegionCode })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .where(eq(recipients.id, recipientId));
  return row;
}

/** The files among `ids` this user uploaded, with their stored names. */
export async function ownUploads(db: Database, ids: readonly string[], userId: string) {
  if (ids.length === 0) return [];
  return db
    .select({ id: files.id, name: files.originalName })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploaderId, userId)));
}

export async function regionName(db: Database, code: string): Promise<string | null> {
  const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.code, code));
  return row?.name ?? null;
}

/** The enterprise's home card: its letters due and overdue, and the first few of them. */
export async function myLetterCounts(db: Database, orgId: string, today: string, limit: number) {
  const due = myLetterCondition(orgId, 'due', today);
  const overdue = myLetterCondition(orgId, 'overdue', today);
  const [counts] = await db
    .select({
      due: sql<number>`count(*) filter (where ${due})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
    })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .where(or(due, overdue));
  // Those still open for answers first, the nearest deadline first; then the late ones.
  const first = await db
    .select({ id: letters.id, subject: letters.subject, deadline: letters.deadline })
    .from(recipients)
    .innerJoin(letters, eq(letters.id, recipients.letterId))
    .where(or(due, overdue))
    .orderBy(
      sql`${letters.deadline} < ${today}::date`,
      sql`case when ${letters.deadline} >= ${today}::date then ${letters.deadline} end asc`,
      desc(letters.deadline),
      letters.id,
    )
    .limit(limit);
  return { due: counts?.due ?? 0, overdue: counts?.overdue ?? 0, first };
}

/** The office's home card: its letters missing replies, how many recipients, the first few. */
export async function outstandingLetters(
  db: Database,
  scope: SQL,
  issuerOrgId: string,
  today: string,
  limit: number,
) {
  const open = letterCondition(scope, { replies: 'outstanding', issuerOrgId }, today);
  const late = letterCondition(scope, { replies: 'overdue', issuerOrgId }, today);
  const missing = sql`${letters.recipientCount} - ${letters.repliedCount}`;
  const [counts] = await db
    .select({
      letters: count(),
      overdue: sql<number>`count(*) filter (where ${late})`.mapWith(Number),
      missing: sql<number>`coalesce(sum(${missing}), 0)`.mapWith(Number),
      missingLate: sql<number>`coalesce(sum(${missing}) filter (where ${late}), 0)`.mapWith(Number),
    })
    .from(letters)
    .where(open);
  const first = await db
    .select({
      id: letters.id,
      subject: letters.subject,
      deadline: letters.deadline,
      recipients: letters.recipientCount,
      replied: letters.repliedCount,
    })
    .from(letters)
    .where(open)
    .orderBy(letters.deadline, letters.id)
    .limit(limit);
  return {
    letters: counts?.letters ?? 0,
    overdue: counts?.overdue ?? 0,
    missing: counts?.missing ?? 0,
    missingLate: counts?.missingLate ?? 0,
    first,
  };
}
