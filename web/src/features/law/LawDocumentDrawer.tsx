// One document in a drawer beside the results, so the list keeps its place: its facts, its source,
// its version links, and its articles under their chapters with the search's hits marked; the first
// hit is scrolled into view.
import type { LawDocumentDetail } from '@portal/contract/law';
import { Alert, Button, Descriptions, Drawer, Empty, Skeleton, Space, Tag } from 'antd';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { useLawDocument } from './api';
import { Marked } from './Marked';
import { ValidityTag } from './ValidityTag';

type Props = {
  documentId: string | null;
  q?: string;
  onOpen: (documentId: string) => void;
  onClose: () => void;
};

export function LawDocumentDrawer({ documentId, q, onOpen, onClose }: Props) {
  const { t } = useTranslation('law');
  const doc = useLawDocument(documentId, q);
  const firstHit = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (doc.data) firstHit.current?.scrollIntoView({ block: 'center' });
  }, [doc.data]);

  return (
    <Drawer
      open={Boolean(documentId)}
      onClose={onClose}
      width={820}
      title={doc.data?.title ?? t('detail.loading')}
    >
      {doc.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : doc.isError ? (
        <Alert type="error" showIcon message={t('detail.notFound')} />
      ) : (
        <DocumentBody doc={doc.data} onOpen={onOpen} firstHit={firstHit} />
      )}
    </Drawer>
  );
}

function DocumentBody({
  doc,
  onOpen,
  firstHit,
}: {
  doc: LawDocumentDetail;
  onOpen: (id: string) => void;
  firstHit: React.RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('law');
  const label = useEnumLabel();
  const firstHitId = doc.articles.find((a) => a.hit)?.articleId;
  let chapter: string | null = null;
  return (
    <>
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('fields.issuer')}>{doc.issuer}</Descriptions.Item>
        <Descriptions.Item label={t('fields.docNumber')}>{doc.docNumber ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.level')}>{label('lawLevel', doc.level)}</Descriptions.Item>
        <Descriptions.Item label={t('fields.validity')}>
          <ValidityTag validity={doc.validity} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.publishedOn')}>{doc.publishedOn}</Descriptions.Item>
        <Descriptions.Item label={t('fields.effectiveOn')}>{doc.effectiveOn ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('fields.category')}>
          {label('lawCategory', doc.category)}
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.source')}>
          {doc.sourceUrl ? (
            <a href={doc.sourceUrl} target="_blank" rel="noreferrer noopener">
              {doc.sourceName}
            </a>
          ) : (
            doc.sourceName
          )}
        </Descriptions.Item>
      </Descriptions>
      {(doc.revises || doc.revisedBy.length > 0) && (
        <Space wrap style={{ marginBottom: 16 }}>
          {doc.revises && (
            <span>
              {t('detail.revises')}
              <Button type="link" size="small" onClick={() => onOpen(doc.revises!.documentId)}>
                {doc.revises.title}（{doc.revises.publishedOn}）
              </Button>
            </span>
          )}
          {doc.revisedBy.map((later) => (
            <span key={later.documentId}>
              {t('detail.revisedBy')}
              <Button type="link" size="small" onClick={() => onOpen(later.documentId)}>
                {later.title}（{later.publishedOn}）
              </Button>
            </span>
          ))}
        </Space>
      )}
      <Related related={doc.related} />
      {doc.preamble && <p className="law-article">{doc.preamble}</p>}
      {doc.articles.length === 0 && <Empty description={t('detail.noArticles')} />}
      {doc.articles.map((a) => {
        const heading = a.chapter && a.chapter !== chapter ? a.chapter : null;
        chapter = a.chapter;
        return (
          <Fragment key={a.articleId}>
            {heading && <div className="law-chapter">{heading}</div>}
            <div
              ref={a.articleId === firstHitId ? firstHit : undefined}
              className={a.hit ? 'law-article is-hit' : 'law-article'}
              data-testid={a.hit ? 'law-article-hit' : undefined}
            >
              <strong>{a.label}</strong> <Marked fragments={a.fragments} />
            </div>
          </Fragment>
        );
      })}
      <Tag style={{ marginTop: 12 }}>{t('detail.updatedAt', { time: doc.updatedAt.slice(0, 10) })}</Tag>
    </>
  );
}

/** Knowledge nodes and hot issues naming the document: the portal's pages, in a new window. */
function Related({ related }: { related: LawDocumentDetail['related'] }) {
  const { t } = useTranslation('law');
  if (related.knowledge.length === 0 && related.hotIssues.length === 0) return null;
  const open = { target: '_blank', rel: 'noreferrer noopener' } as const;
  return (
    <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
      {related.knowledge.length > 0 && (
        <Descriptions.Item label={t('detail.knowledge')}>
          <Space wrap size={4}>
            {related.knowledge.map((n) => (
              <Tag key={n.nodeId} color="blue">
                <a href={`/oa/portal/knowledge?node=${n.nodeId}`} {...open}>
                  {n.name}
                </a>
              </Tag>
            ))}
          </Space>
        </Descriptions.Item>
      )}
      {related.hotIssues.length > 0 && (
        <Descriptions.Item label={t('detail.hotIssues')}>
          <Space direction="vertical" size={0}>
            {related.hotIssues.map((i) => (
              <a key={i.issueId} href={`/oa/portal/hotIssuesDetail?id=${i.issueId}`} {...open}>
                {i.question}
              </a>
            ))}
          </Space>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
