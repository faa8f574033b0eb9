// /company/profile?id=: one enterprise for the government (and an enterprise for itself): the
// current version, the changes awaiting review, grades and tags with their actions.
import { WORKFLOW_GROUP_PATHS } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Space, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useEnterpriseProfile } from '../../api/enterprise';
import { useSignedIn } from '../../session/handle';
import { goBack } from '../../session/navigation';
import { ChangesTable, StatusTag } from '../profile-versions';
import { GradeChangeModal } from './GradeChangeModal';
import { GradeTags } from './GradeTags';
import { ProfileView } from './ProfileView';
import { TagsModal } from './TagsModal';

export default function CompanyProfilePage() {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const view = useEnterpriseProfile(id);
  const [grading, setGrading] = useState(false);
  const [tagging, setTagging] = useState(false);
  const enterpriseViewer = useSignedIn().org.type === 'ENTERPRISE';
  // An enterprise's own profile without an id is its company page.
  if (!id)
    return enterpriseViewer ? (
      <Navigate to="/company/router" replace />
    ) : (
      <Result status="404" title={t('profile.missing')} />
    );
  if (view.isPending)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  if (view.isError) return <Result status="404" title={t('profile.missing')} />;
  const { enterprise: e, current, pending, pendingChanges, abilities } = view.data;
  const tabs = [];
  if (current)
    tabs.push({
      key: 'current',
      label: t('profile.current', { n: current.number }),
      children: <ProfileView data={current.data} />,
    });
  if (pending)
    tabs.push({
      key: 'pending',
      label: (
        <Space size={4}>
          {current ? t('profile.pending') : t('profile.pendingNew')}
          <StatusTag status={pending.status} />
        </Space>
      ),
      children: (
        <Flex vertical gap={16}>
          {pending.workflowInstanceId && (
            <Alert
              type="info"
              showIcon
              message={
                pending.status === 'REJECTED' && pending.comment
                  ? t('my.rejectedReason', { reason: pending.comment })
                  : t('my.reviewing')
              }
              action={
                <Link to={`${WORKFLOW_GROUP_PATHS.enterprise}?id=${pending.workflowInstanceId}`}>
                  {t('my.viewFlow')}
                </Link>
              }
            />
          )}
          {current ? <ChangesTable changes={pendingChanges} /> : <ProfileView data={pending.data} />}
        </Flex>
      ),
    });
  return (
    <Flex vertical gap={16}>
      <Card
        title={e.name}
        extra={
          <Space wrap>
            {abilities.changeGrade && <Button onClick={() => setGrading(true)}>{t('list.grade')}</Button>}
            {abilities.editTags && <Button onClick={() => setTagging(true)}>{t('tags.edit')}</Button>}
            <Button onClick={() => navigate(`/company/history?id=${e.id}`)}>{t('list.history')}</Button>
            <Button onClick={() => goBack(navigate) || navigate('/company/list')}>{t('profile.back')}</Button>
          </Space>
        }
      >
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'code', label: t('fields.creditCode'), children: e.creditCode },
            { key: 'region', label: t('fields.regionCode'), children: e.regionName ?? t('none') },
            { key: 'industry', label: t('fields.industryCodePath'), children: e.industryName ?? t('none') },
            { key: 'grades', label: t('fields.grades'), children: <GradeTags grades={e.grades} /> },
            { key: 'shortcut', label: t('fields.hasShortcut'), children: e.hasShortcut ? t('yes') : t('no') },
            {
              key: 'tags',
              label: t('fields.tags'),
              children: e.tags.length ? e.tags.map((x) => <Tag key={x}>{x}</Tag>) : t('tags.none'),
            },
          ]}
        />
      </Card>
      <Card>
        {tabs.length ? (
          <Tabs items={tabs} defaultActiveKey={pending ? 'pending' : 'current'} />
        ) : (
          <Result title={t('profile.noCurrent')} />
        )}
      </Card>
      <GradeChangeModal target={grading ? e : null} onClose={() => setGrading(false)} />
      <TagsModal target={tagging ? e : null} onClose={() => setTagging(false)} />
    </Flex>
  );
}
