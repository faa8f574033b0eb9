// Query hooks of portal articles: the public reads (portal pages, no sign-in) and the
// administrator's maintenance. A change refreshes every article query, public ones included.
import type {
  ArticleAdmin,
  ArticleAdminItem,
  ArticleAdminQuery,
  ArticleCard,
  ArticleCategory,
  ArticleDetail,
  ArticleHit,
  ArticleInput,
  Page,
  PortalHome,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const PORTAL = '/console/api/portal';
const ADMIN = `${PORTAL}/management/articles`;

export const articleKeys = {
  all: ['article'] as const,
  home: ['article', 'home'] as const,
  list: (categories: readonly string[], page: number, size: number) =>
    ['article', 'list', categories.join(','), page, size] as const,
  detail: (id: string) => ['article', 'detail', id] as const,
  search: (q: string, categories: string, page: number, size: number) =>
    ['article', 'search', q, categories, page, size] as const,
  adminList: (query: ArticleAdminQuery) => ['article', 'admin', 'list', query] as const,
  admin: (id: string) => ['article', 'admin', id] as const,
};

export function usePortalHome() {
  return useQuery({ queryKey: articleKeys.home, queryFn: () => http.get<PortalHome>(`${PORTAL}/home`) });
}

export function usePortalArticles(categories: readonly ArticleCategory[], page: number, size: number) {
  return useQuery({
    queryKey: articleKeys.list(categories, page, size),
    queryFn: () =>
      http.get<Page<ArticleCard>>(`${PORTAL}/articles`, {
        params: { category: categories.join(','), page, size },
      }),
    placeholderData: keepPreviousData,
  });
}

/** A published article; each load counts one view, so it is not refetched behind the reader's back. */
export function usePortalArticle(id: string | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? ''),
    queryFn: () => http.get<ArticleDetail>(`${PORTAL}/articles/${id}`),
    enabled: Boolean(id),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `categories`: comma-separated, empty for the whole portal. */
export function usePortalSearch(q: string, categories: string, page: number, size: number) {
  return useQuery({
    queryKey: articleKeys.search(q, categories, page, size),
    queryFn: () =>
      http.get<Page<ArticleHit>>(`${PORTAL}/search`, { params: { q, category: categories, page, size } }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticles(query: ArticleAdminQuery) {
  return useQuery({
    queryKey: articleKeys.adminList(query),
    queryFn: () =>
      http.get<Page<ArticleAdminItem>>(ADMIN, {
        params: { ...query, category: query.category?.join(',') },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticle(id: string | null) {
  return useQuery({
    queryKey: articleKeys.admin(id ?? ''),
    queryFn: () => http.get<ArticleAdmin>(`${ADMIN}/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}

function useArticleMutation<V, R>(run: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}

export type SaveArticle = { id: string | null; input: ArticleInput; version?: number };

export function useSaveArticle() {
  return useArticleMutation(({ id, input, version }: SaveArticle) =>
    id
      ? http.put<ArticleAdmin>(`${ADMIN}/${id}`, { ...input, version })
      : http.post<ArticleAdmin>(ADMIN, input),
  );
}

export function usePublishArticle() {
  return useArticleMutation(({ id, version }: { id: string; version?: number }) =>
    http.post<ArticleAdmin>(`${ADMIN}/${id}/publish`, { version }),
  );
}

export function useUnpublishArticle() {
  return useArticleMutation(({ id, version }: { id: string; version?: number }) =>
    http.post<ArticleAdmin>(`${ADMIN}/${id}/unpublish`, { version }),
  );
}

export function useDeleteArticle() {
  return useArticleMutation((id: string) => http.delete<{ articleId: string }>(`${ADMIN}/${id}`));
}
