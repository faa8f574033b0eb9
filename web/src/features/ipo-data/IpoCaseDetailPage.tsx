// One IPO case (?id=): its intermediaries, timeline, committee questions and outcome, with the
// dataset's source line; this province's enterprises link to their ledger on the government side.
import { Card, Descriptions, Empty, List, Result, Space, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useIpoCase } from './api';
import { casePaths } from './paths';

export default function IpoCaseDetailPage() {
  const { t } = useTranslation('ipo-data');
  const [search] = useSearchParams();
  const paths = casePaths(useLocation().pathname);
  const found = useIpoCase(search.get('id') ?? '');
  const c = found.data;
  if (found.isError || !search.get('id'))
    return (
      <Result
        status="404"
        title={t('detail.missing')}
        extra={<Link to={paths.list}>{t('detail.back')}</Link>}
      />
    );
  return (
    <Card
      loading={found.isPending}
      title={
        <Space>
          {c?.companyName}
          {c?.enterpriseId && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      }
      extra={<Link to={paths.list}>{t('detail.back')}</Link>}
    >
      {c && (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="ipo-case">
            <Descriptions.Item label={t('columns.board')}>{t(`enums:ipoBoard.${c.board}`)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              {t(`enums:ipoStatus.${c.status}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.province')}>{c.province}</Descriptions.Item>
            <Descriptions.Item label={t('columns.industry')}>{c.industry}</Descriptions.Item>
            <Descriptions.Item label={t('columns.sponsor')}>{c.sponsor}</Descriptions.Item>
            <Descriptions.Item label={t('columns.lawFirm')}>{c.lawFirm || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.accountant')}>{c.accountant || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.funds')}>{c.fundsRaised ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.creditCode')}>{c.creditCode ?? '—'}</Descriptions.Item>
            {paths.government && c.enterpriseId && (
              <Descriptions.Item label={t('ours.title')}>
                <Link to={`/report/ledger/detail?id=${c.enterpriseId}`}>{t('ours.ledger')}</Link>
              </Descriptions.Item>
            )}
          </Descriptions>
          <Card size="small" title={t('detail.timeline')}>
            <Timeline items={c.timeline.map((e) => ({ children: `${e.day} ${e.event}` }))} />
          </Card>
          <Card size="small" title={t('detail.questions')}>
            {c.questions.length === 0 ? (
              <Empty description={t('detail.noQuestions')} />
            ) : (
              <List
                size="small"
                dataSource={c.questions}
                renderItem={(q, i) => <List.Item>{`${i + 1}. ${q}`}</List.Item>}
              />
            )}
          </Card>
          <SourceLine source={c.source} testId="ipo-source" />
        </Space>
      )}
    </Card>
  );
}
