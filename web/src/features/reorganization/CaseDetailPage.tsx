// One reorganisation case (?id=): the deal's facts, then its story — background, plan, the review's
// questions, outcome and lessons — with the dataset's source line.
import { Card, Descriptions, Empty, List, Result, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useCase } from './api';
import { statusColor } from './DealsPage';
import { reorgPaths } from './paths';
import { yi } from './ReorgList';

export default function CaseDetailPage() {
  const { t } = useTranslation('reorganization');
  const [search] = useSearchParams();
  const paths = reorgPaths(useLocation().pathname);
  const id = search.get('id') ?? '';
  const found = useCase(id);
  const c = found.data;
  const back = <Link to={paths.cases}>{t('detail.back')}</Link>;
  if (found.isError || !id) return <Result status="404" title={t('detail.missing')} extra={back} />;
  const section = (key: 'background' | 'plan' | 'outcome' | 'lessons') => (
    <Card size="small" title={t(`detail.${key}`)}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
        {c?.[key] || t('detail.none')}
      </Typography.Paragraph>
    </Card>
  );
  return (
    <Card
      loading={found.isPending}
      title={
        <Space>
          {c?.title}
          {c?.ours && <Tag color="gold">{t('ours.tag')}</Tag>}
        </Space>
      }
      extra={back}
    >
      {c && (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="reorg-case">
          <SourceLine source={c.source} testId="reorg-source" />
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item
              label={t('columns.company')}
            >{`${c.companyName} ${c.stockCode}`}</Descriptions.Item>
            <Descriptions.Item label={t('columns.target')}>{c.targetName}</Descriptions.Item>
            <Descriptions.Item label={t('columns.type')}>{t(`dealType.${c.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.payment')}>{t(`payment.${c.payment}`)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.price')}>{yi(c.price)}</Descriptions.Item>
            <Descriptions.Item label={t('columns.announcedOn')}>{c.announcedOn}</Descriptions.Item>
            <Descriptions.Item label={t('columns.industry')}>{c.industry || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.province')}>{c.province}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>
              <Tag color={statusColor(c.status)}>{t(`dealStatus.${c.status}`)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          {section('background')}
          {section('plan')}
          <Card size="small" title={t('detail.questions')}>
            {c.questions.length === 0 ? (
              <Empty description={t('detail.none')} />
            ) : (
              <List
                size="small"
                dataSource={c.questions}
                renderItem={(q, i) => <List.Item>{`${i + 1}. ${q}`}</List.Item>}
              />
            )}
          </Card>
          {section('outcome')}
          {section('lessons')}
        </Space>
      )}
    </Card>
  );
}
