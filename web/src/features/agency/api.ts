// Query hooks of agency search. Changes (measures) refresh all of ['agency'].
import type { PageQuery } from '@portal/contract';
import { type AgencyType, agencyEndpoints as agency, type MeasureInput } from '@portal/contract/agency';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoint';

export const useAgencies = (query: PageQuery & { keyword?: string; type?: AgencyType }) =>
  useQuery({
    queryKey: ['agency', 'search', query],
    queryFn: () => api(agency.search, { query }),
    placeholderData: keepPreviousData,
  });

export const useAgency = (institutionId: string | null) =>
  useQuery({
    queryKey: ['agency', 'detail', institutionId],
    queryFn: () => api(agency.detail, { params: { institutionId: institutionId! } }),
    enabled: institutionId !== null,
  });

export const useAgencyComparison = (ids: string[] | null) =>
  useQuery({
    queryKey: ['agency', 'compare', ids],
    queryFn: () => api(agency.compare, { query: { ids: ids!.join(',') } }),
    enabled: ids !== null,
  });

function useRefreshing<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['agency'] }),
  });
}

export const useAddMeasure = () =>
  useRefreshing(({ institutionId, body }: { institutionId: string; body: MeasureInput }) =>
    api(agency.addMeasure, { params: { institutionId }, body }),
  );

export const useDeleteMeasure = () =>
  useRefreshing((measureId: string) => api(agency.deleteMeasure, { params: { measureId } }));
