// Government organisation calls (system management): region tree, list, add.
import {
  dictAdminEndpoints,
  type OrgCreateBody,
  type OrgListQuery,
  orgAdminEndpoints,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

export function fetchOrgRegions(parent?: string) {
  return api(orgAdminEndpoints.regions, { query: { parent } });
}

export function useOrgRegionRoots() {
  return useQuery({ queryKey: ['org-admin', 'regions', ''], queryFn: () => fetchOrgRegions() });
}

export function useManagedOrgs(query: Partial<OrgListQuery>, enabled = true) {
  return useQuery({
    queryKey: ['org-admin', 'orgs', query],
    queryFn: () => api(orgAdminEndpoints.list, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCreateOrg() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OrgCreateBody) => api(orgAdminEndpoints.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['org-admin'] }),
  });
}

export function useRenameRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, name }: { code: string; name: string }) =>
      api(dictAdminEndpoints.update, { params: { kind: 'area', code }, body: { name } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['org-admin'] }),
  });
}
