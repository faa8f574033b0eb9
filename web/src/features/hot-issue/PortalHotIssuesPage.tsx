// /portal/hotIssues: the published hot issues by category, searchable; a question opens its
// answer on /portal/hotIssuesDetail.
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../session/usePageMeta';
import { HotIssueBrowser } from './HotIssueBrowser';
import '../../ui/portal.css';
import './hot-issue.css';

export default function PortalHotIssuesPage() {
  const { t } = useTranslation('hotIssue');
  usePageMeta(t('list.title'), t('list.intro'));
  return (
    <div className="portal-page">
      <div className="portal-page__head">
        <Typography.Title level={1}>{t('list.title')}</Typography.Title>
      </div>
      <Typography.Paragraph type="secondary">{t('list.intro')}</Typography.Paragraph>
      <HotIssueBrowser hrefOf={(issue) => `/portal/hotIssuesDetail?id=${issue.issueId}`} />
    </div>
  );
}
