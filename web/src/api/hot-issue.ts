// Query hooks of the hot issues: the portal's published list and detail, and the administrators'
// list and editing. Every change refreshes everything under ['hot-issue'].
import {
  type HotIssueAdminQuery,
  type HotIssueInput,
  type HotIssueQuery,
  hotIssueEndpoints as hotIssues,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export const hotIssueKeys = {
  all: ['hot-issue'] as const,
  published: (query: HotIssueQuery) => ['hot-issue', 'published', query] as const,
  categories: ['hot-issue', 'categories'] as const,
  detail: (issueId: string) => ['hot-issue', 'detail', issueId] as const,
  admin: (query: HotIssueAdminQuery) => ['hot-issue', 'admin', query] as const,
  adminDetail: (issueId: string) => ['hot-issue', 'admin-detail', issueId] as const,
};

export function usePublishedHotIssues(query: HotIssueQuery) {
  return useQuery({
    queryKey: hotIssueKeys.published(query),
    queryFn: () => api(hotIssues.published, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useHotIssueCategories() {
  return useQuery({
    queryKey: hotIssueKeys.categories,
    queryFn: () => api(hotIssues.categories),
  });
}

/** Each opening counts a reading on the server, so the answer is not cached across openings. */
export function useHotIssue(issueId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: hotIssueKeys.detail(issueId ?? ''),
    queryFn: async () => {
      const issue = await api(hotIssues.read, { params: { issueId: issueId ?? '' } });
      // The list's view counts are one behind now.
      void client.invalidateQueries({ queryKey: ['hot-issue', 'published'] });
      return issue;
    },
    enabled: Boolean(issueId),
    gcTime: 0,
  });
}

export function useHotIssuesAdmin(query: HotIssueAdminQuery) {
  return useQuery({
    queryKey: hotIssueKeys.admin(query),
    queryFn: () => api(hotIssues.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useHotIssueAdmin(issueId: string | null) {
  return useQuery({
    queryKey: hotIssueKeys.adminDetail(issueId ?? ''),
    queryFn: () => api(hotIssues.one, { params: { issueId: issueId ?? '' } }),
    enabled: Boolean(issueId),
  });
}

function useHotIssueMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: hotIssueKeys.all }),
  });
}

/** An edit names the version it was loaded at: the server answers 409 when someone saved meanwhile. */
export function useSaveHotIssue() {
  return useHotIssueMutation(
    ({ issueId, input, version }: { issueId?: string; input: HotIssueInput; version?: number }) =>
      issueId
        ? api(hotIssues.update, { params: { issueId }, body: { ...input, version: version as number } })
        : api(hotIssues.create, { body: input }),
  );
}

export function useDeleteHotIssue() {
  return useHotIssueMutation((issueId: string) => api(hotIssues.delete, { params: { issueId } }));
}

/** Publishing from the list: the server takes the whole issue, so read it first. */
export function useToggleHotIssuePublished() {
  return useHotIssueMutation(async ({ issueId, published }: { issueId: string; published: boolean }) => {
    const current = await api(hotIssues.one, { params: { issueId: issueId ?? '' } });
    const { category, question, answer, order, version } = current;
    return api(hotIssues.update, {
      params: { issueId },
      body: { category, question, answer, order, published, version },
    });
  });
}
