import {
  type Answers,
  researchEndpoints as e,
  type InboxQuery,
  type LetterInput,
  type LetterQuery,
  type RecordInput,
  type RecordStatus,
  type ReplyState,
  type VisitForm,
} from '@portal/contract/research';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, hrefOf } from '../../api/endpoint';
import { useWorkflowInstance } from '../../api/workflow';

const all = ['research'] as const;
type Paged<F> = F & { page: number; size: number };

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: all }) });
}

export const useLetters = (query: Paged<Omit<LetterQuery, 'page' | 'size'>>) =>
  useQuery({
    queryKey: [...all, 'letters', query],
    queryFn: () => api(e.letters, { query }),
    placeholderData: keepPreviousData,
  });

export const useLetter = (letterId: string | null) =>
  useQuery({
    queryKey: [...all, 'letter', letterId],
    queryFn: () => api(e.letter, { params: { letterId: letterId ?? '' } }),
    enabled: Boolean(letterId),
  });

export const useReplies = (letterId: string, query: Paged<{ state?: ReplyState }>) =>
  useQuery({
    queryKey: [...all, 'replies', letterId, query],
    queryFn: () => api(e.replies, { params: { letterId }, query }),
    placeholderData: keepPreviousData,
  });

export const repliesExportUrl = (letterId: string) => hrefOf(e.exportReplies, { params: { letterId } });

export const useSaveLetter = () =>
  useChange(({ letterId, input, version }: { letterId?: string; input: LetterInput; version?: number }) =>
    letterId
      ? api(e.updateLetter, { params: { letterId }, body: { ...input, version: version ?? 1 } })
      : api(e.createLetter, { body: input }),
  );

export const useSubmitLetter = () =>
  useChange((letterId: string) => api(e.submitLetter, { params: { letterId } }));
export const useRemind = () => useChange((letterId: string) => api(e.remind, { params: { letterId } }));

export const useInbox = (query: Paged<Omit<InboxQuery, 'page' | 'size'>>) =>
  useQuery({
    queryKey: [...all, 'inbox', query],
    queryFn: () => api(e.inbox, { query }),
    placeholderData: keepPreviousData,
  });

export const useInboxLetter = (letterId: string | null) =>
  useQuery({
    queryKey: [...all, 'inbox-letter', letterId],
    queryFn: () => api(e.inboxLetter, { params: { letterId: letterId ?? '' } }),
    enabled: Boolean(letterId),
  });

export const useAnswer = () =>
  useChange(({ letterId, answers, submit }: { letterId: string; answers: Answers; submit: boolean }) =>
    api(submit ? e.submitAnswers : e.saveAnswers, { params: { letterId }, body: { answers } }),
  );

export const useRecords = (query: Paged<{ keyword?: string; status?: RecordStatus; form?: VisitForm }>) =>
  useQuery({
    queryKey: [...all, 'records', query],
    queryFn: () => api(e.records, { query }),
    placeholderData: keepPreviousData,
  });

export const useRecord = (recordId: string | null) =>
  useQuery({
    queryKey: [...all, 'record', recordId],
    queryFn: () => api(e.record, { params: { recordId: recordId ?? '' } }),
    enabled: Boolean(recordId),
  });

export const useSaveRecord = () =>
  useChange(({ recordId, input, version }: { recordId?: string; input: RecordInput; version?: number }) =>
    recordId
      ? api(e.updateRecord, { params: { recordId }, body: { ...input, version: version ?? 1 } })
      : api(e.createRecord, { body: input }),
  );

export const useSubmitRecord = () =>
  useChange((recordId: string) => api(e.submitRecord, { params: { recordId } }));

/**
 * A subject follows its review: when the instance behind it moves (approved, returned — acted in
 * the WorkflowDetail on the same page), the research queries are read again.
 */
export function useFollowReview(instanceId: string | null) {
  const client = useQueryClient();
  const instance = useWorkflowInstance(instanceId);
  const version = instance.data?.instance.version;
  useEffect(() => {
    if (version !== undefined) void client.invalidateQueries({ queryKey: all });
  }, [version, client]);
}
