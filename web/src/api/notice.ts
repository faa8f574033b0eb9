// Query hooks of the notice inbox (spec §7). After a read or a discard the bell's unread count
// (query key ['notice','count'], owned by the shell) and the lists are refreshed.
import type { Notice, Page } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

export const noticeKeys = {
  all: ['notice'] as const,
  count: ['notice', 'count'] as const,
  page: (page: number, size: number) => ['notice', 'list', page, size] as const,
};

export function useNoticePage(page: number, size: number) {
  return useQuery({
    queryKey: noticeKeys.page(page, size),
    queryFn: () => http.get<Page<Notice>>('/console/api/notice/', { params: { page, size } }),
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
  return useNoticeMutation((noticeId) =>
    http.put('/console/api/notice/read', undefined, { params: { noticeId } }),
  );
}

export function useDiscardNotice() {
  return useNoticeMutation((noticeId) =>
    http.delete('/console/api/notice/discarded', { params: { noticeId } }),
  );
}
