// Query hooks of enterprise information (issue 3 §3): my company, the government list, profile,
// history, review queue, grade changes and tags. Mutations refresh every enterprise query.
import type {
  EnterpriseDictionaries,
  EnterpriseHistoryPage,
  EnterpriseListQuery,
  EnterpriseProfileInput,
  EnterpriseProfileView,
  EnterpriseSummary,
  GradeChange,
  GradeChangeBody,
  MyCompany,
  Page,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { buildUrl, http } from './client';

export type EnterpriseFilters = Partial<Omit<EnterpriseListQuery, 'page' | 'size'>>;
export type ReviewItem = {
  versionId: string;
  enterpriseId: string;
  enterpriseName: string;
  regionName: string | null;
  status: 'DRAFT' | 'SUBMITTED' | 'REJECTED' | 'APPROVED';
  submittedAt: string | null;
  workflowInstanceId: string | null;
  assigneeOrgName: string | null;
  mine: boolean;
  isNew: boolean;
};

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
  return useQuery({
    queryKey: enterpriseKeys.my,
    queryFn: () => http.get<MyCompany>('/console/api/company/my'),
  });
}

export function useEnterpriseDictionaries() {
  return useQuery({
    queryKey: enterpriseKeys.dictionaries,
    queryFn: () => http.get<EnterpriseDictionaries>('/console/api/company/dictionaries'),
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
  useEnterpriseMutation((body: EnterpriseProfileInput) =>
    http.put<MyCompany>('/console/api/company/my/draft', body),
  );
export const useDiscardDraft = () =>
  useEnterpriseMutation(() => http.delete<MyCompany>('/console/api/company/my/draft'));
export const useSubmitDraft = () =>
  useEnterpriseMutation(() => http.post<MyCompany>('/console/api/company/my/submit'));
export const useWithdrawDraft = () =>
  useEnterpriseMutation(() => http.post<MyCompany>('/console/api/company/my/withdraw'));

export function useEnterpriseList(query: EnterpriseFilters & { page: number; size: number }) {
  return useQuery({
    queryKey: enterpriseKeys.list(query),
    queryFn: () => http.get<Page<EnterpriseSummary>>('/console/api/company/list', { params: query }),
    placeholderData: keepPreviousData,
  });
}

/** The export is a plain download: the browser streams the file, the filters ride in the URL. */
export const exportUrl = (filters: EnterpriseFilters) => buildUrl('/console/api/company/export', filters);

export function useEnterpriseProfile(id: string | null) {
  return useQuery({
    queryKey: enterpriseKeys.profile(id ?? ''),
    queryFn: () => http.get<EnterpriseProfileView>('/console/api/company/profile', { params: { id } }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useEnterpriseHistory(id: string | null, page: number, size: number) {
  return useQuery({
    queryKey: enterpriseKeys.history(id, page, size),
    queryFn: () =>
      http.get<EnterpriseHistoryPage>('/console/api/company/history', {
        params: { id: id ?? undefined, page, size },
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useReviewQueue(query: { scope: 'todo' | 'all'; name?: string; page: number; size: number }) {
  return useQuery({
    queryKey: enterpriseKeys.audit(query),
    queryFn: () => http.get<Page<ReviewItem>>('/console/api/company/audit', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useGradeHistory(query: { id?: string; page: number; size: number }) {
  return useQuery({
    queryKey: enterpriseKeys.grades(query),
    queryFn: () => http.get<Page<GradeChange>>('/console/api/company/grade/history', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export const useChangeGrade = () =>
  useEnterpriseMutation((body: GradeChangeBody) =>
    http.post<{ id: string }>('/console/api/company/grade', body),
  );

export function useTagCounts() {
  return useQuery({
    queryKey: enterpriseKeys.tags,
    queryFn: () => http.get<{ tag: string; count: number }[]>('/console/api/company/tags'),
  });
}

export const useSetTags = () =>
  useEnterpriseMutation((body: { enterpriseId: string; tags: string[] }) =>
    http.put<{ enterpriseId: string; tags: string[] }>('/console/api/company/tags', body),
  );
