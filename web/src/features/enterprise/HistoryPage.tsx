// /company/history: every approved version, newest first, with who approved it and when and the
// field-by-field difference from the version before. Enterprises see their own; the government
// opens it with ?id= from the list or the profile.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useEnterpriseHistory } from '../../api/enterprise';
import { useSignedIn } from '../../session/handle';
import { ChangesTable, HISTORY_PAGE_SIZE, VersionHistory } from '../profile-versions';

export default function HistoryPage() {
  const { t } = useTranslation('enterprise');
  const [search] = useSearchParams();
  const id = search.get('id');
  const needsId = useSignedIn().org.type !== 'ENTERPRISE' && !id;
  const [page, setPage] = useState(1);
  const history = useEnterpriseHistory(id, page, HISTORY_PAGE_SIZE);
  return (
    <VersionHistory
      title={t('history.title')}
      pick={needsId ? t('history.pick') : undefined}
      missing={t('profile.missing')}
      history={history}
      page={page}
      onPage={setPage}
      submitter
      renderChanges={(changes) => <ChangesTable changes={changes} />}
    />
  );
}
