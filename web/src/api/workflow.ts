// Query hooks of the workflow inboxes (DESIGN §7). After an action every workflow query and the
// notice bell are refreshed: the action may have moved the instance between inboxes.
import {
  type WorkflowActBody,
  type WorkflowGroup,
  type WorkflowInboxQuery,
  workflowEndpoints as workflow,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, downloadFrom } from './endpoint';

export type InboxBox = 'todo' | 'done';
export type InboxFilters = Partial<Omit<WorkflowInboxQuery, 'page' | 'size'>> & {
  page: number;
  size: number;
};

export const workflowKeys = {
  all: ['workflow'] as const,
  processes: (group?: WorkflowGroup) => ['workflow', 'processes', group ?? 'all'] as const,
  inbox: (box: InboxBox, filters: InboxFilters) => ['workflow', 'inbox', box, filters] as const,
  instance: (id: string) => ['workflow', 'instance', id] as const,
  targets: (id: string, action: string, keyword: string) =>
    ['workflow', 'targets', id, action, keyword] as const,
};

export function useWorkflowProcesses(group?: WorkflowGroup) {
  return useQuery({
    queryKey: workflowKeys.processes(group),
    queryFn: () => api(workflow.processes, { query: { group } }),
    staleTime: 5 * 60_000,
  });
}

export function useWorkflowInbox(box: InboxBox, filters: InboxFilters) {
  return useQuery({
    queryKey: workflowKeys.inbox(box, filters),
    queryFn: () => api(workflow.inbox[box], { query: filters }),
    placeholderData: keepPreviousData,
  });
}

/** Saves the inbox, with the list's filters and without paging, as an Excel workbook. */
export const exportInbox = (box: InboxBox, filters: Omit<InboxFilters, 'page' | 'size'>, filename: string) =>
  downloadFrom(workflow.inboxExport[box], { query: filters }, filename);

export function useWorkflowInstance(id: string | null) {
  return useQuery({
    queryKey: workflowKeys.instance(id ?? ''),
    queryFn: () => api(workflow.instance, { params: { id: id ?? '' } }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useWorkflowTargets(id: string, action: 'assign' | 'transfer' | null, keyword: string) {
  return useQuery({
    queryKey: workflowKeys.targets(id, action ?? '', keyword),
    queryFn: () => api(workflow.targets, { params: { id }, query: { action: action ?? 'assign', keyword } }),
    enabled: action !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWorkflowAct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkflowActBody) => api(workflow.act, { params: { id }, body }),
    onSuccess: (detail) => client.setQueryData(workflowKeys.instance(id), detail),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: workflowKeys.all });
      void client.invalidateQueries({ queryKey: ['notice'] });
    },
  });
}
