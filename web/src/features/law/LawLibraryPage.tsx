// The law library (/widget/lawLibrary for offices, /lawLibrary/lawLibrary_ent for enterprises and
// institutions): search in Chinese, filters, results with the articles where the words were found,
// and a document opened beside the list. Query, filters, page and the open document live in the
// address, so "back" and a shared link restore them.
import type { LawDocumentSummary, LawSearchQuery } from '@portal/contract/law';
import { Alert, Card, Empty, Input, Pagination, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../ui/enumLabel';
import { text, useListState } from '../../ui/listState';
import { useLawSearch } from './api';
import { LawDocumentDrawer } from './LawDocumentDrawer';
import { LawFilters, type LawFilterValues } from './LawFilters';
import { Marked } from './Marked';
import { ValidityTag } from './ValidityTag';
import './law.css';

const FILTER_KEYS = ['q', 'level', 'category', 'validity', 'issuer', 'publishedFrom', 'publishedTo'] as const;
type Filters = LawFilterValues & { q?: string };

const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v)) as Filters;

export default function LawLibraryPage() {
  const { t } = useTranslation('law');
  const list = useListState(parse, 10);
  const query = { ...list.filters, page: list.page, size: list.size } as LawSearchQuery;
  const results = useLawSearch(query);
  const open = list.search.get('doc');
  const change = (changes: Partial<Filters>) => list.setFilters({ ...list.filters, ...changes });

  return (
    <Card title={t('title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Input.Search
          key={list.filters.q ?? ''}
          defaultValue={list.filters.q}
          allowClear
          enterButton={t('search')}
          size="large"
          maxLength={50}
          placeholder={t('searchPlaceholder')}
          onSearch={(q) => change({ q: q.trim() || undefined })}
          data-testid="law-search"
        />
        <LawFilters value={list.filters} onChange={change} />
        {results.isError ? (
          <Alert type="error" showIcon message={(results.error as Error).message} />
        ) : results.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : results.data.items.length === 0 ? (
          <Empty description={list.filters.q ? t('noHits', { q: list.filters.q }) : t('empty')} />
        ) : (
          <>
            <Typography.Text type="secondary">{t('total', { total: results.data.total })}</Typography.Text>
            <div data-testid="law-results">
              {results.data.items.map((d) => (
                <Result key={d.documentId} doc={d} onOpen={() => list.update({ doc: d.documentId })} />
              ))}
            </div>
            <Pagination
              align="end"
              current={list.page}
              pageSize={list.size}
              total={results.data.total}
              showSizeChanger
              pageSizeOptions={[10, 20, 50]}
              onChange={list.setPage}
            />
          </>
        )}
      </Space>
      <LawDocumentDrawer
        documentId={open}
        q={list.filters.q}
        onOpen={(doc) => list.update({ doc })}
        onClose={() => list.update({ doc: null })}
      />
    </Card>
  );
}

function Result({ doc, onOpen }: { doc: LawDocumentSummary; onOpen: () => void }) {
  const { t } = useTranslation('law');
  const label = useEnumLabel();
  return (
    <div className="law-result">
      <Typography.Link className="law-result-title" onClick={onOpen}>
        {doc.title}
      </Typography.Link>
      <div className="law-result-meta">
        <Space size="small" wrap>
          <ValidityTag validity={doc.validity} />
          <span>{label('lawLevel', doc.level)}</span>
          <span>{doc.issuer}</span>
          {doc.docNumber && <span>{doc.docNumber}</span>}
          <span>{t('publishedOn', { date: doc.publishedOn })}</span>
          {doc.effectiveOn && <span>{t('effectiveOn', { date: doc.effectiveOn })}</span>}
        </Space>
      </div>
      {doc.hits.map((hit) => (
        <div key={hit.articleId} className="law-hit-line">
          <span className="law-hit-label">{hit.label}</span>
          <Marked fragments={hit.fragments} />
        </div>
      ))}
    </div>
  );
}
