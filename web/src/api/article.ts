// Query hooks of portal articles: the public reads (portal pages, no sign-in) and the
// administrator's maintenance. A change refreshes every article query, public ones included.
import {
  type ArticleAdminQuery,
  type ArticleCategory,
  type ArticleInput,
  articleEndpoints as articles,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';
import { FIRST_SCREEN_META } from './firstScreen';

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

/** The home's lists; a minute old at most, so the answers a drawn home came with are not asked again. */
export function usePortalHome() {
  return useQuery({
    queryKey: articleKeys.home,
    queryFn: () => api(articles.home),
    meta: FIRST_SCREEN_META,
    staleTime: 60_000,
  });
}

export function usePortalArticles(categories: readonly ArticleCategory[], page: number, size: number) {
  return useQuery({
    queryKey: articleKeys.list(categories, page, size),
    queryFn: () => api(articles.published, { query: { category: categories.join(','), page, size } }),
    placeholderData: keepPreviousData,
  });
}

/** A published article; each load counts one view, so it is not refetched behind the reader's back. */
export function usePortalArticle(id: string | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? ''),
    queryFn: () => api(articles.read, { params: { articleId: id ?? '' } }),
    enabled: Boolean(id),
    meta: id ? FIRST_SCREEN_META : undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `categories`: comma-separated, empty for the whole portal. */
export function usePortalSearch(q: string, categories: string, page: number, size: number) {
  return useQuery({
    queryKey: articleKeys.search(q, categories, page, size),
    queryFn: () => api(articles.search, { query: { q, category: categories, page, size } }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticles(query: ArticleAdminQuery) {
  return useQuery({
    queryKey: articleKeys.adminList(query),
    queryFn: () => api(articles.list, { query: { ...query, category: query.category?.join(',') } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticle(id: string | null) {
  return useQuery({
    queryKey: articleKeys.admin(id ?? ''),
    queryFn: () => api(articles.one, { params: { articleId: id ?? '' } }),
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
      ? api(articles.update, { params: { articleId: id }, body: { ...input, version: version as number } })
      : api(articles.create, { body: input }),
  );
}

export function usePublishArticle() {
  return useArticleMutation(({ id, version }: { id: string; version?: number }) =>
    api(articles.publish, { params: { articleId: id }, body: { version } }),
  );
}

export function useUnpublishArticle() {
  return useArticleMutation(({ id, version }: { id: string; version?: number }) =>
    api(articles.unpublish, { params: { articleId: id }, body: { version } }),
  );
}

export function useDeleteArticle() {
  return useArticleMutation((id: string) => api(articles.delete, { params: { articleId: id } }));
}
