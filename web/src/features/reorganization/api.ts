// Query hooks of the reorganisation pages. An import through the datasets dialog refreshes
// ['reorganization'] (the dialog invalidates every dataset reader's queries).
import {
  type CaseFilter,
  type CaseQuery,
  type DealFilter,
  type DealQuery,
  reorganizationEndpoints as reorg,
  type TargetFilter,
  type TargetQuery,
} from '@portal/contract/reorganization';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const useReorgOverview = (query: { year?: number }) =>
  useQuery({
    queryKey: ['reorganization', 'overview', query],
    queryFn: () => api(reorg.overview, { query }),
    placeholderData: keepPreviousData,
  });

export const useDeals = (query: DealQuery) =>
  useQuery({
    queryKey: ['reorganization', 'deals', query],
    queryFn: () => api(reorg.deals, { query }),
    placeholderData: keepPreviousData,
  });

export const useTargets = (query: TargetQuery) =>
  useQuery({
    queryKey: ['reorganization', 'targets', query],
    queryFn: () => api(reorg.targets, { query }),
    placeholderData: keepPreviousData,
  });

export const useCases = (query: CaseQuery) =>
  useQuery({
    queryKey: ['reorganization', 'cases', query],
    queryFn: () => api(reorg.cases, { query }),
    placeholderData: keepPreviousData,
  });

export const useCase = (caseId: string) =>
  useQuery({
    queryKey: ['reorganization', 'case', caseId],
    queryFn: () => api(reorg.case, { params: { caseId } }),
    enabled: caseId !== '',
  });

export const exportDeals = (query: DealFilter, filename: string) =>
  downloadFrom(reorg.exportDeals, { query }, filename);
export const exportTargets = (query: TargetFilter, filename: string) =>
  downloadFrom(reorg.exportTargets, { query }, filename);
export const exportCases = (query: CaseFilter, filename: string) =>
  downloadFrom(reorg.exportCases, { query }, filename);
