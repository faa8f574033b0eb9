// /company/router: my company information — the current version, the version being changed (its
// state, the reason of a return, the changes), and the actions the server says I may take.
import { WORKFLOW_GROUP_PATHS } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Empty, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  useDiscardDraft,
  useEnterpriseProfile,
  useMyCompany,
  useSubmitDraft,
  useWithdrawDraft,
} from '../../api/enterprise';
import { confirm, toast } from '../../ui';
import { ChangesTable, StatusTag } from '../profile-versions';
import { GradeTags } from './GradeTags';
import { ProfileView } from './ProfileView';

export default function MyCompanyPage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const my = useMyCompany();
  const profile = useEnterpriseProfile(my.data?.enterprise?.id ?? null);
  const submit = useSubmitDraft();
  const withdraw = useWithdrawDraft();
  const discard = useDiscardDraft();

  if (my.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (my.isError) return <Result status="warning" title={t('loadFailed')} />;
  const { enterprise, current, draft, abilities } = my.data;
  if (!enterprise)
    return (
      <Card title={t('my.title')}>
        <Result
          icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
          title={t('my.empty')}
          extra={
            <Button type="primary" onClick={() => navigate('/company/create')}>
              {t('my.create')}
            </Button>
          }
        />
      </Card>
    );

  const ask = (content: string, run: () => Promise<unknown>, done: string, danger = false) =>
    confirm({
      content,
      danger,
      onOk: () => run().then(() => toast.success(done)),
      onCancel: () => undefined,
    });

  const actions = (
    <Space wrap>
      {abilities.edit && (
        <Button
          type={draft ? 'default' : 'primary'}
          onClick={() => navigate('/company/create')}
          data-testid="company-edit"
        >
          {draft ? t('my.continueEdit') : t('my.edit')}
        </Button>
      )}
      {abilities.submit && (
        <Button
          type="primary"
          data-testid="company-submit"
          onClick={() => ask(t('my.submitConfirm'), () => submit.mutateAsync(), t('my.submitted'))}
        >
          {t('my.submit')}
        </Button>
      )}
      {abilities.withdraw && (
        <Button onClick={() => ask(t('my.withdrawConfirm'), () => withdraw.mutateAsync(), t('my.withdrawn'))}>
          {t('my.withdraw')}
        </Button>
      )}
      {draft?.status === 'DRAFT' && (
        <Button
          danger
          onClick={() => ask(t('my.discardConfirm'), () => discard.mutateAsync(), t('my.discarded'), true)}
        >
          {t('my.discard')}
        </Button>
      )}
      <Link to="/company/history">{t('my.history')}</Link>
    </Space>
  );

  const hint =
    draft?.status === 'SUBMITTED' ? 'reviewing' : draft?.status === 'REJECTED' ? 'rejectedHint' : 'draftHint';
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            {enterprise.name}
            <StatusTag status={draft?.status ?? (current ? 'APPROVED' : null)} />
          </Space>
        }
        extra={actions}
      >
        {draft ? (
          <Flex vertical gap={12}>
            <Alert
              type={draft.status === 'REJECTED' ? 'error' : draft.status === 'SUBMITTED' ? 'info' : 'warning'}
              showIcon
              message={t(`my.${hint}`)}
              description={
                draft.status === 'REJECTED' && draft.comment
                  ? t('my.rejectedReason', { reason: draft.comment })
                  : undefined
              }
              action={
                draft.workflowInstanceId && (
                  <Link to={`${WORKFLOW_GROUP_PATHS.enterprise}?id=${draft.workflowInstanceId}`}>
                    {t('my.viewFlow')}
                  </Link>
                )
              }
            />
            <Typography.Title level={5}>{t('my.changes')}</Typography.Title>
            {profile.data && <ChangesTable changes={profile.data.pendingChanges} />}
          </Flex>
        ) : (
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              {
                key: 'grades',
                label: t('fields.grades'),
                children: <GradeTags grades={enterprise.grades} />,
              },
              {
                key: 'shortcut',
                label: t('fields.hasShortcut'),
                children: enterprise.hasShortcut ? t('yes') : t('no'),
              },
              {
                key: 'version',
                label: t('history.title'),
                children: current ? t('my.current', { n: current.number }) : t('my.noCurrent'),
              },
            ]}
          />
        )}
      </Card>
      {current && (
        <Card title={t('my.current', { n: current.number })}>
          <ProfileView data={current.data} />
        </Card>
      )}
    </Flex>
  );
}
