// The outbox (issue 3 §2): every message, e-mail or SMS, is a row first. Where its channel has a
// provider (SMTP_URL: nodemailer; SMS_WEBHOOK_URL: the HTTP gateway of sms-transport.ts) it is
// delivered after the caller's transaction; without one it stays HELD for administrators to read
// and pass on (GET /console/api/management/outbox). A deliverer claims a row before sending it, so
// a message goes out once even when two deliverers (send() and a retry pass, or two server
// processes) reach for it together. A retry pass (sendQueued: at start, then every few minutes in
// a real server) takes what is still queued and what failed, up to OUTBOX_MAX_ATTEMPTS tries.
// A message may expire (a reset code lives 10 minutes): past that it is not sent any more (the
// retry pass leaves it FAILED, 已过期) and administrators see it expired, without its body.
import { OUTBOX_CHANNELS, type OutboxChannel, type OutboxMessage } from '@portal/contract';
import nodemailer from 'nodemailer';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as repo from './outbox.repository.ts';
import { type SmsTransport, webhookSmsTransport } from './sms-transport.ts';

/** What the outbox needs of a mail transport; tests pass a fake. */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
};

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * How long a deliverer's claim on a row lasts. Longer than any one delivery can take (the SMS
 * gateway gives up after 10 s; nodemailer drops a silent SMTP socket after 10 minutes), so an
 * older claim was left by a process that stopped mid-send, and the next retry pass (sendQueued)
 * takes the row again.
 */
export const OUTBOX_CLAIM_LEASE_MS = 15 * 60_000;
/**
 * Tries of a message whose delivery fails before it stays FAILED: a provider that is down for a
 * while is waited for (a pass every OUTBOX_RETRY_MINUTES), a recipient it refuses is not pestered.
 */
export const OUTBOX_MAX_ATTEMPTS = 5;
/** How often a running server makes a retry pass (buildApp's backgroundJobs). */
export const OUTBOX_RETRY_MINUTES = 5;

export function toOutboxMessage(row: repo.OutboxRow & { bodyHidden?: boolean }, now: Date): OutboxMessage {
  const expired = row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();
  return {
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    // A delivered message (a reset code that reached its owner) is not shown to anyone else, nor
    // one the reader may not pass on (another administrator's or auditor's code), nor one whose
    // code no longer works.
    body: row.status === 'SENT' || row.bodyHidden || expired ? null : row.body,
    purpose: row.purpose,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expired,
  };
}

export function createOutbox(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  transport?: MailTransport;
  smsTransport?: SmsTransport;
}) {
  const { db, clock, config } = deps;
  const mail: MailTransport | null =
    deps.transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null);
  const sms: SmsTransport | null =
    deps.smsTransport ??
    (config.smsWebhookUrl
      ? webhookSmsTransport({ url: config.smsWebhookUrl, token: config.smsWebhookToken })
      : null);
  const canDeliver = (channel: OutboxChannel) => (channel === 'sms' ? sms : mail) !== null;
  const deliveries = new Set<Promise<void>>();

  function transmit(row: repo.OutboxRow): Promise<unknown> | undefined {
    if (row.channel === 'sms') return sms?.sendSms({ to: row.recipient, text: row.body });
    return mail?.sendMail({ from: config.smtpFrom, to: row.recipient, subject: row.subject, text: row.body });
  }

  const deliverable = () => OUTBOX_CHANNELS.filter(canDeliver);
  const claimableAt = (now: Date): repo.Claimable => ({
    staleBefore: new Date(now.getTime() - OUTBOX_CLAIM_LEASE_MS),
    maxAttempts: OUTBOX_MAX_ATTEMPTS,
    now,
  });

  /** Sends the row if this deliverer wins its claim; anyone else sending it meanwhile keeps it. */
  async function deliver(id: string): Promise<void> {
    const channels = deliverable();
    if (channels.length === 0) return;
    const now = clock();
    const row = await repo.claimMessage(db, id, channels, claimableAt(now));
    if (!row) return;
    try {
      await transmit(row);
      await repo.markDelivered(db, id, now, clock());
    } catch (error) {
      await repo.markFailed(db, id, now, error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * enqueue() when `write`, else the same statement writing nothing (null): for a caller whose
   * timing must not reveal whether there was anything to send.
   */
  async function enqueueIf(
    write: boolean,
    message: repo.NewMessage,
    executor: Database = db,
  ): Promise<string | null> {
    const status = canDeliver(message.channel ?? 'email') ? 'QUEUED' : 'HELD';
    return (await repo.insertMessage(executor, message, status, clock(), write)) ?? null;
  }

  return {
    /** Whether the channel has a provider: without one its messages stay HELD. */
    canDeliver,

    /** Writes the message (in the caller's transaction when given); call send() after commit. */
    async enqueue(message: repo.NewMessage, executor: Database = db): Promise<string> {
      return (await enqueueIf(true, message, executor))!;
    },

    enqueueIf,

    /**
     * Starts delivery without waiting for it, so a request's answer does not depend on the mail
     * server or the SMS gateway (nor reveal by its timing whether anything was sent).
     */
    send(id: string): void {
      const delivery = deliver(id).catch(() => undefined);
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    },

    /**
     * A retry pass, on every channel with a provider: what an earlier process left queued, what a
     * stopped deliverer held (its claim ran out), what failed and has tries left. One try each;
     * those of them past their expiry are not tried but left FAILED (已过期).
     */
    async sendQueued(): Promise<void> {
      const channels = deliverable();
      if (channels.length === 0) return;
      const rule = claimableAt(clock());
      await repo.expireWaiting(db, channels, rule);
      const rows = await repo.listClaimable(db, channels, rule, 100);
      for (const row of rows) await deliver(row.id);
    },

    /** Resolves when every delivery started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
