// Query hooks of the shared dataset calls (platform datasets). An import or a restore refreshes the
// versions and the pages built on the dataset (the feature names its query key).
import {
  type DatasetImportQuery,
  type DatasetRefreshInput,
  datasetEndpoints as ds,
} from '@portal/contract/datasets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from '../../api/endpoint';

export const useDatasetVersions = (datasets: readonly string[], enabled: boolean) =>
  useQuery({
    queryKey: ['datasets', 'versions', datasets.join(',')],
    queryFn: () => api(ds.imports, { query: { dataset: datasets.join(',') } }),
    enabled,
  });

function useRefreshing<V, R>(run: (v: V) => Promise<R>, feature: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['datasets'] });
      await client.invalidateQueries({ queryKey: [feature] });
    },
  });
}

export const useImportDataset = (dataset: string, feature: string) =>
  useRefreshing(({ file, query }: { file: File; query: DatasetImportQuery }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(ds.import, { params: { dataset }, query, body: form });
  }, feature);

export const useRestoreDataset = (feature: string) =>
  useRefreshing((importId: string) => api(ds.restore, { params: { importId } }), feature);

export const useDatasetRefresh = (dataset: string, enabled: boolean) =>
  useQuery({
    queryKey: ['datasets', 'refresh', dataset],
    queryFn: () => api(ds.refresh, { params: { dataset } }),
    enabled,
  });

export const useSetDatasetRefresh = (dataset: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DatasetRefreshInput) => api(ds.setRefresh, { params: { dataset }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['datasets', 'refresh', dataset] }),
  });
};

export const downloadTemplate = (dataset: string, filename: string) =>
  downloadFrom(ds.template, { params: { dataset } }, filename);
