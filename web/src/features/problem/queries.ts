// Query hooks of the green channel. Every change refreshes everything under ['problem'] (lists,
// detail, statistics) and the workflow inboxes, which list the same instances.
import {
  type ProblemActBody,
  type ProblemInput,
  type ProblemListQuery,
  type ProblemNoteInput,
  type ProblemStatsQuery,
  problemEndpoints as problems,
} from '@portal/contract/problem';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

export const problemKeys = {
  all: ['problem'] as const,
  list: (query: ProblemListQuery) => ['problem', 'list', query] as const,
  detail: (id: string) => ['problem', 'detail', id] as const,
  stats: (query: ProblemStatsQuery) => ['problem', 'stats', query] as const,
  targets: (id: string, action: string, keyword: string) =>
    ['problem', 'targets', id, action, keyword] as const,
};

export function useProblems(query: ProblemListQuery) {
  return useQuery({
    queryKey: problemKeys.list(query),
    queryFn: () => api(problems.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useProblem(id: string | null) {
  return useQuery({
    queryKey: problemKeys.detail(id ?? ''),
    queryFn: () => api(problems.read, { params: { problemId: id ?? '' } }),
    enabled: Boolean(id),
  });
}

export function useProblemStats(query: ProblemStatsQuery) {
  return useQuery({
    queryKey: problemKeys.stats(query),
    queryFn: () => api(problems.stats, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useProblemTargets(id: string, action: 'assign' | 'transfer' | null, keyword: string) {
  return useQuery({
    queryKey: problemKeys.targets(id, action ?? '', keyword),
    queryFn: () => api(problems.targets, { params: { problemId: id }, query: { action: action!, keyword } }),
    enabled: action !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: problemKeys.all });
    void client.invalidateQueries({ queryKey: ['workflow'] });
  };
}

/** Creates a draft (no id) or saves one (with its version). */
export function useSaveProblem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version, input }: { id: string | null; version?: number; input: ProblemInput }) =>
      id
        ? api(problems.update, { params: { problemId: id }, body: { ...input, version: version ?? 1 } })
        : api(problems.create, { body: input }),
    onSuccess: refresh,
  });
}

export function useSubmitProblem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      api(problems.submit, { params: { problemId: id }, body: { version } }),
    onSuccess: refresh,
  });
}

export function useDeleteProblem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(problems.remove, { params: { problemId: id } }),
    onSuccess: refresh,
  });
}

export function useProblemAct(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProblemActBody) => api(problems.act, { params: { problemId: id }, body }),
    onSuccess: refresh,
  });
}

/** A co-handling unit's progress note. */
export function useProblemNote(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProblemNoteInput) => api(problems.note, { params: { problemId: id }, body }),
    onSuccess: refresh,
  });
}
