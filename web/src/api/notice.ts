// Query hooks of the notice inbox (spec §7). After a read or a discard the bell's unread count
// (query key ['notice','count'], owned by the shell) and the lists are refreshed.
import { noticeEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export const noticeKeys = {
  all: ['notice'] as const,
  count: ['notice', 'count'] as const,
  page: (page: number, size: number) => ['notice', 'list', page, size] as const,
};

export function useNoticePage(page: number, size: number) {
  return useQuery({
    queryKey: noticeKeys.page(page, size),
    queryFn: () => api(noticeEndpoints.inbox, { query: { page, size } }),
    // Paging keeps the old rows on screen instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });
}

function useNoticeMutation(run: (noticeId: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}

export function useMarkNoticeRead() {
  return useNoticeMutation((noticeId) => api(noticeEndpoints.read, { query: { noticeId } }));
}

export function useDiscardNotice() {
  return useNoticeMutation((noticeId) => api(noticeEndpoints.discard, { query: { noticeId } }));
}
