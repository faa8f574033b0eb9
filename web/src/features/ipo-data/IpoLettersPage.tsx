// Inquiry letters (问询函): questions by company and round, classified, searchable in Chinese; the
// count per class beside the filters; administrators import a new version of the dataset.
import { DownloadOutlined } from '@ant-design/icons';
import {
  IPO_BOARDS,
  type IpoBoard,
  LETTER_CATEGORIES,
  type LetterCategory,
  type LetterQuestion,
} from '@portal/contract/ipo-data';
import type { TableColumnsType } from 'antd';
import { Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { DatasetImportsButton } from '../../ui/datasets/DatasetImportsButton';
import { SourceLine } from '../../ui/datasets/SourceLine';
import { text, useListState } from '../../ui/listState';
import { exportIpoLetters, useIpoLetters } from './api';

const KEYS = ['keyword', 'company', 'category', 'board'] as const;
type Filters = Partial<Record<(typeof KEYS)[number], string>>;
const parse = (search: URLSearchParams): Filters =>
  Object.fromEntries(KEYS.map((k) => [k, text(search, k)]).filter(([, v]) => v));
const COLORS: Record<LetterCategory, string> = {
  FINANCIAL: 'blue',
  LEGAL: 'purple',
  BUSINESS: 'green',
  INDUSTRY: 'orange',
};

export default function IpoLettersPage() {
  const { t } = useTranslation('ipo-data');
  const list = useListState(parse);
  const filters = list.filters as Filters & { category?: LetterCategory; board?: IpoBoard };
  const letters = useIpoLetters({ ...filters, page: list.page, size: list.size });
  const [exporting, setExporting] = useState(false);
  const change = (changes: Filters) => list.setFilters({ ...list.filters, ...changes });
  const columns: TableColumnsType<LetterQuestion> = [
    { title: t('columns.company'), dataIndex: 'companyName', width: 220 },
    {
      title: t('columns.board'),
      dataIndex: 'board',
      width: 100,
      render: (b: string) => t(`enums:ipoBoard.${b}`),
    },
    {
      title: t('letters.round'),
      dataIndex: 'round',
      width: 90,
      render: (r: number) => t('letters.roundN', { round: r }),
    },
    { title: t('letters.date'), dataIndex: 'letterDate', width: 110 },
    {
      title: t('letters.category'),
      dataIndex: 'category',
      width: 90,
      render: (c: LetterCategory) => <Tag color={COLORS[c]}>{t(`category.${c}`)}</Tag>,
    },
    { title: t('letters.question'), dataIndex: 'question', render: (q: string, r) => `${r.number}. ${q}` },
  ];
  const counts = new Map((letters.data?.byCategory ?? []).map((c) => [c.category, c.count]));
  return (
    <Card
      title={t('letters.title')}
      extra={
        <Space>
          <DatasetImportsButton
            feature="ipo-data"
            datasets={[
              {
                key: 'IPO_LETTERS',
                title: t('imports.title_IPO_LETTERS'),
                help: t('imports.help_IPO_LETTERS'),
              },
            ]}
            testId="ipo-imports"
          />
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => {
              setExporting(true);
              exportIpoLetters(filters, `${t('letters.title')}_${dayjs().format('YYYY-MM-DD')}.xlsx`)
                .catch((e: Error) => toast.error(e.message))
                .finally(() => setExporting(false));
            }}
          >
            {t('export')}
          </Button>
        </Space>
      }
    >
      <div style={{ marginBottom: 12 }}>
        <SourceLine source={letters.data?.source} testId="ipo-source" />
      </div>
      <Space wrap size={[12, 8]} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('letters.keyword')}
          defaultValue={filters.keyword}
          onSearch={(v) => change({ keyword: v.trim() || undefined })}
          style={{ width: 240 }}
          data-testid="ipo-letters-keyword"
        />
        <Input.Search
          allowClear
          placeholder={t('columns.company')}
          defaultValue={filters.company}
          onSearch={(v) => change({ company: v.trim() || undefined })}
          style={{ width: 200 }}
        />
        <Select
          allowClear
          placeholder={t('letters.category')}
          value={filters.category}
          onChange={(category) => change({ category })}
          style={{ width: 140 }}
          options={LETTER_CATEGORIES.map((c) => ({
            value: c,
            label: `${t(`category.${c}`)}（${counts.get(c) ?? 0}）`,
          }))}
        />
        <Select
          allowClear
          placeholder={t('filters.board')}
          value={filters.board}
          onChange={(board) => change({ board })}
          style={{ width: 130 }}
          options={IPO_BOARDS.map((b) => ({ value: b, label: t(`enums:ipoBoard.${b}`) }))}
        />
      </Space>
      <Table<LetterQuestion>
        rowKey="questionId"
        columns={columns}
        dataSource={letters.data?.items ?? []}
        loading={letters.isFetching}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: letters.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
        }}
        data-testid="ipo-letters"
      />
    </Card>
  );
}
