// Query hooks of the IPO data: statistics and cases for every reader, dataset versions for
// administrators. Imports and restores refresh all of ['ipo-data'].
import {
  type IpoCaseQuery,
  type IpoDataset,
  type IpoImportQuery,
  ipoDataEndpoints as ipo,
  type LetterQuery,
} from '@portal/contract/ipo-data';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const useIpoOverview = (query: { year?: number }) =>
  useQuery({
    queryKey: ['ipo-data', 'overview', query],
    queryFn: () => api(ipo.overview, { query }),
    placeholderData: keepPreviousData,
  });

export const useIpoCases = (query: IpoCaseQuery) =>
  useQuery({
    queryKey: ['ipo-data', 'cases', query],
    queryFn: () => api(ipo.cases, { query }),
    placeholderData: keepPreviousData,
  });

export const useIpoCase = (caseId: string) =>
  useQuery({
    queryKey: ['ipo-data', 'case', caseId],
    queryFn: () => api(ipo.case, { params: { caseId } }),
    enabled: caseId !== '',
  });

export const exportIpoCases = (query: Omit<IpoCaseQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(ipo.exportCases, { query }, filename);

export const useIpoImports = (enabled: boolean) =>
  useQuery({ queryKey: ['ipo-data', 'imports'], queryFn: () => api(ipo.imports), enabled });

function useRefreshing<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['ipo-data'] }),
  });
}

export const useIpoLetters = (query: LetterQuery) =>
  useQuery({
    queryKey: ['ipo-data', 'letters', query],
    queryFn: () => api(ipo.letters, { query }),
    placeholderData: keepPreviousData,
  });

export const useImportIpoDataset = (dataset: IpoDataset) =>
  useRefreshing(({ file, query }: { file: File; query: IpoImportQuery }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(dataset === 'IPO_LETTERS' ? ipo.importLetters : ipo.importCases, { query, body: form });
  });

export const useRestoreIpoImport = () =>
  useRefreshing((importId: string) => api(ipo.restore, { params: { importId } }));

export const exportIpoOverview = (query: { year?: number }, filename: string) =>
  downloadFrom(ipo.exportOverview, { query }, filename);

export const exportIpoLetters = (query: Omit<LetterQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(ipo.exportLetters, { query }, filename);
