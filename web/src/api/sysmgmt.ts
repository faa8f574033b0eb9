// Smaller system-management calls: export configuration, usage statistics, the audit log (for
// the auditor) and the site settings.
import type {
  AuditEntry,
  AuditQuery,
  ExportListConfig,
  Page,
  SiteSettings,
  UsageQuery,
  UsageStatistics,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';
import { download } from './download';

const EXPORT_CONFIG = '/console/api/management/export-config';

export function useExportConfigs() {
  return useQuery({
    queryKey: ['export-config'],
    queryFn: () => http.get<ExportListConfig[]>(EXPORT_CONFIG),
  });
}

export function useSaveExportConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, columns }: { key: string; columns: string[] | null }) =>
      columns === null
        ? http.delete<ExportListConfig>(`${EXPORT_CONFIG}/${key}`)
        : http.put<ExportListConfig>(`${EXPORT_CONFIG}/${key}`, { columns }),
    onSettled: () => client.invalidateQueries({ queryKey: ['export-config'] }),
  });
}

export function useUsageStatistics(range: UsageQuery) {
  return useQuery({
    queryKey: ['usage', range],
    queryFn: () => http.get<UsageStatistics>('/console/api/management/usage', { params: range }),
    placeholderData: keepPreviousData,
  });
}

export function exportUsage(range: UsageQuery, names: Record<string, string>, filename: string) {
  return download('/console/api/management/usage/export', { body: { ...range, names }, filename });
}

export type AuditFilters = Omit<AuditQuery, 'page' | 'size'>;

export function useAuditLog(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit-log', query],
    queryFn: () => http.get<Page<AuditEntry>>('/console/api/audit', { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditFacets() {
  return useQuery({
    queryKey: ['audit-log', 'facets'],
    queryFn: () =>
      http.get<{ actions: string[]; objectTypes: string[]; actionLabels: Record<string, string> }>(
        '/console/api/audit/facets',
      ),
  });
}

export function exportAuditLog(filters: AuditFilters, filename: string) {
  return download('/console/api/audit/export', { params: filters, filename });
}

const SITE = '/console/api/management/site-settings';

export function useSiteSettings() {
  return useQuery({ queryKey: ['site-settings'], queryFn: () => http.get<SiteSettings>(SITE) });
}

export function useSaveSiteSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SiteSettings) => http.put<SiteSettings>(SITE, body),
    // The header, footer and document title read these: fetch them again now.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['site-settings'] }),
        client.invalidateQueries({ queryKey: ['home'] }),
      ]),
  });
}
