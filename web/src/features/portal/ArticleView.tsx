// One article as the portal shows it: title, source line, cover, body and attachments. Used by the
// portal's detail pages and by the administrator's preview, so the preview is what readers get.
import { PaperClipOutlined } from '@ant-design/icons';
import type { ArticleAttachment } from '@portal/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/time';
import { ArticleBody } from './ArticleBody';
// Its look comes along, so that a page of another feature (the preview) shows it the same.
import '../../ui/portal.css';

export type ArticleViewData = {
  title: string;
  source: string;
  author: string;
  publishAt: string | null;
  viewCount?: number;
  coverUrl: string | null;
  body: string;
  attachments: ArticleAttachment[];
};

export function ArticleView({ article }: { article: ArticleViewData }) {
  const { t } = useTranslation('portal');
  return (
    <article className="portal-article">
      <Typography.Title level={1}>{article.title}</Typography.Title>
      <div className="portal-article__meta">
        {article.source && <span>{t('meta.source', { source: article.source })}</span>}
        {article.author && <span>{t('meta.author', { author: article.author })}</span>}
        {article.publishAt && <span>{t('meta.publishAt', { date: formatDate(article.publishAt) })}</span>}
        {article.viewCount !== undefined && <span>{t('meta.views', { count: article.viewCount })}</span>}
      </div>
      {article.coverUrl && <img className="portal-article__cover" src={article.coverUrl} alt="" />}
      <ArticleBody html={article.body} />
      {article.attachments.length > 0 && (
        <section aria-label={t('attachments')}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t('attachments')}
          </Typography.Title>
          <ul>
            {article.attachments.map((a) => (
              <li key={a.url}>
                <PaperClipOutlined />{' '}
                <a href={a.url} target="_blank" rel="noopener noreferrer" download={a.name}>
                  {a.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
