// /investmentFinancing/informationEdit?id=…: one financing need. Its enterprise edits a draft or a
// returned need and submits it; once published, the enterprise and its office see the investors
// ranked for it and the pairs; an investor or bank sees its match score and expresses interest.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { WORKFLOW_GROUP_PATHS } from '@portal/contract';
import type { NeedDetail } from '@portal/contract/financing';
import { Alert, Button, Card, Descriptions, Input, Modal, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { confirm, toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { NeedForm } from './NeedForm';
import { PairsPanel } from './PairsPanel';
import {
  useFinishNeed,
  useInterest,
  useNeed,
  useRankedInvestors,
  useSaveNeed,
  useSubmitNeed,
} from './queries';
import { NeedStatusTag, ScoreCell, useDictionaries, useSide, wan } from './shared';

const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

export default function NeedPage() {
  const { t } = useTranslation('financing');
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const need = useNeed(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
      {t('common.back')}
    </Button>
  );
  if (!id || need.isError) return <Result status="404" subTitle={t('common.notFound')} extra={back} />;
  if (!need.data)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return need.data.abilities.edit ? (
    <EditNeed need={need.data} back={back} />
  ) : (
    <ViewNeed need={need.data} back={back} />
  );
}

function EditNeed({ need, back }: { need: NeedDetail; back: React.ReactNode }) {
  const { t } = useTranslation('financing');
  const save = useSaveNeed();
  const submit = useSubmitNeed();
  return (
    <Card title={t('form.editTitle')} extra={back}>
      {need.status === 'REJECTED' && (
        <Alert type="warning" showIcon message={t('form.returned')} style={{ marginBottom: 16 }} />
      )}
      <NeedForm
        need={need}
        submitLabel={t('common.save')}
        saving={save.isPending}
        onSave={(body) =>
          save
            .mutateAsync({ id: need.id, body: { ...body, version: need.version } })
            .then(() => toast.success(t('common.saved')))
        }
        extra={
          <Button
            data-testid="need-submit"
            loading={submit.isPending}
            onClick={() => submit.mutateAsync(need.id).then(() => toast.success(t('mine.submitted')), fail)}
          >
            {t('mine.submit')}
          </Button>
        }
      />
    </Card>
  );
}

function ViewNeed({ need, back }: { need: NeedDetail; back: React.ReactNode }) {
  const { t } = useTranslation('financing');
  const side = useSide();
  const { names } = useDictionaries();
  const finish = useFinishNeed();
  const interest = useInterest();
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const ranks =
    (side === 'enterprise' || side === 'office') && need.status !== 'DRAFT' && need.status !== 'PENDING';

  const askFinish = (outcome: 'MATCHED' | 'CLOSED') =>
    confirm({
      content: t('detail.finishConfirm', { outcome: t(`status.${outcome}`) }),
      onOk: () => finish.mutateAsync({ id: need.id, outcome, version: need.version }).catch(fail),
      onCancel: () => undefined,
    });
  const sendInterest = () =>
    interest.mutateAsync({ needId: need.id, note }).then(() => {
      toast.success(t('detail.interestSent'));
      setAsking(false);
    }, fail);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            {need.title}
            <NeedStatusTag status={need.status} />
          </Space>
        }
        extra={
          <Space>
            {need.workflowInstanceId && side !== 'financier' && (
              <Link to={`${WORKFLOW_GROUP_PATHS.investmentFinancing}`}>{t('mine.review')}</Link>
            )}
            {need.abilities.finish && (
              <>
                <Button onClick={() => askFinish('MATCHED')}>{t('detail.finish')}</Button>
                <Button danger onClick={() => askFinish('CLOSED')}>
                  {t('detail.close')}
                </Button>
              </>
            )}
            {need.abilities.expressInterest && (
              <Button type="primary" onClick={() => setAsking(true)} data-testid="need-interest">
                {t('detail.interest')}
              </Button>
            )}
            {back}
          </Space>
        }
      >
        {need.score && (
          <div style={{ marginBottom: 16 }}>
            <b>{t('detail.score')}：</b>
            <ScoreCell score={need.score.score} matched={need.score.matched} />
          </div>
        )}
        <Descriptions bordered size="small" column={3}>
          <Descriptions.Item label={t('need.enterprise')} span={2}>
            {need.enterpriseName}
          </Descriptions.Item>
          <Descriptions.Item label={t('need.amount')}>{wan(need.amount)}</Descriptions.Item>
          <Descriptions.Item label={t('need.kind')}>{t(`kind.${need.kind}`)}</Descriptions.Item>
          <Descriptions.Item label={t('need.stage')}>{t(`stage.${need.stage}`)}</Descriptions.Item>
          <Descriptions.Item label={t('need.round')}>{t(`round.${need.round}`)}</Descriptions.Item>
          <Descriptions.Item label={t('need.industry')}>{names.industry(need.industry)}</Descriptions.Item>
          <Descriptions.Item label={t('need.region')}>
            {need.regionName ?? names.region(need.regionCode)}
          </Descriptions.Item>
          <Descriptions.Item label={t('need.visibility')}>
            {t(`visibility.${need.visibility}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('need.useOfFunds')} span={3}>
            {need.useOfFunds}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.contact')} span={2}>
            {need.contactName} {need.contactPhone}
          </Descriptions.Item>
          <Descriptions.Item label={t('need.publishedAt')}>
            {formatMinute(need.publishedAt)}
          </Descriptions.Item>
          {need.description ? (
            <Descriptions.Item label={t('need.description')} span={3}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{need.description}</div>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      {ranks && <Ranking need={need} canInvite={side === 'enterprise' && need.status === 'PUBLISHED'} />}
      {(ranks || need.myMatch) && (
        <Card title={t('pairs.title')}>
          <PairsPanel needId={need.id} />
        </Card>
      )}
      <Modal
        open={asking}
        title={t('detail.interest')}
        onCancel={() => setAsking(false)}
        onOk={sendInterest}
        confirmLoading={interest.isPending}
        okButtonProps={{ id: 'interest-ok' }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('detail.interestNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </Space>
  );
}

function Ranking({ need, canInvite }: { need: NeedDetail; canInvite: boolean }) {
  const { t } = useTranslation('financing');
  const ranked = useRankedInvestors(need.id, true);
  const interest = useInterest();
  const { names, sections } = useDictionaries();
  const section = (code: string) => sections.find((s) => s.value === code)?.label ?? code;
  return (
    <Card title={t('ranking.title')}>
      <Table
        rowKey="orgId"
        size="small"
        loading={ranked.isFetching}
        dataSource={ranked.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t('ranking.empty') }}
        columns={[
          { title: t('pairs.investor'), dataIndex: 'orgName' },
          {
            title: t('ranking.preferences'),
            key: 'prefs',
            render: (_: unknown, r) => (
              <Space size={4} wrap>
                {r.industries.map((c) => (
                  <Tag key={c}>{section(c)}</Tag>
                ))}
                {r.stages.map((s) => (
                  <Tag key={s}>{t(`stage.${s}`)}</Tag>
                ))}
                {r.regionCodes.map((c) => (
                  <Tag key={c}>{names.region(c)}</Tag>
                ))}
                <span>
                  {t('ranking.ticket')}：{r.minAmount ?? 0}–{r.maxAmount ?? '∞'}
                </span>
              </Space>
            ),
          },
          {
            title: t('need.score'),
            key: 'score',
            width: 170,
            render: (_: unknown, r) => <ScoreCell score={r.score} matched={r.matched} />,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, r) =>
              r.matchId ? (
                <Tag color="blue">{t('market.interested')}</Tag>
              ) : canInvite ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    interest
                      .mutateAsync({ needId: need.id, investorOrgId: r.orgId })
                      .then(() => toast.success(t('pairs.advanced')), fail)
                  }
                >
                  {t('ranking.invite')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
