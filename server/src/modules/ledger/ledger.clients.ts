// An intermediary's client enterprises (issue 16): the ledgers that name its institution (the
// library entry of the caller's organisation) as broker, law firm or accounting firm. The list
// page and the home card read the same condition.
import type { LedgerClientQuery, LedgerClientRow } from '@portal/contract/ledger';
import type { Caller } from '../../platform/access/caller.ts';
import type { AppContext } from '../../platform/context.ts';
import { offsetOf, toPage } from '../../platform/http/paging.ts';
import * as repo from './ledger.home.repository.ts';

export function createLedgerClients(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    institutionOf: (caller: Caller) => repo.institutionOf(db, caller.org.id),

    async list(caller: Caller, q: LedgerClientQuery) {
      const institution = await repo.institutionOf(db, caller.org.id);
      const { total, rows } = await repo.clientPage(db, institution, q, q.size, offsetOf(q));
      return toPage<LedgerClientRow>(rows, total, q);
    },
  };
}
