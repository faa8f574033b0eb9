// Paths both sides have (spec §2): /report/{kind}/edit is the enterprise's form and the office's
// review page, /report/history the enterprise's filed reports and the office's region history.
import { useSignedIn } from '../../session/handle';
import MyReportsPage from './MyReportsPage';
import OfficeReportPage from './OfficeReportPage';
import ReportFormPage from './ReportFormPage';
import StatusPage from './StatusPage';

const isEnterprise = (type: string) => type === 'ENTERPRISE';

export function EditByRole() {
  const me = useSignedIn();
  return isEnterprise(me.org.type) ? <ReportFormPage /> : <OfficeReportPage />;
}

export function HistoryByRole() {
  const me = useSignedIn();
  return isEnterprise(me.org.type) ? <MyReportsPage /> : <StatusPage />;
}
