import { WORKFLOW_GROUP_PATHS } from '@portal/contract';
import { defineFeature, page } from '../../ui/feature';

const inbox = page(() => import('./WorkflowInboxPage'));
const detail = page(() => import('./WorkflowDetailPage'));

export default defineFeature({
  pages: {
    // Each process's inbox, and the office's home inbox.
    ...Object.fromEntries(
      [...Object.values(WORKFLOW_GROUP_PATHS), '/govt/index/home'].map((p) => [p, inbox]),
    ),
    '/workflow/approval': detail,
    '/workflow/handle': detail,
    '/workflow/transfer': detail,
  },
  // Steps waiting for the caller's organisation, per process (issue 16).
  homeCards: {
    'workflow.waiting': { namespace: 'workflow' },
    'workflow.intermediaryWaiting': { namespace: 'workflow' },
  },
});
