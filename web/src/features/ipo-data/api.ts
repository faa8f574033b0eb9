// Query hooks of the IPO data: statistics, cases and letters for every reader. Administrators'
// imports go through ui/datasets, which refreshes all of ['ipo-data'] after one.
import { type IpoCaseQuery, ipoDataEndpoints as ipo, type LetterQuery } from '@portal/contract/ipo-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export const useIpoLetters = (query: LetterQuery) =>
  useQuery({
    queryKey: ['ipo-data', 'letters', query],
    queryFn: () => api(ipo.letters, { query }),
    placeholderData: keepPreviousData,
  });

export const exportIpoOverview = (query: { year?: number }, filename: string) =>
  downloadFrom(ipo.exportOverview, { query }, filename);

export const exportIpoLetters = (query: Omit<LetterQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(ipo.exportLetters, { query }, filename);
