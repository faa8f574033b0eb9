// Dictionary maintenance calls (system management): tree, search, add, edit, export, import.
import {
  type DictCreateBody,
  type DictKind,
  type DictUpdateBody,
  dictAdminEndpoints,
} from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, downloadFrom } from './endpoint';

export const dictAdminKeys = {
  all: (kind: DictKind) => ['dict-admin', kind] as const,
  search: (kind: DictKind, q: string) => ['dict-admin', kind, 'search', q] as const,
};

export function fetchDictChildren(kind: DictKind, parent?: string) {
  return api(dictAdminEndpoints.children, { params: { kind }, query: { parent } });
}

export function useDictSearch(kind: DictKind, q: string) {
  return useQuery({
    queryKey: dictAdminKeys.search(kind, q),
    queryFn: () => api(dictAdminEndpoints.search, { params: { kind }, query: { q } }),
    enabled: q.trim().length > 0,
  });
}

export function useCreateDictNode(kind: DictKind) {
  return useMutation({
    mutationFn: (body: DictCreateBody) => api(dictAdminEndpoints.create, { params: { kind }, body }),
  });
}

export function useUpdateDictNode(kind: DictKind) {
  return useMutation({
    mutationFn: ({ code, ...body }: DictUpdateBody & { code: string }) =>
      api(dictAdminEndpoints.update, { params: { kind, code }, body }),
  });
}

export function useImportDict(kind: DictKind) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api(dictAdminEndpoints.import, { params: { kind }, body: form });
    },
  });
}

export function exportDict(kind: DictKind, filename: string): Promise<void> {
  return downloadFrom(dictAdminEndpoints.export, { params: { kind } }, filename);
}
