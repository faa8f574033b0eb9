// /investmentFinancing/roadShowProject (enterprises): my roadshow projects — applied, invited,
// presenting — and after each event the investors' scores and interest in my project.
import type { RoadshowProject } from '@portal/contract/roadshow';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMinute } from '../../ui/time';
import { useMyProjects } from './queries';
import { ScoreList } from './RoadshowScores';
import { NEED_PAGE } from './shared';

export default function RoadshowProjectPage() {
  const { t } = useTranslation('financing');
  const [page, setPage] = useState(1);
  const list = useMyProjects({ page, size: 10 });
  return (
    <Card
      title={t('myProjects.title')}
      extra={<Link to="/investmentFinancing/roadShowPlatform">{t('roadshow.title')}</Link>}
    >
      <Table<RoadshowProject>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        locale={{ emptyText: t('common.empty') }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage }}
        columns={[
          { title: t('roadshow.theme'), dataIndex: 'roadshowTheme' },
          {
            title: t('roadshow.startsAt'),
            dataIndex: 'startsAt',
            width: 150,
            render: (v: string) => formatMinute(v),
          },
          {
            title: t('need.title'),
            dataIndex: 'needTitle',
            render: (v: string, p) => <Link to={`${NEED_PAGE}?id=${p.needId}`}>{v}</Link>,
          },
          {
            title: t('need.status'),
            dataIndex: 'status',
            width: 90,
            render: (s: string) => (
              <Tag color={s === 'ACCEPTED' ? 'green' : s === 'APPLIED' ? 'gold' : 'default'}>
                {t(`projectStatus.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('roadshow.average'),
            dataIndex: 'averageScore',
            width: 80,
            render: (v: number | null) => v ?? '-',
          },
          { title: t('roadshow.interestedCount'), dataIndex: 'interestedCount', width: 90 },
          {
            title: t('myProjects.scores'),
            key: 'scores',
            render: (_: unknown, p) => <ScoreList project={p} />,
          },
        ]}
      />
    </Card>
  );
}
