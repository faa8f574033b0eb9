// /investmentFinancing/roadShowPlatform: the roadshows the caller sees. An office organises and
// edits them (projects and results on roadShowPlatform2); an enterprise applies with a published
// need; an investor or bank registers and, after the event, scores the projects.
import { PlusOutlined } from '@ant-design/icons';
import type { RoadshowDetail, RoadshowListQuery, RoadshowSummary } from '@portal/contract/roadshow';
import type { TableColumnsType } from 'antd';
import { Button, Card, Descriptions, Drawer, Form, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui';
import { AdminTable, FIRST_PAGE, type PagedQuery } from '../../ui/AdminTable';
import { formatMinute } from '../../ui/time';
import { useAddInvestor, useAddProject, useMyNeeds, useRoadshow, useRoadshows } from './queries';
import { RoadshowForm } from './RoadshowForm';
import { ScoreTable } from './RoadshowScores';
import { useDictionaries, useSide } from './shared';

type Filters = Pick<RoadshowListQuery, 'when' | 'keyword'>;
const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

export const RESULTS = '/investmentFinancing/roadShowPlatform2';

export function useRoadshowColumns(): TableColumnsType<RoadshowSummary> {
  const { t } = useTranslation('financing');
  const { sections } = useDictionaries();
  return [
    { title: t('roadshow.theme'), dataIndex: 'theme' },
    {
      title: t('roadshow.startsAt'),
      dataIndex: 'startsAt',
      width: 150,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('roadshow.place'),
      key: 'place',
      render: (_: unknown, r) =>
        r.place ||
        (r.link ? (
          <a href={r.link} target="_blank" rel="noreferrer">
            {r.link}
          </a>
        ) : (
          ''
        )),
    },
    {
      title: t('roadshow.industry'),
      dataIndex: 'industry',
      width: 150,
      render: (v: string) => sections.find((s) => s.value === v)?.label ?? t('common.any'),
    },
    { title: t('roadshow.organiser'), dataIndex: 'organiserName' },
    { title: t('roadshow.projects'), dataIndex: 'projectCount', width: 80 },
    { title: t('roadshow.investors'), dataIndex: 'investorCount', width: 80 },
    {
      title: t('roadshow.when'),
      dataIndex: 'past',
      width: 90,
      render: (past: boolean) => (
        <Tag color={past ? 'default' : 'green'}>{t(past ? 'roadshow.past' : 'roadshow.upcoming')}</Tag>
      ),
    },
  ];
}

export default function RoadshowPlatformPage() {
  const { t } = useTranslation('financing');
  const side = useSide();
  const [query, setQuery] = useState<PagedQuery<Filters>>(FIRST_PAGE);
  const list = useRoadshows(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const columns = [
    ...useRoadshowColumns(),
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, r: RoadshowSummary) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpenId(r.id)} data-testid="roadshow-open">
            {t('roadshow.open')}
          </Button>
          {side === 'office' && <Link to={`${RESULTS}?id=${r.id}`}>{t('roadshow.results')}</Link>}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('roadshow.title')}
      extra={
        side === 'office' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('roadshow.add')}
          </Button>
        )
      }
    >
      <AdminTable<RoadshowSummary, Filters>
        query={query}
        onQuery={setQuery}
        rows={list.data}
        loading={list.isFetching}
        rowKey="id"
        columns={columns}
        text={{
          search: t('common.search'),
          reset: t('common.reset'),
          empty: t('common.empty'),
          total: (total) => t('common.total', { total }),
        }}
        filters={
          <Form.Item name="when" label={t('roadshow.when')}>
            <Select
              allowClear
              style={{ width: 120 }}
              options={(['upcoming', 'past'] as const).map((w) => ({ value: w, label: t(`roadshow.${w}`) }))}
            />
          </Form.Item>
        }
      />
      <RoadshowForm open={creating} onClose={() => setCreating(false)} />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        width={760}
        title={t('roadshow.open')}
        destroyOnHidden
      >
        {openId && <RoadshowDrawer id={openId} />}
      </Drawer>
    </Card>
  );
}

function RoadshowDrawer({ id }: { id: string }) {
  const show = useRoadshow(id).data;
  if (!show) return null;
  return <RoadshowView show={show} />;
}

export function RoadshowView({ show }: { show: RoadshowDetail }) {
  const { t } = useTranslation('financing');
  const [editing, setEditing] = useState(false);
  const addProject = useAddProject();
  const register = useAddInvestor();
  const needs = useMyNeeds({ status: 'PUBLISHED', page: 1, size: 50 }, show.abilities.apply);
  const [needId, setNeedId] = useState<string>();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions
        bordered
        size="small"
        column={2}
        title={show.theme}
        extra={show.abilities.edit && <Button onClick={() => setEditing(true)}>{t('common.edit')}</Button>}
      >
        <Descriptions.Item label={t('roadshow.startsAt')}>{formatMinute(show.startsAt)}</Descriptions.Item>
        <Descriptions.Item label={t('roadshow.organiser')}>{show.organiserName}</Descriptions.Item>
        <Descriptions.Item label={t('roadshow.place')}>{show.place}</Descriptions.Item>
        <Descriptions.Item label={t('roadshow.link')}>{show.link}</Descriptions.Item>
        <Descriptions.Item label={t('roadshow.description')} span={2}>
          {show.description}
        </Descriptions.Item>
      </Descriptions>
      {show.abilities.apply && (
        <Space>
          <Select
            style={{ width: 320 }}
            placeholder={t('roadshow.applyNeed')}
            value={needId}
            onChange={setNeedId}
            options={(needs.data?.items ?? []).map((n) => ({ value: n.id, label: n.title }))}
          />
          <Button
            type="primary"
            disabled={!needId}
            loading={addProject.isPending}
            onClick={() =>
              needId &&
              addProject
                .mutateAsync({ id: show.id, needId })
                .then(() => toast.success(t('roadshow.applied')), fail)
            }
          >
            {t('roadshow.apply')}
          </Button>
        </Space>
      )}
      {show.abilities.register && (
        <Button
          type="primary"
          loading={register.isPending}
          onClick={() =>
            register.mutateAsync({ id: show.id }).then(() => toast.success(t('roadshow.registered')), fail)
          }
        >
          {t('roadshow.register')}
        </Button>
      )}
      <ScoreTable show={show} />
      {show.abilities.edit && <RoadshowForm open={editing} show={show} onClose={() => setEditing(false)} />}
    </Space>
  );
}
