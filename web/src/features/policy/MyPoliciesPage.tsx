// /widget_ent/wisdomPolicy: the policies the enterprise's office told it of. Opening one marks it
// read and shows the policy article; the enterprise says when it has applied.
import type { MyPolicy } from '@portal/contract/policy';
import { Button, Card, Empty, List, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirm, toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { useApplyPolicy, useMyPolicies, useOpenPolicy } from './api';

export default function MyPoliciesPage() {
  const { t } = useTranslation('policy');
  const [search] = useSearchParams();
  const [page, setPage] = useState(1);
  const mine = useMyPolicies({ page, size: 20 });
  const open = useOpenPolicy();
  const apply = useApplyPolicy();
  const [shown, setShown] = useState<MyPolicy | null>(null);

  const show = (policyId: string) =>
    open.mutateAsync(policyId).then(setShown, (e: Error) => toast.error(e.message));

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
      <List<MyPolicy>
        loading={mine.isFetching}
        dataSource={mine.data?.items ?? []}
        locale={{ emptyText: <Empty description={t('mine.empty')} /> }}
        pagination={{ current: page, pageSize: 20, total: mine.data?.total ?? 0, onChange: setPage }}
        data-testid="my-policies"
        renderItem={(p) => (
          <List.Item
            actions={[
              <Button key="open" type="link" onClick={() => show(p.policyId)}>
                {t('mine.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  <Typography.Text strong>{p.title}</Typography.Text>
                  {p.readAt ? (
                    <Tag color="green">{t('read.yes')}</Tag>
                  ) : (
                    <Tag color="orange">{t('read.no')}</Tag>
                  )}
                  {p.appliedAt && <Tag color="blue">{t('applied.yes')}</Tag>}
                </Space>
              }
              description={`${t('columns.toldAt')}：${formatMinute(p.toldAt)}　${p.summary}`}
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
              <Button
                type="primary"
                disabled={shown.appliedAt !== null}
                loading={apply.isPending}
                onClick={() => markApplied(shown)}
              >
                {shown.appliedAt ? t('applied.yes') : t('mine.apply')}
              </Button>
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
              {t('columns.toldAt')}：{formatMinute(shown.toldAt)}
              {shown.appliedAt && `　${t('columns.applied')}：${formatMinute(shown.appliedAt)}`}
            </Typography.Text>
          </Space>
        )}
      </Modal>
    </Card>
  );
}
