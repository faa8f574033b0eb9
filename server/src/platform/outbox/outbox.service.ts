// The e-mail outbox (issue 3 §2): every message is a row first. With SMTP_URL configured it is
// delivered by nodemailer after the caller's transaction; without, it stays HELD for
// administrators to read and pass on (GET /console/api/management/outbox).
import type { OutboxMessage } from '@portal/contract';
import nodemailer from 'nodemailer';
import type { Clock, Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as repo from './outbox.repository.ts';

/** What the outbox needs of a mail transport; tests pass a fake. */
export type MailTransport = {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
};

export type Outbox = ReturnType<typeof createOutbox>;

export function toOutboxMessage(row: repo.OutboxRow & { bodyHidden?: boolean }): OutboxMessage {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    // A delivered message (a reset code that reached its owner) is not shown to anyone else, nor
    // one the reader may not pass on (another administrator's or auditor's code).
    body: row.status === 'SENT' || row.bodyHidden ? null : row.body,
    purpose: row.purpose,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function createOutbox(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  transport?: MailTransport;
}) {
  const { db, clock, config } = deps;
  const transport: MailTransport | null =
    deps.transport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null);
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: string): Promise<void> {
    const row = await repo.findMessage(db, id);
    if (!transport || !row || row.status !== 'QUEUED') return;
    try {
      await transport.sendMail({
        from: config.smtpFrom,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
      });
      await repo.markDelivered(db, id, clock());
    } catch (error) {
      await repo.markFailed(db, id, row.attempts + 1, error instanceof Error ? error.message : String(error));
    }
  }

  return {
    /** Writes the message (in the caller's transaction when given); call send() after commit. */
    async enqueue(message: repo.NewMessage, executor: Database = db): Promise<string> {
      const row = await repo.insertMessage(executor, message, transport ? 'QUEUED' : 'HELD', clock());
      return row.id;
    },

    /**
     * Starts delivery without waiting for it, so a request's answer does not depend on the mail
     * server (nor reveal by its timing whether anything was sent).
     */
    send(id: string): void {
      const delivery = deliver(id).catch(() => undefined);
      deliveries.add(delivery);
      void delivery.finally(() => deliveries.delete(delivery));
    },

    /** Retries what an earlier process left queued (called at start). */
    async sendQueued(): Promise<void> {
      if (!transport) return;
      for (const row of await repo.listQueued(db, 100)) await deliver(row.id);
    },

    /** Resolves when every delivery started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
}
