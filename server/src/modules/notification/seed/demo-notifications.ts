// Seeds one sent demo document once (own marker row), so the notification pages are alive at first
// start: the province office asked the city and county offices, the member unit and two enterprises
// for a receipt and a reply; the city has receipted, the member unit has replied, the rest have not.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { orgs, siteSettings, users, workflowHistory, workflowInstances } from '../../../db/schema/index.ts';
import { chinaDay } from '../../../platform/china-time.ts';
import { NOTIFICATION_REVIEW, SUBJECT_TYPE } from '../notification.process.ts';
import { notificationRecipients, notifications } from '../notification.schema.ts';

const MARKER = 'seed.demo.notifications';
const DAY = 86_400_000;

const BODY = [
  '各市州地方金融管理局、各县（市、区）金融工作办公室，省直有关单位，各有关企业：',
  '为掌握全省上市后备企业培育情况，现开展2026年度上市后备企业培育情况调度。请各单位对照本地区、本单位工作实际，梳理后备企业辅导备案、申报进展及存在的困难问题，于截止日期前通过平台回复。',
  '联系人：省地方金融管理局资本市场处，联系电话：0731-00000000。',
]
  .map((t) => `<p>${t}</p>`)
  .join('');

export async function seedDemoNotifications(db: Database, now: Date): Promise<boolean> {
  const [marker] = await db.select().from(siteSettings).where(eq(siteSettings.key, MARKER));
  if (marker) return false;
  const accounts = ['admin', 'city', 'county', 'unit', 'ent-gold', 'ent-normal'];
  const found = await db
    .select({ account: users.account, userId: users.id, orgId: orgs.id, type: orgs.type })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .where(and(inArray(users.account, accounts)));
  const by = new Map(found.map((f) => [f.account, f]));
  const province = by.get('admin');
  if (!province || accounts.some((a) => !by.has(a))) return false;
  const sentAt = new Date(now.getTime() - 2 * DAY);
  await db.transaction(async (tx) => {
    const recipientAccounts = accounts.slice(1);
    const [doc] = await tx
      .insert(notifications)
      .values({
        docNumber: '金管发〔2026〕12号',
        title: '关于开展2026年度上市后备企业培育情况调度的通知',
        urgency: 'URGENT',
        issuerOrgId: province.orgId,
        body: BODY,
        recipientOrgIds: recipientAccounts.map((a) => by.get(a)!.orgId),
        requiresReceipt: true,
        requiresReply: true,
        deadline: chinaDay(new Date(now.getTime() + 10 * DAY)),
        status: 'SENT',
        draftedBy: province.userId,
        sentAt,
        recipientCount: recipientAccounts.length,
        readCount: 2,
        receiptedCount: 2,
        repliedCount: 1,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .returning();
    const later = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000);
    await tx.insert(notificationRecipients).values(
      recipientAccounts.map((account) => {
        const r = by.get(account)!;
        const base = {
          notificationId: doc!.id,
          orgId: r.orgId,
          orgType: r.type as 'FINANCIAL' | 'FUNCTIONAL' | 'ENTERPRISE',
          sentAt,
        };
        if (account === 'city')
          return {
            ...base,
            state: 'RECEIPTED' as const,
            readAt: later(2),
            receiptedAt: later(3),
            receiptedBy: r.userId,
          };
        if (account === 'unit')
          return {
            ...base,
            state: 'REPLIED' as const,
            readAt: later(5),
            receiptedAt: later(5),
            receiptedBy: r.userId,
            repliedAt: later(20),
            repliedBy: r.userId,
            reply:
              '我局已梳理涉及后备企业的证照变更及合规证明事项共14项，均已办结；另有2家企业历史沿革核查事项正在办理，预计本月底完成。',
          };
        return base;
      }),
    );
    // Its review, as the engine would have left it: submitted and approved by the province, then
    // the recipients' steps recorded on the same instance.
    const [instance] = await tx
      .insert(workflowInstances)
      .values({
        process: NOTIFICATION_REVIEW,
        subjectType: SUBJECT_TYPE,
        subjectId: doc!.id,
        title: doc!.title,
        state: 'sent',
        open: false,
        assigneeOrgId: province.orgId,
        submitterOrgId: province.orgId,
        submitterUserId: province.userId,
        createdAt: later(-1),
        updatedAt: sentAt,
        version: 2,
      })
      .returning({ id: workflowInstances.id });
    const step = (account: string, action: string, from: string | null, to: string, at: Date) => ({
      instanceId: instance!.id,
      action,
      actorUserId: by.get(account)!.userId,
      actorOrgId: by.get(account)!.orgId,
      attachments: [],
      fromState: from,
      toState: to,
      assigneeOrgId: province.orgId,
      at,
    });
    await tx
      .insert(workflowHistory)
      .values([
        step('admin', 'submit', null, 'reviewing', later(-1)),
        step('admin', 'approve', 'reviewing', 'sent', sentAt),
        step('city', 'read', 'sent', 'sent', later(2)),
        step('city', 'receipt', 'sent', 'sent', later(3)),
        step('unit', 'read', 'sent', 'sent', later(5)),
        step('unit', 'reply', 'sent', 'sent', later(20)),
      ]);
    await tx.insert(siteSettings).values({ key: MARKER, value: now.toISOString(), updatedAt: now });
  });
  return true;
}
