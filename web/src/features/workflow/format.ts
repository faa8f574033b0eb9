// Small helpers shared by the workflow pages.
import { WORKFLOW_GROUP_PATHS, type WorkflowGroup } from '@portal/contract';

/** The /workflow/* page's group, or null on the government approval list (every process). */
export function groupOfPath(pathname: string): WorkflowGroup | null {
  const entry = Object.entries(WORKFLOW_GROUP_PATHS).find(([, path]) => pathname.endsWith(path));
  return entry ? (entry[0] as WorkflowGroup) : null;
}

/** Colour of a state tag: open states are in progress, terminal ones are settled. */
export function stateColor(state: string, open: boolean): string {
  if (open) return state === 'rejected' ? 'orange' : 'processing';
  if (state === 'approved' || state === 'closed' || state === 'handled') return 'success';
  if (state === 'rejected') return 'error';
  return 'default';
}
