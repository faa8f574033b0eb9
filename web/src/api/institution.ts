// Query hooks of institution information (issue 3 §4): my information, directory, management
// list, profile, history and the library options of the enterprise form.
import {
  type DirectoryQuery,
  type EndpointQuery,
  type InstitutionListQuery,
  type InstitutionProfileInput,
  institutionEndpoints as institution,
  type MyInstitution,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

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
  return useQuery({ queryKey: institutionKeys.my, queryFn: () => api(institution.my), enabled });
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
  useInstitutionMutation((body: InstitutionProfileInput) => api(institution.saveDraft, { body }));
export const useDiscardInstitutionDraft = () => useInstitutionMutation(() => api(institution.discard));
export const useSubmitInstitution = () => useInstitutionMutation(() => api(institution.submit));
export const useWithdrawInstitution = () => useInstitutionMutation(() => api(institution.withdraw));

export function useDirectory(query: Partial<DirectoryQuery> & { page: number; size: number }) {
  return useQuery({
    queryKey: institutionKeys.directory(query),
    queryFn: () => api(institution.directory, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionList(query: Partial<InstitutionListQuery> & { page: number; size: number }) {
  return useQuery({
    queryKey: institutionKeys.list(query),
    queryFn: () => api(institution.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useInstitutionProfile(id: string | null) {
  return useQuery({
    queryKey: institutionKeys.profile(id ?? ''),
    queryFn: () => api(institution.profile, { query: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useInstitutionHistory(id: string | null, page: number, size: number) {
  return useQuery({
    queryKey: institutionKeys.history(id, page, size),
    queryFn: () => api(institution.history, { query: { id: id ?? undefined, page, size } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useInstitutionOptions(
  type: NonNullable<EndpointQuery<typeof institution.options>['type']>,
  keyword: string,
) {
  return useQuery({
    queryKey: institutionKeys.options(type, keyword),
    queryFn: () => api(institution.options, { query: { type, keyword } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
