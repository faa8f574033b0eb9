// 披露情况 (/widget/companyDisclosureInit, the government data list's first page; the enterprise
// side's /ipoStatisticsLetter/companyDisclosureInit): this province's listed companies'
// disclosures — counts by type this month and this year, the latest items — then the searchable list.
import { ANNOUNCEMENT_TYPES } from '@portal/contract/disclosure';
import { Card, Col, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { useEnumLabel } from '../../ui/enumLabel';
import { AnnouncementList, TYPE_COLORS } from './AnnouncementList';
import { useDisclosureOverview } from './api';

export default function DisclosurePage() {
  const { t } = useTranslation('disclosure');
  const label = useEnumLabel();
  const overview = useDisclosureOverview();
  const o = overview.data;
  const monthOf = new Map(o?.thisMonth.map((c) => [c.type, c.count]));
  const yearOf = new Map(o?.thisYear.map((c) => [c.type, c.count]));
  return (
    <>
      <Card
        title={t('disclosure.title')}
        extra={<SourceLine source={o?.source} />}
        style={{ marginBottom: 16 }}
        data-testid="disclosure-head"
      >
        {overview.isPending ? (
          <Skeleton active />
        ) : (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={10}>
              <Statistic
                title={t('disclosure.companies', { province: o?.province ?? '' })}
                value={o?.companies ?? 0}
              />
              <table className="disclosure-counts" style={{ marginTop: 16, width: '100%' }}>
                <thead>
                  <tr>
                    <th style={{ textAlign: 'left' }}>{t('columns.type')}</th>
                    <th style={{ textAlign: 'right' }}>{t('disclosure.month', { month: o?.month ?? '' })}</th>
                    <th style={{ textAlign: 'right' }}>{t('disclosure.year', { year: o?.year ?? '' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {ANNOUNCEMENT_TYPES.map((type) => (
                    <tr key={type}>
                      <td>
                        <Tag color={TYPE_COLORS[type]}>{label('announcementType', type)}</Tag>
                      </td>
                      <td style={{ textAlign: 'right' }}>{monthOf.get(type) ?? 0}</td>
                      <td style={{ textAlign: 'right' }}>{yearOf.get(type) ?? 0}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Col>
            <Col xs={24} lg={14}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                {t('disclosure.latest')}
              </Typography.Title>
              <List
                size="small"
                dataSource={o?.latest ?? []}
                locale={{ emptyText: t('list.empty') }}
                renderItem={(a) => (
                  <List.Item>
                    <Typography.Text type="secondary" style={{ marginRight: 8 }}>
                      {a.announcedOn}
                    </Typography.Text>
                    <Typography.Text ellipsis style={{ flex: 1 }}>
                      {a.company}：{a.title.map((f) => f.text).join('')}
                    </Typography.Text>
                    <Tag color={TYPE_COLORS[a.type]} style={{ marginLeft: 8 }}>
                      {label('announcementType', a.type)}
                    </Tag>
                  </List.Item>
                )}
              />
            </Col>
          </Row>
        )}
      </Card>
      <Card title={t('list.title')}>
        <AnnouncementList oursByDefault />
      </Card>
    </>
  );
}
