// /{group}/profile: with ?id= one institution (the government also sees the version in review);
// without, "my information" of an institution of this group — view, edit as a draft, submit,
// withdraw (?edit=1 opens the form).
import { institutionGroupOf, WORKFLOW_GROUP_PATHS } from '@portal/contract';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  useDiscardInstitutionDraft,
  useInstitutionProfile,
  useMyInstitution,
  useSaveInstitutionDraft,
  useSubmitInstitution,
  useWithdrawInstitution,
} from '../../api/institution';
import { useSignedIn } from '../../session/handle';
import { goBack } from '../../session/navigation';
import { confirm, toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { StatusTag } from '../profile-versions';
import { InstitutionForm } from './InstitutionForm';
import { InstitutionView } from './InstitutionView';
import { useRouteGroup } from './route';

function ViewById({ id }: { id: string }) {
  const { t } = useTranslation('institution');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const view = useInstitutionProfile(id);
  if (view.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (view.isError) return <Result status="404" title={t('profile.missing')} />;
  const { institution: i, current, pending } = view.data;
  const tabs = [];
  if (current)
    tabs.push({
      key: 'current',
      label: t('my.current', { n: current.number }),
      children: <InstitutionView data={current.data} type={i.type} />,
    });
  if (pending)
    tabs.push({
      key: 'pending',
      label: (
        <Space size={4}>
          {t('profile.pending')}
          <StatusTag status={pending.status} />
        </Space>
      ),
      children: <InstitutionView data={pending.data} type={i.type} />,
    });
  return (
    <Card
      title={
        <Space>
          {i.name}
          <Tag>{label('orgType', i.type)}</Tag>
        </Space>
      }
      extra={
        <Space>
          <Link to={`/${i.group}/history?id=${i.id}`}>{t('list.history')}</Link>
          <Button onClick={() => goBack(navigate)}>{t('profile.back')}</Button>
        </Space>
      }
    >
      {tabs.length ? <Tabs items={tabs} /> : <Empty />}
    </Card>
  );
}

function MyInformation() {
  const { t } = useTranslation('institution');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const my = useMyInstitution();
  const save = useSaveInstitutionDraft();
  const submit = useSubmitInstitution();
  const withdraw = useWithdrawInstitution();
  const discard = useDiscardInstitutionDraft();
  if (my.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (my.isError) return <Result status="warning" title={t('loadFailed')} />;
  const { institution, current, draft, abilities, org } = my.data;
  const editing = search.get('edit') === '1' && abilities.edit;
  const setEditing = (on: boolean) => setSearch(on ? { edit: '1' } : {});
  if (editing)
    return (
      <Card title={t('my.title')}>
        <InstitutionForm
          type={org.type}
          initial={
            draft?.data ??
            current?.data ?? {
              basic: {
                name: org.name,
                creditCode: org.creditCode ?? '',
                regionCode: org.regionCode ?? '',
              } as never,
            }
          }
          saving={save.isPending || submit.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (body, andSubmit) => {
            await save.mutateAsync(body);
            if (andSubmit) await submit.mutateAsync();
            toast.success(andSubmit ? t('my.submitted') : t('my.saved'));
            setEditing(false);
          }}
        />
      </Card>
    );
  const ask = (content: string, run: () => Promise<unknown>, done: string) =>
    confirm({ content, onOk: () => run().then(() => toast.success(done)), onCancel: () => undefined });
  const hint =
    draft?.status === 'SUBMITTED' ? 'reviewing' : draft?.status === 'REJECTED' ? 'rejectedHint' : 'draftHint';
  return (
    <Flex vertical gap={16}>
      <Card
        title={
          <Space>
            {institution?.name ?? org.name}
            <Tag>{label('orgType', org.type)}</Tag>
            <StatusTag status={draft?.status ?? (current ? 'APPROVED' : null)} />
          </Space>
        }
        extra={
          <Space wrap>
            {abilities.edit && (
              <Button type="primary" onClick={() => setEditing(true)}>
                {draft ? t('my.continueEdit') : institution ? t('my.edit') : t('my.create')}
              </Button>
            )}
            {abilities.submit && (
              <Button
                onClick={() => ask(t('my.submitConfirm'), () => submit.mutateAsync(), t('my.submitted'))}
              >
                {t('my.submit')}
              </Button>
            )}
            {abilities.withdraw && (
              <Button
                onClick={() => ask(t('my.withdrawConfirm'), () => withdraw.mutateAsync(), t('my.withdrawn'))}
              >
                {t('my.withdraw')}
              </Button>
            )}
            {draft?.status === 'DRAFT' && (
              <Button
                danger
                onClick={() => ask(t('my.discardConfirm'), () => discard.mutateAsync(), t('my.discarded'))}
              >
                {t('my.discard')}
              </Button>
            )}
            {institution && (
              <Button onClick={() => navigate(`/${institution.group}/history`)}>{t('history.title')}</Button>
            )}
          </Space>
        }
      >
        {draft && (
          <Alert
            type={draft.status === 'REJECTED' ? 'error' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            message={t(`my.${hint}`)}
            description={
              draft.status === 'REJECTED' && draft.comment
                ? t('my.rejectedReason', { reason: draft.comment })
                : undefined
            }
            action={
              draft.workflowInstanceId && (
                <Link to={`${WORKFLOW_GROUP_PATHS.intermediary}?id=${draft.workflowInstanceId}`}>
                  {t('my.viewFlow')}
                </Link>
              )
            }
          />
        )}
        {current ? (
          <InstitutionView data={current.data} type={org.type} />
        ) : draft ? (
          <InstitutionView data={draft.data} type={org.type} />
        ) : (
          <Empty description={t('my.empty')} />
        )}
      </Card>
    </Flex>
  );
}

export default function InstitutionProfilePage() {
  const { t } = useTranslation('institution');
  const [search] = useSearchParams();
  const { group } = useRouteGroup();
  const signedIn = useSignedIn();
  const id = search.get('id');
  if (id) return <ViewById id={id} />;
  if (institutionGroupOf(signedIn.org.type) === group) return <MyInformation />;
  return <Result status="info" title={t('my.otherGroup')} />;
}
