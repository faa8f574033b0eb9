// Dictionary lookups: region children for cascaders, the paged industry list for grids.
import type { IndustryGridQuery, IndustryRow, Page, RegionOption } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from './client';

export const dictKeys = {
  regions: (parent: string | undefined) => ['dict', 'regions', parent ?? ''] as const,
  industries: (query: Partial<IndustryGridQuery>) => ['dict', 'industries', query] as const,
};

/** Children of a region (the provinces without one); cached, a cascader asks for each level it opens. */
export function fetchRegions(parent?: string): Promise<RegionOption[]> {
  return http.get<RegionOption[]>('/console/api/dict/regions', { params: { parent } });
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
    queryFn: () => http.get<Page<IndustryRow>>('/console/api/dict/industries', { params: query }),
    placeholderData: keepPreviousData,
  });
}
