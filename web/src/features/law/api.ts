// Query hooks of the law library: search, issuers and one document for everyone signed in; the
// administrators' writes and imports. Every change refreshes everything under ['law'].
import { type LawDocumentInput, type LawSearchQuery, lawEndpoints as law } from '@portal/contract/law';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

const keys = {
  all: ['law'] as const,
  search: (query: LawSearchQuery) => ['law', 'search', query] as const,
  issuers: ['law', 'issuers'] as const,
  document: (id: string, q?: string) => ['law', 'document', id, q ?? ''] as const,
};

export function useLawSearch(query: LawSearchQuery) {
  return useQuery({
    queryKey: keys.search(query),
    queryFn: () => api(law.search, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useLawIssuers() {
  return useQuery({ queryKey: keys.issuers, queryFn: () => api(law.issuers), staleTime: 60_000 });
}

export function useLawDocument(documentId: string | null, q?: string) {
  return useQuery({
    queryKey: keys.document(documentId ?? '', q),
    queryFn: () => api(law.read, { params: { documentId: documentId ?? '' }, query: { q } }),
    enabled: Boolean(documentId),
  });
}

function useRefreshing<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export function useSaveLawDocument() {
  return useRefreshing(
    ({ documentId, input, version }: { documentId?: string; input: LawDocumentInput; version?: number }) =>
      documentId
        ? api(law.update, { params: { documentId }, body: { ...input, version: version ?? 0 } })
        : api(law.create, { body: input }),
  );
}

export function useDeleteLawDocument() {
  return useRefreshing((documentId: string) => api(law.delete, { params: { documentId } }));
}

export function useImportLaws() {
  return useRefreshing((files: File[]) => {
    const form = new FormData();
    for (const file of files) form.append('files', file, file.name);
    return api(law.import, { body: form });
  });
}
