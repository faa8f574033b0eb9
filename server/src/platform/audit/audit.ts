// Who did what to which object, from where and when (DESIGN §9). Rows are only ever inserted.
import type { Clock } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { Caller } from '../access/caller.ts';
import { type AuditActions, createAuditActions } from './actions.ts';

export type AuditActor = { id: string; account: string } | null;

export type AuditEntry = {
  actor: AuditActor;
  action: string;
  objectType: string;
  objectId?: string | null;
  address?: string | null;
  detail?: Record<string, unknown>;
};

/** What a caller did; who and from where come from the caller. */
export type CallerEntry = Omit<AuditEntry, 'actor' | 'address'>;

export type Audit = {
  /** Which actions exist and their labels (platform's and the modules' manifests). */
  actions: AuditActions;
  /** Pass the transaction when the audited change is in one, so both commit or neither does. */
  record(entry: AuditEntry, executor?: Database): Promise<void>;
  /** A signed-in caller's change: the row's actor and address are the caller's. */
  by(caller: Caller, entry: CallerEntry, executor?: Database): Promise<void>;
};

/**
 * `strict` (the tests) refuses an action that nobody declared, so a new action cannot ship without
 * its label; a real server records it anyway and logs, since losing the change would be worse.
 */
export function createAudit(
  db: Database,
  clock: Clock,
  options: { strict?: boolean; warn?: (message: string) => void; onRecord?: () => void } = {},
): Audit {
  const actions = createAuditActions();
  const audit: Audit = {
    actions,
    async record(entry, executor = db) {
      if (actions.labelOf(entry.action) === undefined) {
        const message = `audit action ${entry.action} is not declared in any module manifest`;
        if (options.strict) throw new Error(message);
        options.warn?.(message);
      }
      options.onRecord?.();
      await executor.insert(auditLog).values({
        at: clock(),
        actorId: entry.actor?.id ?? null,
        actorAccount: entry.actor?.account ?? null,
        action: entry.action,
        objectType: entry.objectType,
        objectId: entry.objectId ?? null,
        address: entry.address ?? null,
        detail: entry.detail ?? null,
      });
    },
    by(caller, entry, executor) {
      const actor = { id: caller.user.id, account: caller.user.account };
      return audit.record({ ...entry, actor, address: caller.address }, executor);
    },
  };
  return audit;
}
