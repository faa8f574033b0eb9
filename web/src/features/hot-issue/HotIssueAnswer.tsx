// One hot issue as readers see it: question, category, date and views, the answer.
import type { HotIssueDetail } from '@portal/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../ui/editor/RichTextView';
import { formatDate } from '../../ui/time';

export function HotIssueAnswer({ issue, level = 1 }: { issue: HotIssueDetail; level?: 1 | 3 }) {
  const { t } = useTranslation('hotIssue');
  return (
    <article className="hot-issue" data-testid="hot-issue-answer">
      <Typography.Title level={level} className="hot-issue__question">
        {issue.question}
      </Typography.Title>
      <Space wrap className="hot-issue__meta">
        <Tag color="blue">{t(`category.${issue.category}`)}</Tag>
        {issue.publishedAt && (
          <Typography.Text type="secondary">
            {t('detail.publishedAt', { time: formatDate(issue.publishedAt) })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">{t('detail.views', { count: issue.viewCount })}</Typography.Text>
      </Space>
      <RichTextView html={issue.answer} className="hot-issue__answer" />
    </article>
  );
}
