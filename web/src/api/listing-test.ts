// Query hooks of the listing test: the rule tables, evaluating figures, the enterprise's profile
// figures and saved tests, and the offices' screening with its export.
import type { PageQuery } from '@portal/contract';
import {
  type EvaluateInput,
  listingTestEndpoints as endpoints,
  type SavedTestInput,
  type ScreeningQuery,
} from '@portal/contract/listing-test';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from './endpoint';

export const listingTestKeys = {
  rules: ['listing-test', 'rules'] as const,
  figures: ['listing-test', 'profile-figures'] as const,
  tests: (query: PageQuery) => ['listing-test', 'tests', query] as const,
  test: (id: string) => ['listing-test', 'test', id] as const,
  screening: (query: Partial<ScreeningQuery>) => ['listing-test', 'screening', query] as const,
};

/** The rule tables change only with a release: read once per visit. */
export function useListingRules() {
  return useQuery({
    queryKey: listingTestKeys.rules,
    queryFn: () => api(endpoints.rules),
    staleTime: Infinity,
  });
}

export function useEvaluate() {
  return useMutation({ mutationFn: (body: EvaluateInput) => api(endpoints.evaluate, { body }) });
}

/** Asked on demand (the "take from profile" button), not on opening the page. */
export function useProfileFigures() {
  return useQuery({
    queryKey: listingTestKeys.figures,
    queryFn: () => api(endpoints.profileFigures),
    enabled: false,
  });
}

export function useSavedTests(query: PageQuery, enabled: boolean) {
  return useQuery({
    queryKey: listingTestKeys.tests(query),
    queryFn: () => api(endpoints.tests, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSavedTest(id: string | null) {
  return useQuery({
    queryKey: listingTestKeys.test(id ?? ''),
    queryFn: () => api(endpoints.test, { params: { testId: id ?? '' } }),
    enabled: Boolean(id),
  });
}

export function useSaveTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedTestInput) => api(endpoints.save, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['listing-test', 'tests'] }),
  });
}

export function useScreening(query: Partial<ScreeningQuery> & PageQuery) {
  return useQuery({
    queryKey: listingTestKeys.screening(query),
    queryFn: () => api(endpoints.screening, { query }),
    placeholderData: keepPreviousData,
  });
}

export function downloadScreening(query: Partial<ScreeningQuery>, filename: string) {
  const { page: _page, size: _size, ...filters } = query;
  return downloadFrom(endpoints.screeningExport, { query: filters }, filename);
}
