// Query hooks of sentiment monitoring: the feed and its trend for government readers, entry and
// import for offices, sources and lexicon for administrators. Changes refresh all of ['sentiment'].
import {
  type SentimentItemInput,
  type SentimentLexicon,
  type SentimentQuery,
  type SentimentSourceInput,
  sentimentEndpoints as sentiment,
} from '@portal/contract/sentiment';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

type Filters = Omit<SentimentQuery, 'page' | 'size'>;

export const useSentimentItems = (query: SentimentQuery) =>
  useQuery({
    queryKey: ['sentiment', 'items', query],
    queryFn: () => api(sentiment.items, { query }),
    placeholderData: keepPreviousData,
  });

export const useSentimentTrend = (query: Filters) => {
  const { keyword: _, ...filters } = query;
  return useQuery({
    queryKey: ['sentiment', 'trend', filters],
    queryFn: () => api(sentiment.trend, { query: filters }),
    placeholderData: keepPreviousData,
  });
};

export const exportSentiment = (query: Filters, filename: string) =>
  downloadFrom(sentiment.export, { query }, filename);

function useRefreshing<V, R>(run: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ['sentiment'] }),
  });
}

export const useAddSentimentItem = () =>
  useRefreshing((body: SentimentItemInput) => api(sentiment.add, { body }));

export const useImportSentiment = () =>
  useRefreshing((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(sentiment.import, { body: form });
  });

export const useSentimentSources = () =>
  useQuery({ queryKey: ['sentiment', 'sources'], queryFn: () => api(sentiment.sources) });

export const useSaveSentimentSource = () =>
  useRefreshing(
    ({ sourceId, input, version }: { sourceId?: string; input: SentimentSourceInput; version?: number }) =>
      sourceId
        ? api(sentiment.updateSource, { params: { sourceId }, body: { ...input, version: version ?? 0 } })
        : api(sentiment.addSource, { body: input }),
  );

export const useDeleteSentimentSource = () =>
  useRefreshing((sourceId: string) => api(sentiment.deleteSource, { params: { sourceId } }));

export const useFetchSentimentSource = () =>
  useRefreshing((sourceId: string) => api(sentiment.fetchSource, { params: { sourceId } }));

export const useSentimentLexicon = () =>
  useQuery({ queryKey: ['sentiment', 'lexicon'], queryFn: () => api(sentiment.lexicon) });

export const useSaveSentimentLexicon = () =>
  useRefreshing((body: SentimentLexicon) => api(sentiment.saveLexicon, { body }));
