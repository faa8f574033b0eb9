// /portal/hotIssuesDetail?id=…: one published hot issue; a draft or missing one says so.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useHotIssue } from '../../api/hot-issue';
import { usePageMeta } from '../../session/usePageMeta';
import { HotIssueAnswer } from './HotIssueAnswer';
import '../../ui/portal.css';
import './hot-issue.css';

function Detail({ id }: { id: string }) {
  const { t } = useTranslation('hotIssue');
  const navigate = useNavigate();
  const issue = useHotIssue(id);
  usePageMeta(issue.data?.question, issue.data?.excerpt);
  const back = (
    <Link
      to="/portal/hotIssues"
      onClick={(e) => {
        // Back to the list as it was left (category, search, page), when we came from it.
        if (window.history.state?.idx > 0) {
          e.preventDefault();
          navigate(-1);
        }
      }}
    >
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  if (issue.isError)
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        extra={
          <Link to="/portal/hotIssues">
            <Button type="primary">{t('detail.back')}</Button>
          </Link>
        }
      />
    );
  return (
    <div className="portal-page">
      {back}
      {issue.data ? <HotIssueAnswer issue={issue.data} /> : <Skeleton active paragraph={{ rows: 8 }} />}
    </div>
  );
}

export default function PortalHotIssueDetailPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return id ? <Detail key={id} id={id} /> : <Navigate to="/portal/hotIssues" replace />;
}
