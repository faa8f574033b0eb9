// The listed college's trainings (上市学院): the published ones to come, then past ones with their
// public materials, for any visitor. Shown above the college's articles on the portal.
import { fileEndpoints } from '@portal/contract';
import type { CollegeTraining } from '@portal/contract/training';
import { Card, Col, Empty, List, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hrefOf } from '../../api/endpoint';
import { RichTextView } from '../../ui/editor';
import { timeSpan } from './parts';
import { useCollege } from './queries';

function Item({ training }: { training: CollegeTraining }) {
  const { t } = useTranslation('training');
  return (
    <List.Item data-testid="college-training">
      <List.Item.Meta
        title={
          <Space wrap>
            <Typography.Text strong>{training.title}</Typography.Text>
            <Tag>{t(`mode.${training.mode}`)}</Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <span>
              {timeSpan(training.startsAt, training.endsAt)} · {training.organiser}
              {training.mode === 'ONSITE' && training.place ? ` · ${training.place}` : ''}
            </span>
            {training.past && training.content && (
              <div className="portal-college-summary">
                <RichTextView html={training.content} />
              </div>
            )}
            {training.materials.length > 0 && (
              <span>
                {t('college.materials')}：
                {training.materials.map((m) => (
                  <a
                    key={m.fileId}
                    href={hrefOf(fileEndpoints.read, { params: { id: m.fileId } })}
                    target="_blank"
                    rel="noreferrer"
                    style={{ marginRight: 12 }}
                  >
                    {m.name}
                  </a>
                ))}
              </span>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

function Column({ past }: { past: boolean }) {
  const { t } = useTranslation('training');
  const list = useCollege({ page: 1, size: 6, past: past ? 'true' : 'false' });
  return (
    <Card title={t(past ? 'college.past' : 'college.upcoming')} size="small">
      {list.isPending ? (
        <Skeleton active />
      ) : list.data?.items.length ? (
        <List dataSource={list.data.items} renderItem={(item) => <Item training={item} />} />
      ) : (
        <Empty description={t('college.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}

export function CollegeTrainings() {
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 24 }} data-testid="college-trainings">
      <Col xs={24} md={12}>
        <Column past={false} />
      </Col>
      <Col xs={24} md={12}>
        <Column past />
      </Col>
    </Row>
  );
}
