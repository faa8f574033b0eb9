// Dictionary maintenance calls (system management): tree, search, add, edit, export, import.
import type {
  DictCreateBody,
  DictImportResult,
  DictKind,
  DictMatch,
  DictNode,
  DictUpdateBody,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from './client';
import { download } from './download';

const base = (kind: DictKind) => `/console/api/management/dict/${kind}`;

export const dictAdminKeys = {
  all: (kind: DictKind) => ['dict-admin', kind] as const,
  search: (kind: DictKind, q: string) => ['dict-admin', kind, 'search', q] as const,
};

export function fetchDictChildren(kind: DictKind, parent?: string): Promise<DictNode[]> {
  return http.get<DictNode[]>(`${base(kind)}/children`, { params: { parent } });
}

export function useDictSearch(kind: DictKind, q: string) {
  return useQuery({
    queryKey: dictAdminKeys.search(kind, q),
    queryFn: () => http.get<DictMatch[]>(`${base(kind)}/search`, { params: { q } }),
    enabled: q.trim().length > 0,
  });
}

export function useCreateDictNode(kind: DictKind) {
  return useMutation({ mutationFn: (body: DictCreateBody) => http.post<DictNode>(base(kind), body) });
}

export function useUpdateDictNode(kind: DictKind) {
  return useMutation({
    mutationFn: ({ code, ...body }: DictUpdateBody & { code: string }) =>
      http.put<DictNode>(`${base(kind)}/${encodeURIComponent(code)}`, body),
  });
}

export function useImportDict(kind: DictKind) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return http.post<DictImportResult>(`${base(kind)}/import`, form);
    },
  });
}

export function exportDict(kind: DictKind, filename: string): Promise<void> {
  return download(`${base(kind)}/export`, { filename });
}
