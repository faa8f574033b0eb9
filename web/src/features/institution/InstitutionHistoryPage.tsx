// /{group}/history: the approved versions of my institution (or, for the government, ?id=), with
// the field-by-field difference from the version before.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInstitutionHistory } from '../../api/institution';
import { useSignedIn } from '../../session/handle';
import { ChangesTable, HISTORY_PAGE_SIZE, VersionHistory } from '../profile-versions';

export default function InstitutionHistoryPage() {
  const { t } = useTranslation('institution');
  const [search] = useSearchParams();
  const id = search.get('id');
  const government = ['FINANCIAL', 'FUNCTIONAL'].includes(useSignedIn().org.type);
  const [page, setPage] = useState(1);
  const history = useInstitutionHistory(id, page, HISTORY_PAGE_SIZE);
  return (
    <VersionHistory
      title={t('history.title')}
      pick={government && !id ? t('history.pick') : undefined}
      missing={t('profile.missing')}
      history={history}
      page={page}
      onPage={setPage}
      renderChanges={(changes) => <InstitutionChanges changes={changes} />}
    />
  );
}

/** Institution field names are labelled from this namespace; the table is the enterprise one. */
function InstitutionChanges({ changes }: { changes: Parameters<typeof ChangesTable>[0]['changes'] }) {
  const { t } = useTranslation('institution');
  return (
    <ChangesTable
      changes={changes}
      label={(path) => {
        const parts = path.split('.');
        const key = parts.at(-1)!;
        const name = t(`fields.${key === 'name' && parts[0] !== 'basic' ? 'contactName' : key}`, key);
        return parts.length === 3 && /^\d+$/.test(parts[1]!)
          ? `${t(`fields.${parts[0]}`, parts[0]!)} ${parts[1]} ${name}`
          : name;
      }}
    />
  );
}
