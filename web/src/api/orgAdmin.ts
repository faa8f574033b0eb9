// Government organisation calls (system management): region tree, list, add.
import type { ManagedOrg, OrgCreateBody, OrgListQuery, OrgRegionNode, Page } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const BASE = '/console/api/management/orgs';

export function fetchOrgRegions(parent?: string): Promise<OrgRegionNode[]> {
  return http.get<OrgRegionNode[]>(`${BASE}/regions`, { params: { parent } });
}

export function useOrgRegionRoots() {
  return useQuery({ queryKey: ['org-admin', 'regions', ''], queryFn: () => fetchOrgRegions() });
}

export function useManagedOrgs(query: Partial<OrgListQuery>, enabled = true) {
  return useQuery({
    queryKey: ['org-admin', 'orgs', query],
    queryFn: () => http.get<Page<ManagedOrg>>(BASE, { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgCreateBody) => http.post<{ id: string }>(BASE, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['org-admin'] }),
  });
}

export function useRenameRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, name }: { code: string; name: string }) =>
      http.put(`/console/api/management/dict/area/${code}`, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['org-admin'] }),
  });
}
