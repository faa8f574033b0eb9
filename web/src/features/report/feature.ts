import { ENTERPRISE_REPORT_KINDS } from '@portal/contract/menu/enterprise';
import { GOVERNMENT_REPORT_KINDS } from '@portal/contract/menu/government';
import { defineFeature, type LazyPage, named, page } from '../../ui/feature';

const myList = page(() => import('./MyReportsPage'));
const form = page(() => import('./ReportFormPage'));
const status = page(() => import('./StatusPage'));
const task = page(() => import('./TaskPage'));
const byRole = () => import('./ByRolePages');
const edit = named(byRole, 'EditByRole');

const pages: Record<string, LazyPage> = {};
for (const k of ENTERPRISE_REPORT_KINDS) pages[`/report/${k}/add`] = form;
for (const k of GOVERNMENT_REPORT_KINDS) {
  pages[`/report/${k}/list`] = status;
  pages[`/report/${k}/issue`] = task;
  // Both sides open /report/{kind}/edit: the form for the enterprise, the review for the office.
  pages[`/report/${k}/edit`] = edit;
}

/** Periodic reports (/report): one set of pages per side, told apart by the path's kind. */
export default defineFeature({
  homeCards: {
    'report.due': { namespace: 'report' },
    'report.missing': { namespace: 'report' },
  },
  pages: {
    ...pages,
    '/report/list': myList,
    '/report/issue': myList,
    '/report/issue/history': myList,
    '/report/issue/edit': form,
    '/report/history': named(byRole, 'HistoryByRole'),
  },
});
