// Smaller system-management calls: export configuration, usage statistics, the audit log (for
// the auditor) and the site settings.
import {
  type AuditQuery,
  auditLogEndpoints,
  exportConfigEndpoints,
  type SiteSettings,
  siteSettingsEndpoints,
  type UsageQuery,
  usageEndpoints,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from './endpoint';

export function useExportConfigs() {
  return useQuery({
    queryKey: ['export-config'],
    queryFn: () => api(exportConfigEndpoints.lists),
  });
}

export function useSaveExportConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, columns }: { key: string; columns: string[] | null }) =>
      columns === null
        ? api(exportConfigEndpoints.reset, { params: { list: key } })
        : api(exportConfigEndpoints.save, { params: { list: key }, body: { columns } }),
    onSettled: () => client.invalidateQueries({ queryKey: ['export-config'] }),
  });
}

export function useUsageStatistics(range: UsageQuery) {
  return useQuery({
    queryKey: ['usage', range],
    queryFn: () => api(usageEndpoints.statistics, { query: range }),
    placeholderData: keepPreviousData,
  });
}

export function exportUsage(range: UsageQuery, names: Record<string, string>, filename: string) {
  return downloadFrom(usageEndpoints.export, { body: { ...range, names } }, filename);
}

export type AuditFilters = Omit<AuditQuery, 'page' | 'size'>;

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: () => api(auditLogEndpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFacets() {
  return useQuery({
    queryKey: ['audit-log', 'facets'],
    queryFn: () => api(auditLogEndpoints.facets),
  });
}

export function exportAuditLog(filters: AuditFilters, filename: string) {
  return downloadFrom(auditLogEndpoints.export, { query: filters }, filename);
}

export function useSiteSettings() {
  return useQuery({ queryKey: ['site-settings'], queryFn: () => api(siteSettingsEndpoints.get) });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettings) => api(siteSettingsEndpoints.save, { body }),
    // The header, footer and document title read these: fetch them again now.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['site-settings'] }),
        client.invalidateQueries({ queryKey: ['home'] }),
      ]),
  });
}
