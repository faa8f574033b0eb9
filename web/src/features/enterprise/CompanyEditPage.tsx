// /company/create: fill in (first time) or change my company information as a draft; the draft
// starts from the draft in progress, else the current version, else what the organisation knows.
import type { EnterpriseProfile } from '@portal/contract';
import { Alert, Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyCompany, useSaveDraft, useSubmitDraft } from '../../api/enterprise';
import { toast } from '../../ui';
import { ProfileForm } from './ProfileForm';

export default function CompanyEditPage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const my = useMyCompany();
  const save = useSaveDraft();
  const submit = useSubmitDraft();
  if (my.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (my.isError) return <Alert type="warning" message={t('loadFailed')} />;
  const { draft, current, org, abilities, enterprise } = my.data;
  if (!abilities.edit) return <Alert type="info" showIcon message={t('my.reviewing')} />;
  const stored: Partial<EnterpriseProfile> = draft?.data ??
    current?.data ?? {
      basic: {
        name: org.name,
        creditCode: org.creditCode ?? '',
        regionCode: org.regionCode ?? '',
      } as EnterpriseProfile['basic'],
    };
  // Stage and board are the listing ledger's (the server keeps them so on save): show its values.
  const initial: Partial<EnterpriseProfile> = {
    ...stored,
    listingPlan: {
      ...stored.listingPlan,
      stage: enterprise?.stage ?? 'RESERVE',
      targetBoard: enterprise?.targetBoard ?? undefined,
    },
  };
  return (
    <Card title={enterprise ? t('form.editTitle') : t('form.createTitle')}>
      {draft?.status === 'REJECTED' && draft.comment && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('my.rejectedReason', { reason: draft.comment })}
        />
      )}
      <ProfileForm
        initial={initial}
        saving={save.isPending || submit.isPending}
        onCancel={() => navigate('/company/router')}
        onSave={async (body, andSubmit) => {
          await save.mutateAsync(body);
          if (andSubmit) await submit.mutateAsync();
          toast.success(andSubmit ? t('my.submitted') : t('form.saved'));
          navigate('/company/router');
        }}
      />
    </Card>
  );
}
