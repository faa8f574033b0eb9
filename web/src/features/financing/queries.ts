// Query hooks of investment and financing and of the roadshows. Every change refreshes everything
// under ['financing'] (needs, pairs, rankings and roadshows move together).
import {
  financingEndpoints as f,
  type MarketQuery,
  type MatchCreate,
  type MatchListQuery,
  type MatchStepInput,
  type NeedCreate,
  type NeedListQuery,
  type NeedUpdate,
  type PreferenceInput,
} from '@portal/contract/financing';
import {
  type RoadshowInput,
  type RoadshowListQuery,
  roadshowEndpoints as r,
  type ScoresInput,
} from '@portal/contract/roadshow';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

const ALL = ['financing'] as const;

/** A paged list: the previous page stays on screen while the next one loads. */
function listed<T>(key: string, query: unknown, run: () => Promise<T>) {
  return { queryKey: [...ALL, key, query], queryFn: run, placeholderData: keepPreviousData };
}

export const useMyNeeds = (query: NeedListQuery, enabled = true) =>
  useQuery({ ...listed('mine', query, () => api(f.mine, { query })), enabled });
export const useRegionNeeds = (query: NeedListQuery) =>
  useQuery(listed('list', query, () => api(f.list, { query })));
export const useMarket = (query: MarketQuery) =>
  useQuery(listed('market', query, () => api(f.market, { query })));
export const useMatches = (query: MatchListQuery, enabled = true) =>
  useQuery({
    ...listed('matches', query, () => api(f.matches, { query })),
    enabled,
  });

export const useNeed = (id: string | null) =>
  useQuery({
    queryKey: [...ALL, 'need', id],
    queryFn: () => api(f.read, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
export const useRankedInvestors = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: [...ALL, 'investors', id],
    queryFn: () => api(f.investors, { params: { id: id ?? '' }, query: { size: 10 } }),
    enabled: Boolean(id) && enabled,
  });
export const useSteps = (id: string | null) =>
  useQuery({
    queryKey: [...ALL, 'steps', id],
    queryFn: () => api(f.steps, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
  });
export const usePreference = () =>
  useQuery({ queryKey: [...ALL, 'preference'], queryFn: () => api(f.preference) });
export const useStatistics = () =>
  useQuery({ queryKey: [...ALL, 'statistics'], queryFn: () => api(f.statistics) });
export const useFinanciers = (keyword: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ALL, 'financiers', keyword],
    queryFn: () => api(f.financiers, { query: { keyword: keyword || undefined } }),
    enabled,
  });

function useChange<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: ALL }) });
}

export const useSaveNeed = () =>
  useChange(({ id, body }: { id?: string; body: NeedCreate | NeedUpdate }) =>
    id
      ? api(f.update, { params: { id }, body: body as NeedUpdate })
      : api(f.create, { body: body as NeedCreate }),
  );
export const useRemoveNeed = () => useChange((id: string) => api(f.remove, { params: { id } }));
export const useSubmitNeed = () => useChange((id: string) => api(f.submit, { params: { id } }));
export const useFinishNeed = () =>
  useChange(({ id, outcome, version }: { id: string; outcome: 'MATCHED' | 'CLOSED'; version: number }) =>
    api(f.finish, { params: { id }, body: { outcome, version } }),
  );
export const useSavePreference = () => useChange((body: PreferenceInput) => api(f.savePreference, { body }));
export const useInterest = () => useChange((body: MatchCreate) => api(f.interest, { body }));
export const useAdvance = () =>
  useChange(({ id, body }: { id: string; body: MatchStepInput }) => api(f.advance, { params: { id }, body }));

export const useRoadshows = (query: RoadshowListQuery) =>
  useQuery(listed('roadshows', query, () => api(r.list, { query })));
export const useRoadshow = (id: string | null) =>
  useQuery({
    queryKey: [...ALL, 'roadshow', id],
    queryFn: () => api(r.read, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
export const useMyProjects = (query: { page: number; size: number }) =>
  useQuery({
    ...listed('myProjects', query, () => api(r.myProjects, { query })),
  });
export const useSaveRoadshow = () =>
  useChange(({ id, body, version }: { id?: string; body: RoadshowInput; version?: number }) =>
    id
      ? api(r.update, { params: { id }, body: { ...body, version: version ?? 1 } })
      : api(r.create, { body }),
  );
export const useAddProject = () =>
  useChange(({ id, needId }: { id: string; needId: string }) =>
    api(r.addProject, { params: { id }, body: { needId } }),
  );
export const useDecideProject = () =>
  useChange(({ id, projectId, status }: { id: string; projectId: string; status: 'ACCEPTED' | 'DECLINED' }) =>
    api(r.decideProject, { params: { id, projectId }, body: { status } }),
  );
export const useAddInvestor = () =>
  useChange(({ id, orgId }: { id: string; orgId?: string }) =>
    api(r.addInvestor, { params: { id }, body: { orgId } }),
  );
export const useScore = () =>
  useChange(({ id, body }: { id: string; body: ScoresInput }) => api(r.score, { params: { id }, body }));

/** The office's filtered list as a workbook (the server streams it with the configured columns). */
export const exportNeeds = (filters: Omit<NeedListQuery, 'page' | 'size'>, filename: string) =>
  downloadFrom(f.export, { query: filters }, filename);
