// /widget_ent/wisdomPolicy: the policies the enterprise's office told it of, and (second tab) every
// policy whose conditions it meets, told or not. Opening a told one marks it read and shows the
// policy article; the enterprise says when it has applied. An untold one opens without a record:
// applying is recorded against what an office told.
import type { MyPolicy } from '@portal/contract/policy';
import { Button, Card, Empty, List, Modal, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, toast } from '../../ui';
import { useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { useApplyPolicy, useMyPolicies, useOpenPolicy } from './api';

export default function MyPoliciesPage() {
  const { t } = useTranslation('policy');
  const list = useListState(
    (q) => ({ tab: q.get('tab') === 'fitting' ? ('fitting' as const) : undefined }),
    20,
  );
  const { search, page, size } = list;
  const tab = list.filters.tab ?? 'mine';
  const mine = useMyPolicies(tab, { page, size });
  const open = useOpenPolicy();
  const apply = useApplyPolicy();
  const [shown, setShown] = useState<MyPolicy | null>(null);

  const show = (p: MyPolicy | string) =>
    typeof p !== 'string' && p.toldAt === null
      ? setShown(p)
      : open
          .mutateAsync(typeof p === 'string' ? p : p.policyId)
          .then(setShown, (e: Error) => toast.error(e.message));

  // A notice links here with the policy: open it straight away (which marks it read).
  const linked = search.get('policyId');
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per linked policy.
  useEffect(() => {
    if (linked) void show(linked);
  }, [linked]);

  const markApplied = (p: MyPolicy) =>
    confirm({
      title: t('mine.applyTitle'),
      content: t('mine.applyConfirm', { title: p.title }),
      onCancel: () => {},
      onOk: () =>
        apply.mutateAsync(p.policyId).then(
          (r) => {
            setShown(r);
            toast.success(t('mine.applied'));
          },
          (e: Error) => toast.error(e.message),
        ),
    });

  return (
    <Card title={t('mine.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => list.setFilters({ tab: key === 'fitting' ? 'fitting' : undefined })}
        items={[
          { key: 'mine', label: t('mine.told') },
          { key: 'fitting', label: t('mine.fitting') },
        ]}
      />
      <List<MyPolicy>
        loading={mine.isFetching}
        dataSource={mine.data?.items ?? []}
        locale={{
          emptyText: <Empty description={t(tab === 'fitting' ? 'mine.noneFitting' : 'mine.empty')} />,
        }}
        pagination={{ current: page, pageSize: size, total: mine.data?.total ?? 0, onChange: list.setPage }}
        data-testid={tab === 'fitting' ? 'fitting-policies' : 'my-policies'}
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => show(p)}>
                {t('mine.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  <Typography.Text strong>{p.title}</Typography.Text>
                  {p.toldAt === null ? (
                    <Tag>{t('mine.notTold')}</Tag>
                  ) : p.readAt ? (
                    <Tag color="green">{t('read.yes')}</Tag>
                  ) : (
                    <Tag color="orange">{t('read.no')}</Tag>
                  )}
                  {p.appliedAt && <Tag color="blue">{t('applied.yes')}</Tag>}
                </Space>
              }
              description={
                p.toldAt ? `${t('columns.toldAt')}：${formatMinute(p.toldAt)}　${p.summary}` : p.summary
              }
            />
          </List.Item>
        )}
      />
      <Modal
        open={shown !== null}
        title={shown?.title}
        onCancel={() => setShown(null)}
        footer={
          shown && (
            <Space>
              <Button onClick={() => setShown(null)}>{t('mine.close')}</Button>
              {shown.toldAt !== null && (
                <Button
                  type="primary"
                  disabled={shown.appliedAt !== null}
                  loading={apply.isPending}
                  onClick={() => markApplied(shown)}
                >
                  {shown.appliedAt ? t('applied.yes') : t('mine.apply')}
                </Button>
              )}
            </Space>
          )
        }
      >
        {shown && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Paragraph>{shown.summary}</Typography.Paragraph>
            {shown.articleId && (
              <Typography.Link href={`/portal/policys_details?id=${shown.articleId}`} target="_blank">
                {t('mine.article', { title: shown.articleTitle })}
              </Typography.Link>
            )}
            <Typography.Text type="secondary">
              {shown.toldAt ? `${t('columns.toldAt')}：${formatMinute(shown.toldAt)}` : t('mine.notToldNote')}
              {shown.appliedAt && `　${t('columns.applied')}：${formatMinute(shown.appliedAt)}`}
            </Typography.Text>
          </Space>
        )}
      </Modal>
    </Card>
  );
}
