// Query hooks of the hot issues: the portal's published list and detail, and the administrators'
// list and editing. Every change refreshes everything under ['hot-issue'].
import type {
  HotIssueAdmin,
  HotIssueAdminDetail,
  HotIssueAdminQuery,
  HotIssueCategoryCounts,
  HotIssueDetail,
  HotIssueInput,
  HotIssueQuery,
  HotIssueSummary,
  Page,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const PUBLIC = '/console/api/portal/hot-issues';
const ADMIN = '/console/api/portal/management/hot-issues';

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
    queryFn: () => http.get<Page<HotIssueSummary>>(PUBLIC, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useHotIssueCategories() {
  return useQuery({
    queryKey: hotIssueKeys.categories,
    queryFn: () => http.get<HotIssueCategoryCounts>(`${PUBLIC}/categories`),
  });
}

/** Each opening counts a reading on the server, so the answer is not cached across openings. */
export function useHotIssue(issueId: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: hotIssueKeys.detail(issueId ?? ''),
    queryFn: async () => {
      const issue = await http.get<HotIssueDetail>(`${PUBLIC}/${issueId}`);
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
    queryFn: () => http.get<Page<HotIssueAdmin>>(ADMIN, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useHotIssueAdmin(issueId: string | null) {
  return useQuery({
    queryKey: hotIssueKeys.adminDetail(issueId ?? ''),
    queryFn: () => http.get<HotIssueAdminDetail>(`${ADMIN}/${issueId}`),
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
        ? http.put<HotIssueAdminDetail>(`${ADMIN}/${issueId}`, { ...input, version })
        : http.post<HotIssueAdminDetail>(ADMIN, input),
  );
}

export function useDeleteHotIssue() {
  return useHotIssueMutation((issueId: string) => http.delete<{ issueId: string }>(`${ADMIN}/${issueId}`));
}

/** Publishing from the list: the server takes the whole issue, so read it first. */
export function useToggleHotIssuePublished() {
  return useHotIssueMutation(async ({ issueId, published }: { issueId: string; published: boolean }) => {
    const current = await http.get<HotIssueAdminDetail>(`${ADMIN}/${issueId}`);
    const { category, question, answer, order, version } = current;
    return http.put<HotIssueAdminDetail>(`${ADMIN}/${issueId}`, {
      category,
      question,
      answer,
      order,
      published,
      version,
    });
  });
}
