// Query hooks of the periodic reports: the filer's list and forms, the office's status, review,
// reminders, tasks, briefs, Excel. Every change refreshes everything under ['report'].
import {
  type CadencedKind,
  type EnterpriseKind,
  type MyReportQuery,
  type ReportKind,
  type ReportStatusQuery,
  type ReportWrite,
  reportEndpoints as reports,
} from '@portal/contract/report';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from './endpoint';

const ALL = ['report'] as const;

export function useMyReports(query: MyReportQuery) {
  return useQuery({
    queryKey: ['report', 'mine', query],
    queryFn: () => api(reports.mine, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useReport(reportId: string | null) {
  return useQuery({
    queryKey: ['report', 'one', reportId],
    queryFn: () => api(reports.one, { params: { reportId: reportId ?? '' } }),
    enabled: Boolean(reportId),
  });
}

export function useReportVersions(reportId: string | null) {
  return useQuery({
    queryKey: ['report', 'versions', reportId],
    queryFn: () => api(reports.versions, { params: { reportId: reportId ?? '' } }),
    enabled: Boolean(reportId),
  });
}

export function usePeriods(kind: ReportKind) {
  return useQuery({
    queryKey: ['report', 'periods', kind],
    queryFn: () => api(reports.periods, { query: { kind } }),
  });
}

export function useReportStatus(query: ReportStatusQuery, enabled = true) {
  return useQuery({
    queryKey: ['report', 'status', query],
    queryFn: () => api(reports.status, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useTaskEnterprises(keyword: string) {
  return useQuery({
    queryKey: ['report', 'enterprises', keyword],
    queryFn: () => api(reports.enterprises, { query: { keyword: keyword || undefined } }),
  });
}

export function useRecipients() {
  return useQuery({ queryKey: ['report', 'recipients'], queryFn: () => api(reports.recipients) });
}

function useReportMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: ALL }) });
}

type Write = ReportWrite & { reportId: string };
export const useSaveDraft = () =>
  useReportMutation(({ reportId, ...body }: Write) => api(reports.saveDraft, { params: { reportId }, body }));
export const useSubmitReport = () =>
  useReportMutation(({ reportId, ...body }: Write) => api(reports.submit, { params: { reportId }, body }));
export const useCreateIssue = () =>
  useReportMutation((content: Record<string, string>) => api(reports.createIssue, { body: { content } }));
export const useOfficeEdit = () =>
  useReportMutation(({ reportId, ...body }: Write & { note: string }) =>
    api(reports.officeEdit, { params: { reportId }, body }),
  );
export const useReview = () =>
  useReportMutation(
    ({
      reportId,
      ...body
    }: {
      reportId: string;
      version: number;
      decision: 'accept' | 'return';
      reason?: string;
    }) => api(reports.review, { params: { reportId }, body }),
  );
export const useRemind = () =>
  useReportMutation((reportIds: string[]) => api(reports.remind, { body: { reportIds } }));
export const useIssueTask = () =>
  useReportMutation((body: { kind: CadencedKind; title: string; enterpriseIds: string[]; dueOn: string }) =>
    api(reports.issueTask, { body }),
  );
export const usePublishBrief = () =>
  useReportMutation((body: { title: string; html: string; recipientOrgIds: string[] }) =>
    api(reports.publishBrief, { body }),
  );
export const useImportPeriod = () =>
  useReportMutation(({ periodId, file }: { periodId: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return api(reports.import, { query: { periodId }, body: form });
  });

export const exportStatus = (query: ReportStatusQuery, filename: string) =>
  downloadFrom(reports.statusExport, { query }, filename);
export const exportMine = (query: MyReportQuery, filename: string) =>
  downloadFrom(reports.mineExport, { query }, filename);
export const downloadTemplate = (kind: EnterpriseKind, filename: string) =>
  downloadFrom(reports.template, { query: { kind } }, filename);
