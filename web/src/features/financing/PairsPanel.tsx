// A need's pairs (or all the caller's): who, which step, and the next step or closing, recorded by
// either side with a note; each pair's steps unfold below it.
import {
  MATCH_STAGES,
  type MatchListQuery,
  type MatchStage,
  type MatchSummary,
} from '@portal/contract/financing';
import type { TableColumnsType } from 'antd';
import { Button, Input, Modal, Select, Space, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui';
import { useListState } from '../../ui/listState';
import { formatMinute } from '../../ui/time';
import { useAdvance, useMatches, useSteps } from './queries';
import { NEED_PAGE } from './shared';

function Steps({ id }: { id: string }) {
  const { t } = useTranslation('financing');
  const steps = useSteps(id);
  return (
    <Timeline
      style={{ marginTop: 8 }}
      items={(steps.data ?? []).map((s) => ({
        children: `${formatMinute(s.at)} ${s.orgName}：${t(`matchStage.${s.stage}`)}${s.note ? ` — ${s.note}` : ''}`,
      }))}
    />
  );
}

/** The pairs' filters in the address (pair* beside a needs list's own keys): the home cards link to them. */
export function usePairFilters() {
  const { search, update } = useListState();
  const initiatedBy = search.get('pairFrom');
  const filters = {
    initiatedBy: initiatedBy === 'ENTERPRISE' || initiatedBy === 'INVESTOR' ? initiatedBy : undefined,
    open: (['true', 'false'] as const).find((v) => v === search.get('pairOpen')),
    since: /^\d{4}-\d{2}-\d{2}$/.test(search.get('pairSince') ?? '')
      ? (search.get('pairSince') as string)
      : undefined,
  } satisfies Partial<MatchListQuery>;
  return { filters, update };
}

function PairFilterBar() {
  const { t } = useTranslation('financing');
  const { filters, update } = usePairFilters();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        allowClear
        style={{ width: 130 }}
        placeholder={t('pairs.initiatedBy')}
        aria-label={t('pairs.initiatedBy')}
        value={filters.initiatedBy}
        onChange={(v) => update({ pairFrom: v })}
        options={(['INVESTOR', 'ENTERPRISE'] as const).map((v) => ({
          value: v,
          label: t(`pairs.from.${v}`),
        }))}
      />
      <Select
        allowClear
        style={{ width: 120 }}
        placeholder={t('pairs.openFilter')}
        aria-label={t('pairs.openFilter')}
        value={filters.open}
        onChange={(v) => update({ pairOpen: v })}
        options={(['true', 'false'] as const).map((v) => ({ value: v, label: t(`pairs.openOptions.${v}`) }))}
      />
      {filters.since && (
        <Tag closable onClose={() => update({ pairSince: null })} data-testid="pairs-since">
          {t('pairs.since', { day: filters.since })}
        </Tag>
      )}
    </Space>
  );
}

export function PairsPanel({
  needId,
  showNeed,
  addressed,
}: {
  needId?: string;
  showNeed?: boolean;
  /** Filters from the address, with their controls (the list pages; not a need's own page). */
  addressed?: boolean;
}) {
  const { t } = useTranslation('financing');
  const { filters } = usePairFilters();
  // Other filters start again at page 1.
  const filterKey = addressed ? JSON.stringify(filters) : '';
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (p: number) => setPaging({ filterKey, page: p });
  const pairs = useMatches({ needId, ...(addressed ? filters : {}), page, size: 10 });
  const advance = useAdvance();
  const [step, setStep] = useState<{ pair: MatchSummary; stage: MatchStage } | null>(null);
  const [note, setNote] = useState('');

  const record = () =>
    step &&
    advance
      .mutateAsync({ id: step.pair.id, body: { stage: step.stage, note, version: step.pair.version } })
      .then(
        () => {
          toast.success(t('pairs.advanced'));
          setStep(null);
          setNote('');
        },
        (e: unknown) => toast.error(e instanceof Error ? e.message : String(e)),
      );

  const columns: TableColumnsType<MatchSummary> = [
    ...(showNeed
      ? [
          {
            title: t('need.title'),
            dataIndex: 'needTitle',
            render: (v: string, p: MatchSummary) => <Link to={`${NEED_PAGE}?id=${p.needId}`}>{v}</Link>,
          },
        ]
      : []),
    { title: t('pairs.enterprise'), dataIndex: 'enterpriseName' },
    { title: t('pairs.investor'), dataIndex: 'investorName' },
    {
      title: t('pairs.stage'),
      dataIndex: 'stage',
      width: 110,
      render: (s: MatchStage) => (
        <Tag color={s === 'CLOSED' ? 'default' : 'blue'}>{t(`matchStage.${s}`)}</Tag>
      ),
    },
    {
      title: t('pairs.initiatedBy'),
      dataIndex: 'initiatedBy',
      width: 90,
      render: (v: string) => t(`pairs.${v}`),
    },
    {
      title: t('need.updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string) => formatMinute(v),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 220,
      render: (_: unknown, p) => {
        if (!p.canAdvance) return null;
        const next = MATCH_STAGES[MATCH_STAGES.indexOf(p.stage) + 1] as MatchStage;
        return (
          <Space size={0}>
            {next !== 'CLOSED' && (
              <Button type="link" size="small" onClick={() => setStep({ pair: p, stage: next })}>
                {t('pairs.next', { stage: t(`matchStage.${next}`) })}
              </Button>
            )}
            <Button type="link" size="small" danger onClick={() => setStep({ pair: p, stage: 'CLOSED' })}>
              {t('pairs.closePair')}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <div data-testid="pairs">
      {addressed && <PairFilterBar />}
      <Table<MatchSummary>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={pairs.data?.items ?? []}
        loading={pairs.isFetching}
        locale={{ emptyText: t('pairs.empty') }}
        expandable={{ expandedRowRender: (p) => <Steps id={p.id} /> }}
        pagination={{
          current: page,
          pageSize: 10,
          total: pairs.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: !addressed,
          showTotal: (total) => t('common.total', { total }),
        }}
      />
      <Modal
        open={step !== null}
        title={
          step
            ? step.stage === 'CLOSED'
              ? t('pairs.closePair')
              : t('pairs.next', { stage: t(`matchStage.${step.stage}`) })
            : ''
        }
        onCancel={() => setStep(null)}
        onOk={record}
        confirmLoading={advance.isPending}
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('pairs.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </div>
  );
}
