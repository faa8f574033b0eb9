// /investmentFinancing/roadShowPlatform2 (offices): one roadshow's projects and results — accept
// or decline applications, invite published needs of the region and investors, read every score.
import type { RoadshowDetail } from '@portal/contract/roadshow';
import { Button, Card, Empty, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import {
  useAddInvestor,
  useAddProject,
  useDecideProject,
  useFinanciers,
  useRegionNeeds,
  useRoadshow,
  useRoadshows,
} from './queries';
import { RoadshowView } from './RoadshowPlatformPage';

const fail = (e: unknown) => toast.error(e instanceof Error ? e.message : String(e));

export default function RoadshowResultsPage() {
  const { t } = useTranslation('financing');
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const shows = useRoadshows({ page: 1, size: 50 });
  const show = useRoadshow(id);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('roadshow.results')}>
        <Space>
          {t('roadshow.pick')}
          <Select
            style={{ width: 420 }}
            value={id ?? undefined}
            placeholder={t('roadshow.noShow')}
            onChange={(v) => setSearch({ id: v })}
            options={(shows.data?.items ?? []).map((r) => ({
              value: r.id,
              label: `${formatMinute(r.startsAt)} ${r.theme}`,
            }))}
          />
        </Space>
      </Card>
      {!id && <Empty description={t('roadshow.noShow')} />}
      {show.data && <Manage show={show.data} />}
    </Space>
  );
}

function Manage({ show }: { show: RoadshowDetail }) {
  const { t } = useTranslation('financing');
  const decide = useDecideProject();
  const addProject = useAddProject();
  const addInvestor = useAddInvestor();
  const needs = useRegionNeeds({ status: 'PUBLISHED', page: 1, size: 50 });
  const financiers = useFinanciers('', show.abilities.invite);
  const [needId, setNeedId] = useState<string>();
  const [orgId, setOrgId] = useState<string>();
  const applied = show.projects.filter((p) => p.status === 'APPLIED');
  return (
    <>
      <Card>
        <RoadshowView show={show} />
      </Card>
      {applied.length > 0 && (
        <Card title={t('projectStatus.APPLIED')}>
          <Table
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={applied}
            columns={[
              { title: t('need.title'), dataIndex: 'needTitle' },
              { title: t('need.enterprise'), dataIndex: 'enterpriseName' },
              {
                title: t('common.actions'),
                key: 'a',
                render: (_: unknown, p) => (
                  <Space>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() =>
                        decide.mutateAsync({ id: show.id, projectId: p.id, status: 'ACCEPTED' }).catch(fail)
                      }
                    >
                      {t('roadshow.accept')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() =>
                        decide.mutateAsync({ id: show.id, projectId: p.id, status: 'DECLINED' }).catch(fail)
                      }
                    >
                      {t('roadshow.decline')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      )}
      {show.abilities.invite && (
        <Card>
          <Space wrap>
            <Select
              style={{ width: 300 }}
              placeholder={t('roadshow.invite')}
              value={needId}
              onChange={setNeedId}
              options={(needs.data?.items ?? []).map((n) => ({
                value: n.id,
                label: `${n.title}（${n.enterpriseName}）`,
              }))}
            />
            <Button
              disabled={!needId}
              onClick={() =>
                needId &&
                addProject.mutateAsync({ id: show.id, needId }).then(() => setNeedId(undefined), fail)
              }
            >
              {t('roadshow.invite')}
            </Button>
            <Select
              style={{ width: 260 }}
              placeholder={t('roadshow.inviteInvestor')}
              value={orgId}
              onChange={setOrgId}
              options={(financiers.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            />
            <Button
              disabled={!orgId}
              onClick={() =>
                orgId && addInvestor.mutateAsync({ id: show.id, orgId }).then(() => setOrgId(undefined), fail)
              }
            >
              {t('roadshow.inviteInvestor')}
            </Button>
          </Space>
        </Card>
      )}
      <Card title={t('roadshow.investors')}>
        <Space wrap>
          {show.investors.length === 0 && t('common.empty')}
          {show.investors.map((i) => (
            <Tag key={i.orgId} color={i.status === 'REGISTERED' ? 'green' : 'default'}>
              {i.name} · {t(`attendeeStatus.${i.status}`)}
            </Tag>
          ))}
        </Space>
      </Card>
    </>
  );
}
