// For the portal home (owned by the portal feature): the five hot issues at the top of the list,
// linking to their answers and to the whole list. Usage: <HotIssuesTeaser />.
import { RightOutlined } from '@ant-design/icons';
import { Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublishedHotIssues } from '../../api/hot-issue';
import './hot-issue.css';

export function HotIssuesTeaser({ count = 5 }: { count?: number }) {
  const { t } = useTranslation('hotIssue');
  const list = usePublishedHotIssues({ page: 1, size: count });
  const items = list.data?.items ?? [];
  return (
    <Card
      title={t('teaser.title')}
      className="portal-card hot-issues-teaser"
      extra={
        <Link to="/portal/hotIssues">
          {t('teaser.more')} <RightOutlined />
        </Link>
      }
    >
      {list.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
      ) : (
        <ul className="hot-issues-teaser__list">
          {items.map((issue) => (
            <li key={issue.issueId}>
              <Link to={`/portal/hotIssuesDetail?id=${issue.issueId}`} title={issue.question}>
                {issue.question}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
