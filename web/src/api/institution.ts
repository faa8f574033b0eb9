// Query hooks of institution information (issue 3 §4): my information, directory, management
// list, profile, history and the library options of the enterprise form.
import type {
  DirectoryEntry,
  DirectoryQuery,
  FieldChange,
  InstitutionListQuery,
  InstitutionProfileInput,
  InstitutionProfileView,
  InstitutionSummary,
  InstitutionVersion,
  MyInstitution,
  Page,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

export type InstitutionHistoryPage = Page<{ version: InstitutionVersion; changes: FieldChange[] }>;

export const institutionKeys = {
  all: ['institution'] as const,
  my: ['institution', 'my'] as const,
  directory: (q: object) => ['institution', 'directory', q] as const,
  list: (q: object) => ['institution', 'list', q] as const,
  profile: (id: string) => ['institution', 'profile', id] as const,
  history: (id: string | null, page: number, size: number) =>
    ['institution', 'history', id, page, size] as const,
  options: (type: string, keyword: string) => ['institution', 'options', type, keyword] as const,
};

export function useMyInstitution(enabled = true) {
  return useQuery({
    queryKey: institutionKeys.my,
    queryFn: () => http.get<MyInstitution>('/console/api/institution/my'),
    enabled,
  });
}

function useInstitutionMutation<V>(run: (vars: V) => Promise<MyInstitution>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => client.setQueryData(institutionKeys.my, data),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: institutionKeys.all });
      void client.invalidateQueries({ queryKey: ['workflow'] });
    },
  });
}

export const useSaveInstitutionDraft = () =>
  useInstitutionMutation((body: InstitutionProfileInput) =>
    http.put<MyInstitution>('/console/api/institution/my/draft', body),
  );
export const useDiscardInstitutionDraft = () =>
  useInstitutionMutation(() => http.delete<MyInstitution>('/console/api/institution/my/draft'));
export const useSubmitInstitution = () =>
  useInstitutionMutation(() => http.post<MyInstitution>('/console/api/institution/my/submit'));
export const useWithdrawInstitution = () =>
  useInstitutionMutation(() => http.post<MyInstitution>('/console/api/institution/my/withdraw'));

export function useDirectory(query: Partial<DirectoryQuery> & { page: number; size: number }) {
  return useQuery({
    queryKey: institutionKeys.directory(query),
    queryFn: () => http.get<Page<DirectoryEntry>>('/console/api/institution/directory', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionList(query: Partial<InstitutionListQuery> & { page: number; size: number }) {
  return useQuery({
    queryKey: institutionKeys.list(query),
    queryFn: () => http.get<Page<InstitutionSummary>>('/console/api/institution/list', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionProfile(id: string | null) {
  return useQuery({
    queryKey: institutionKeys.profile(id ?? ''),
    queryFn: () => http.get<InstitutionProfileView>('/console/api/institution/profile', { params: { id } }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useInstitutionHistory(id: string | null, page: number, size: number) {
  return useQuery({
    queryKey: institutionKeys.history(id, page, size),
    queryFn: () =>
      http.get<InstitutionHistoryPage>('/console/api/institution/history', {
        params: { id: id ?? undefined, page, size },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useInstitutionOptions(type: 'BROKER' | 'LAW_FIRM' | 'ACCOUNTING_FIRM', keyword: string) {
  return useQuery({
    queryKey: institutionKeys.options(type, keyword),
    queryFn: () =>
      http.get<{ id: string; name: string; type: string }[]>('/console/api/institution/options', {
        params: { type, keyword },
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
