// Query hooks of the listed-company statistics; the datasets' imports refresh every query of the
// feature through ui/datasets.
import {
  type CompanyQuery,
  type FinancialsQuery,
  listedCompaniesEndpoints as listed,
  type SecuritiesQuery,
} from '@portal/contract/listed-companies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const useSecurities = (query: SecuritiesQuery) =>
  useQuery({
    queryKey: ['listed-companies', 'securities', query],
    queryFn: () => api(listed.securities, { query }),
    placeholderData: keepPreviousData,
  });

export const useListedCompanies = (query: CompanyQuery) =>
  useQuery({
    queryKey: ['listed-companies', 'companies', query],
    queryFn: () => api(listed.companies, { query }),
    placeholderData: keepPreviousData,
  });

export const useFinancials = (query: FinancialsQuery) =>
  useQuery({
    queryKey: ['listed-companies', 'financials', query],
    queryFn: () => api(listed.financials, { query }),
    placeholderData: keepPreviousData,
  });

export const exportSecurities = (query: SecuritiesQuery, filename: string) =>
  downloadFrom(listed.exportSecurities, { query }, filename);
export const exportCompanies = (query: Omit<CompanyQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(listed.exportCompanies, { query }, filename);
export const exportFinancials = (query: FinancialsQuery, filename: string) =>
  downloadFrom(listed.exportFinancials, { query }, filename);
