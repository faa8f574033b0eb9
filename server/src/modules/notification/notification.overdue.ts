// The deadline of a notification document (issue 11 §3): once its deadline day is over, every
// recipient still missing what is asked (receipt or reply) is told, and the issuing office gets
// one notice naming who is missing. Once per document: the claim is a conditional update of
// `overdue_notified_at`, so concurrent sweepers (several server processes) announce it once.
import { chinaDay } from '../../platform/china-time.ts';
import type { AppContext } from '../../platform/context.ts';
import { detailLink } from './notification.process.ts';
import * as repo from './notification.repository.ts';

export const OVERDUE_SWEEP_MINUTES = 30;
const BATCH = 100;
/** The issuer's notice names this many; its list of recipients shows them all. */
const NAMES_SHOWN = 20;

export function createNotificationOverdueSweep(ctx: Pick<AppContext, 'db' | 'clock' | 'audit' | 'notices'>) {
  const { db, clock, audit, notices } = ctx;

  /** Announces every document whose deadline passed; answers how many were announced. */
  async function sweep(): Promise<number> {
    const now = clock();
    const today = chinaDay(now);
    let announced = 0;
    for (;;) {
      const due = await repo.listUnannouncedOverdue(db, today, BATCH);
      for (const id of due) if (await announce(id, today, now)) announced++;
      if (due.length < BATCH) return announced;
    }
  }

  async function announce(id: string, today: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const n = await repo.claimOverdue(tx, id, today, now);
      if (!n) return false;
      const done = n.requiresReply ? n.repliedCount : n.requiresReceipt ? n.receiptedCount : n.readCount;
      const missing = n.recipientCount - done;
      if (missing > 0) {
        const asked = n.requiresReply ? '回复' : n.requiresReceipt ? '回执' : '阅读';
        await repo.noticeRecipients(
          tx,
          n,
          {
            title: `【已逾期】${n.title}`,
            content: `通知（${n.docNumber}）要求于 ${n.deadline} 前${asked}，贵单位尚未${asked}，请尽快办理。`,
            category: '通知文件',
            link: detailLink(n.id),
          },
          now,
          true,
        );
        const names = await repo.missingNames(tx, n, NAMES_SHOWN);
        const more = missing > names.length ? ` 等 ${missing} 家` : '';
        await notices.send(
          await repo.peopleOf(tx, n.issuerOrgId),
          {
            title: `【逾期未${asked}】${n.title}`,
            content: `通知（${n.docNumber}）截止 ${n.deadline}，尚有 ${missing} 家单位未${asked}：${names.join('、')}${more}。`,
            category: '通知文件',
            link: detailLink(n.id),
          },
          tx,
        );
      }
      await audit.record(
        {
          actor: null,
          action: 'notification.overdue-notified',
          objectType: 'notification',
          objectId: n.id,
          address: null,
          detail: { deadline: n.deadline, missing },
        },
        tx,
      );
      return true;
    });
  }

  return { sweep };
}
