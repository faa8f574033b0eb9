// /hotIssues/hotIssues (and the government side's /widget/hotIssues): the portal's hot issues
// inside the console; an answer opens in a drawer so the list stays where it was.
import type { HotIssueSummary } from '@portal/contract';
import { Card, Drawer, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHotIssue } from '../../api/hot-issue';
import { HotIssueAnswer } from './HotIssueAnswer';
import { HotIssueBrowser } from './HotIssueBrowser';
import './hot-issue.css';

function AnswerDrawer({ issue, onClose }: { issue: HotIssueSummary | null; onClose: () => void }) {
  const { t } = useTranslation('hotIssue');
  const detail = useHotIssue(issue?.issueId ?? null);
  return (
    <Drawer
      open={issue !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={t('list.title')}
      destroyOnHidden
    >
      {detail.isError ? (
        <Result status="404" subTitle={t('detail.notFound')} />
      ) : detail.data ? (
        <HotIssueAnswer issue={detail.data} level={3} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Drawer>
  );
}

export default function ConsoleHotIssuesPage() {
  const { t } = useTranslation('hotIssue');
  const [open, setOpen] = useState<HotIssueSummary | null>(null);
  return (
    <Card title={t('list.title')}>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <HotIssueBrowser onOpen={setOpen} />
      <AnswerDrawer issue={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
