// /widget/ipoStatistics/newCase: the cases most recently accepted first.
import { IpoCasesView } from './IpoCasesPage';

export default function IpoNewCasesPage() {
  return <IpoCasesView order="accepted" />;
}
