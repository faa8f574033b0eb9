// The issuer's daily digest of replies (issue 11 §2). A reply sends no notice of its own (a letter
// may go to thousands of enterprises); instead, once a China day is over, the issuing office gets
// one notice per letter that received replies that day: "N 份新回复". Each letter keeps the moment
// up to which replies were counted (`reply_digest_through`); moving it is a compare-and-set, so
// concurrent sweepers, or a sweep run again, send nothing twice, and days a stopped server missed
// are counted in the next digest.
import { and, asc, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { chinaDay, dayStart } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { researchLetters as letters, researchRecipients as recipients } from './research.schema.ts';

export const DIGEST_SWEEP_MINUTES = 60;
const BATCH = 200;

type Candidate = { id: string; through: Date | null };

/** Sent letters not digested up to `cutoff` with a reply before it (the recipients' index). */
async function candidates(db: Database, cutoff: Date, limit: number): Promise<Candidate[]> {
  const since = sql`coalesce(${letters.replyDigestThrough}, '-infinity'::timestamptz)`;
  return db
    .select({ id: letters.id, through: letters.replyDigestThrough })
    .from(letters)
    .where(
      and(
        eq(letters.status, 'SENT'),
        sql`${since} < ${cutoff.toISOString()}::timestamptz`,
        sql`exists (select 1 from ${recipients} where ${recipients.letterId} = ${letters.id}
          and ${recipients.repliedAt} >= ${since} and ${recipients.repliedAt} < ${cutoff.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(letters.id))
    .limit(limit);
}

export function createReplyDigest(ctx: Pick<AppContext, 'db' | 'clock' | 'audit' | 'notices'>) {
  const { db, clock, audit, notices } = ctx;

  /** Digests the days before today; answers how many notices (letters) were sent. */
  async function sweep(): Promise<number> {
    const now = clock();
    const today = chinaDay(now);
    const cutoff = dayStart(today);
    let sent = 0;
    // Each digested letter leaves the candidates (its mark moves to the cutoff), so no offset.
    for (;;) {
      const due = await candidates(db, cutoff, BATCH);
      for (const c of due) if (await digest(c, cutoff)) sent++;
      if (due.length < BATCH) return sent;
    }
  }

  async function digest(c: Candidate, cutoff: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [letter] = await tx
        .update(letters)
        .set({ replyDigestThrough: cutoff })
        .where(
          and(
            eq(letters.id, c.id),
            c.through === null
              ? sql`${letters.replyDigestThrough} is null`
              : eq(letters.replyDigestThrough, c.through),
          ),
        )
        .returning();
      if (!letter) return false;
      const [fresh] = await tx
        .select({ n: count() })
        .from(recipients)
        .where(
          and(
            eq(recipients.letterId, c.id),
            c.through ? gte(recipients.repliedAt, c.through) : undefined,
            lt(recipients.repliedAt, cutoff),
          ),
        );
      const n = fresh?.n ?? 0;
      if (n === 0) return false;
      const last = chinaDay(new Date(cutoff.getTime() - 1));
      const first = c.through && c.through.getTime() < dayStart(last).getTime() ? chinaDay(c.through) : last;
      const days = first === last ? last : `${first} 至 ${last}`;
      const people = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.orgId, letter.issuingOrgId),
            or(eq(users.status, 'ACTIVE'), eq(users.status, 'PENDING')),
          ),
        );
      await notices.send(
        people.map((p) => p.id),
        {
          title: `【调研回复】${letter.subject}`,
          content: `调研函“${letter.subject}”（${letter.number}）${days} 新增 ${n} 份回复，累计 ${letter.repliedCount}/${letter.recipientCount}。`,
          category: '调研函',
          link: `/research/detail?id=${letter.id}`,
        },
        tx,
      );
      await audit.record(
        {
          actor: null,
          action: 'research.replies.digested',
          objectType: 'research_letter',
          objectId: letter.id,
          address: null,
          detail: { replies: n, through: cutoff.toISOString(), recipients: people.length },
        },
        tx,
      );
      return true;
    });
  }

  return { sweep };
}
