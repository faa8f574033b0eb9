// Query hooks of policy matching. Changes refresh all of ['policy'].
import type { PageQuery } from '@portal/contract';
import {
  type PolicyRecordQuery,
  policyEndpoints as policy,
  type SupportPolicyInput,
} from '@portal/contract/policy';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const usePolicies = (query: PageQuery & { keyword?: string }) =>
  useQuery({
    queryKey: ['policy', 'policies', query],
    queryFn: () => api(policy.policies, { query }),
    placeholderData: keepPreviousData,
  });

export const usePolicyMatches = (policyId: string | null) =>
  useQuery({
    queryKey: ['policy', 'matches', policyId],
    queryFn: () => api(policy.matches, { params: { policyId: policyId! } }),
    enabled: policyId !== null,
  });

export const usePolicyRecords = (query: PolicyRecordQuery) =>
  useQuery({
    queryKey: ['policy', 'records', query],
    queryFn: () => api(policy.records, { query }),
    placeholderData: keepPreviousData,
  });

export const exportPolicyRecords = (query: Omit<PolicyRecordQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(policy.exportRecords, { query }, filename);

/** The policies told to the enterprise ('mine'), or every one it meets the conditions of ('fitting'). */
export const useMyPolicies = (list: 'mine' | 'fitting', query: PageQuery) =>
  useQuery({
    queryKey: ['policy', list, query],
    queryFn: () => api(list === 'mine' ? policy.mine : policy.fitting, { query }),
    placeholderData: keepPreviousData,
  });

function useRefreshing<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['policy'] }),
  });
}

export const useSavePolicy = () =>
  useRefreshing(
    ({ policyId, input, version }: { policyId?: string; input: SupportPolicyInput; version?: number }) =>
      policyId
        ? api(policy.update, { params: { policyId }, body: { ...input, version: version ?? 0 } })
        : api(policy.add, { body: input }),
  );

export const useTellPolicy = () =>
  useRefreshing(({ policyId, enterpriseIds }: { policyId: string; enterpriseIds?: string[] }) =>
    api(policy.tell, { params: { policyId }, body: enterpriseIds ? { enterpriseIds } : {} }),
  );

export const useOpenPolicy = () =>
  useRefreshing((policyId: string) => api(policy.open, { params: { policyId } }));

export const useApplyPolicy = () =>
  useRefreshing((policyId: string) => api(policy.apply, { params: { policyId } }));
