// Preview (…/preview?id=): the article exactly as the portal will show it, drafts included, with
// its state and the actions that move it on.
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAdminArticle } from '../../api/article';
import { ArticleView, articleLink } from '../portal';
import { screenOf, screenPath } from './screens';
import { StateTag, useArticleActions } from './useArticleActions';

export default function ArticlePreviewPage() {
  const { t } = useTranslation('article');
  const screen = screenOf(useLocation().pathname);
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const loaded = useAdminArticle(id);
  const actions = useArticleActions(() => navigate(screenPath(screen)));
  const a = loaded.data;

  if (!id || loaded.isError) return <Alert type="error" showIcon title={t('notFound')} />;
  if (!a) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <Card
      title={
        <Space>
          {t('previewTitle')}
          <span data-testid="article-state">
            <StateTag state={a.displayState} />
          </span>
        </Space>
      }
      extra={
        <Space wrap>
          <Link to={screenPath(screen, 'edit', a.articleId)}>
            <Button>{t('edit')}</Button>
          </Link>
          {a.state === 'PUBLISHED' ? (
            <Button onClick={() => actions.unpublish(a)} data-testid="article-unpublish">
              {t('unpublish')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => actions.publish(a)} data-testid="article-publish">
              {t('publish')}
            </Button>
          )}
          <Button danger onClick={() => actions.remove(a)}>
            {t('delete')}
          </Button>
          <Link to={screenPath(screen)}>{t('backToList')}</Link>
        </Space>
      }
    >
      {a.displayState === 'PUBLISHED' ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 24 }}
          title={
            <>
              {t('livePreview')}{' '}
              <a
                href={`/oa${articleLink(a.category, a.articleId)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('openOnPortal')}
              </a>
            </>
          }
        />
      ) : (
        <Alert type="info" showIcon style={{ marginBottom: 24 }} title={t(`previewNote.${a.displayState}`)} />
      )}
      <ArticleView article={a} />
    </Card>
  );
}
