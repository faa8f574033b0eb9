// Dictionary lookups: region children for cascaders, the paged industry list for grids.
import { dictEndpoints, type IndustryGridQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './endpoint';

export const dictKeys = {
  regions: (parent: string | undefined) => ['dict', 'regions', parent ?? ''] as const,
  industries: (query: Partial<IndustryGridQuery>) => ['dict', 'industries', query] as const,
};

/** Children of a region (the provinces without one); cached, a cascader asks for each level it opens. */
export function fetchRegions(parent?: string) {
  return api(dictEndpoints.regions, { query: { parent } });
}

export function useRegions(parent?: string) {
  return useQuery({
    queryKey: dictKeys.regions(parent),
    queryFn: () => fetchRegions(parent),
    staleTime: Infinity,
  });
}

export function useIndustryPage(query: Partial<IndustryGridQuery>) {
  return useQuery({
    queryKey: dictKeys.industries(query),
    queryFn: () => api(dictEndpoints.industries, { query }),
    placeholderData: keepPreviousData,
  });
}
