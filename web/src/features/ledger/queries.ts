// Query hooks of the listing ledger: my ledger, one enterprise's, its history, the board and the
// list. Every save refreshes everything under ['ledger'] (board counts move with a ledger).
import type { PageQuery } from '@portal/contract';
import {
  type LedgerClientQuery,
  type LedgerFilters,
  type LedgerListQuery,
  type LedgerUpdate,
  ledgerEndpoints as ledger,
} from '@portal/contract/ledger';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hrefOf } from '../../api/endpoint';

export type ListFilters = Partial<Omit<LedgerListQuery, 'page' | 'size'>>;

export const ledgerKeys = {
  all: ['ledger'] as const,
  mine: ['ledger', 'mine'] as const,
  one: (id: string) => ['ledger', 'one', id] as const,
  history: (id: string | null, q: PageQuery) => ['ledger', 'history', id, q] as const,
  board: (f: LedgerFilters) => ['ledger', 'board', f] as const,
  list: (q: ListFilters & PageQuery) => ['ledger', 'list', q] as const,
};

/** `id` null: my own ledger (an enterprise); else an enterprise's, for the government. */
export function useLedger(id: string | null) {
  return useQuery({
    queryKey: id ? ledgerKeys.one(id) : ledgerKeys.mine,
    queryFn: () => (id ? api(ledger.one, { params: { enterpriseId: id } }) : api(ledger.my)),
  });
}

export function useLedgerHistory(id: string | null, q: PageQuery) {
  return useQuery({
    queryKey: ledgerKeys.history(id, q),
    queryFn: () =>
      id
        ? api(ledger.history, { params: { enterpriseId: id }, query: q })
        : api(ledger.myHistory, { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveLedger(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LedgerUpdate) =>
      id ? api(ledger.save, { params: { enterpriseId: id }, body }) : api(ledger.saveMy, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}

export function useLedgerBoard(f: LedgerFilters) {
  return useQuery({
    queryKey: ledgerKeys.board(f),
    queryFn: () => api(ledger.board, { query: f }),
    placeholderData: keepPreviousData,
  });
}

export function useLedgerList(q: ListFilters & PageQuery) {
  return useQuery({
    queryKey: ledgerKeys.list(q),
    queryFn: () => api(ledger.list, { query: q }),
    placeholderData: keepPreviousData,
  });
}

export const boardExportUrl = (f: LedgerFilters) => hrefOf(ledger.boardExport, { query: f });
export const listExportUrl = (f: ListFilters) => hrefOf(ledger.export, { query: f });

export function useImportLedgers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(ledger.import, { body: form });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}

/** An intermediary's client enterprises (issue 16): the ledgers naming its institution. */
export function useLedgerClients(q: Partial<Omit<LedgerClientQuery, 'page' | 'size'>> & PageQuery) {
  return useQuery({
    queryKey: ['ledger', 'clients', q] as const,
    queryFn: () => api(ledger.clients, { query: q }),
    placeholderData: keepPreviousData,
  });
}
