// Query hooks of enterprise information (issue 3 §3): my company, the government list, profile,
// history, review queue, grade changes and tags. Mutations refresh every enterprise query.
import {
  enterpriseEndpoints as company,
  type EndpointBody,
  type EndpointQuery,
  type EnterpriseListQuery,
  type EnterpriseProfileInput,
  type GradeChangeBody,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, hrefOf } from './endpoint';

export type EnterpriseFilters = Partial<Omit<EnterpriseListQuery, 'page' | 'size'>>;

export const enterpriseKeys = {
  all: ['enterprise'] as const,
  my: ['enterprise', 'my'] as const,
  dictionaries: ['enterprise', 'dictionaries'] as const,
  list: (q: object) => ['enterprise', 'list', q] as const,
  profile: (id: string) => ['enterprise', 'profile', id] as const,
  history: (id: string | null, page: number, size: number) =>
    ['enterprise', 'history', id, page, size] as const,
  audit: (q: object) => ['enterprise', 'audit', q] as const,
  grades: (q: object) => ['enterprise', 'grades', q] as const,
  tags: ['enterprise', 'tags'] as const,
};

export function useMyCompany() {
  return useQuery({ queryKey: enterpriseKeys.my, queryFn: () => api(company.my) });
}

export function useEnterpriseDictionaries() {
  return useQuery({
    queryKey: enterpriseKeys.dictionaries,
    queryFn: () => api(company.dictionaries),
    staleTime: 30 * 60_000,
  });
}

function useEnterpriseMutation<T, V>(run: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'abilities' in data && 'org' in data)
        client.setQueryData(enterpriseKeys.my, data);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: enterpriseKeys.all });
      void client.invalidateQueries({ queryKey: ['workflow'] });
    },
  });
}

export const useSaveDraft = () =>
  useEnterpriseMutation((body: EnterpriseProfileInput) => api(company.saveDraft, { body }));
export const useDiscardDraft = () => useEnterpriseMutation(() => api(company.discard));
export const useSubmitDraft = () => useEnterpriseMutation(() => api(company.submit));
export const useWithdrawDraft = () => useEnterpriseMutation(() => api(company.withdraw));

/** `enabled` false where the list is not for this user (offices read it; others are refused). */
export function useEnterpriseList(query: EnterpriseFilters & { page: number; size: number }, enabled = true) {
  return useQuery({
    queryKey: enterpriseKeys.list(query),
    queryFn: () => api(company.list, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The export is a plain download: the browser streams the file, the filters ride in the URL. */
export const exportUrl = (filters: EnterpriseFilters) => hrefOf(company.export, { query: filters });

export function useEnterpriseProfile(id: string | null) {
  return useQuery({
    queryKey: enterpriseKeys.profile(id ?? ''),
    queryFn: () => api(company.profile, { query: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useEnterpriseHistory(id: string | null, page: number, size: number) {
  return useQuery({
    queryKey: enterpriseKeys.history(id, page, size),
    queryFn: () => api(company.history, { query: { id: id ?? undefined, page, size } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useReviewQueue(query: EndpointQuery<typeof company.reviews>) {
  return useQuery({
    queryKey: enterpriseKeys.audit(query),
    queryFn: () => api(company.reviews, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useGradeHistory(query: EndpointQuery<typeof company.gradeHistory>) {
  return useQuery({
    queryKey: enterpriseKeys.grades(query),
    queryFn: () => api(company.gradeHistory, { query }),
    placeholderData: keepPreviousData,
  });
}

export const useChangeGrade = () =>
  useEnterpriseMutation((body: GradeChangeBody) => api(company.changeGrade, { body }));

export function useTagCounts() {
  return useQuery({ queryKey: enterpriseKeys.tags, queryFn: () => api(company.tags) });
}

export const useSetTags = () =>
  useEnterpriseMutation((body: EndpointBody<typeof company.setTags>) => api(company.setTags, { body }));
