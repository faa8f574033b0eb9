// /management/listingTestRules: the administrator reads the rule tables the test uses — every
// version with its effective dates, each board's documents, conditions, standards and checks.
import type { RuleBoard, RuleCheck, RuleDocument } from '@portal/contract/listing-test';
import { Card, Collapse, Descriptions, Empty, List, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useListingRules } from '../../api/listing-test';
import { formatValue } from './format';

function Threshold({ check }: { check: RuleCheck }) {
  const { t } = useTranslation('listingTest');
  if (check.op === 'judgement') return <Tag color="warning">{t('rules.judgement')}</Tag>;
  if (check.op === 'inUse') return <Tag>{t('rules.notInUse')}</Tag>;
  const unit = check.unit === 'PERCENT' ? '' : ` ${t(`unit.${check.unit ?? 'WAN'}`)}`;
  return <>{`${check.op === 'gt' ? '>' : '≥'} ${formatValue(check.threshold!, check.unit)}${unit}`}</>;
}

function ChecksTable({ checks }: { checks: RuleCheck[] }) {
  const { t } = useTranslation('listingTest');
  return (
    <Table<RuleCheck>
      size="small"
      tableLayout="fixed"
      pagination={false}
      rowKey={(c) => `${c.metric}-${c.op}`}
      dataSource={checks}
      columns={[
        { title: t('test.check'), dataIndex: 'metric', width: 260, render: (m: string) => t(`metric.${m}`) },
        {
          title: t('rules.threshold'),
          key: 'threshold',
          width: 200,
          render: (_: unknown, c) => <Threshold check={c} />,
        },
        { title: t('rules.text'), dataIndex: 'text' },
      ]}
    />
  );
}

function BoardRules({ board }: { board: RuleBoard }) {
  const { t } = useTranslation('listingTest');
  return (
    <>
      <Typography.Title level={5}>{t('rules.documents')}</Typography.Title>
      <Table<RuleDocument>
        size="small"
        pagination={false}
        rowKey="name"
        dataSource={board.documents}
        columns={[
          { title: t('rules.documents'), dataIndex: 'name', render: (n: string) => `《${n}》` },
          { title: t('rules.issuer'), dataIndex: 'issuer', width: 200 },
          {
            title: t('rules.number'),
            dataIndex: 'number',
            width: 140,
            render: (n: string | null) => n ?? '—',
          },
          { title: t('rules.issuedOn'), dataIndex: 'issuedOn', width: 110 },
          { title: t('rules.effectiveOn'), dataIndex: 'effectiveOn', width: 110 },
        ]}
      />
      {board.conditions.length > 0 && (
        <>
          <Typography.Title level={5}>{t('rules.conditions')}</Typography.Title>
          <ChecksTable checks={board.conditions} />
        </>
      )}
      <Typography.Title level={5}>{t('rules.standards')}</Typography.Title>
      {board.standards.map((s) => (
        <div key={s.code} style={{ marginBottom: 12 }}>
          <Typography.Text strong>
            {s.code} {s.text}
          </Typography.Text>
          <ChecksTable checks={s.checks} />
        </div>
      ))}
      {board.tier && (
        <Typography.Paragraph>
          <Typography.Text strong>{board.tier.name}</Typography.Text>：{board.tier.text}
        </Typography.Paragraph>
      )}
      {board.notes.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>{t('rules.notes')}</Typography.Text>}
          dataSource={board.notes}
          renderItem={(n) => <List.Item>{n}</List.Item>}
        />
      )}
    </>
  );
}

export default function RulesPage() {
  const { t } = useTranslation('listingTest');
  const rules = useListingRules();
  if (rules.isPending) return <Spin />;
  if (!rules.data?.length) return <Empty />;
  const versions = [...rules.data].reverse();
  return (
    <Card title={t('rules.title')}>
      <Typography.Paragraph type="secondary">{t('rules.intro')}</Typography.Paragraph>
      <Collapse
        defaultActiveKey={[versions[0]!.version]}
        items={versions.map((v) => ({
          key: v.version,
          label: (
            <Descriptions
              size="small"
              column={2}
              items={[
                { key: 'v', label: v.version, children: v.summary },
                {
                  key: 'e',
                  children: v.effectiveTo
                    ? t('rules.effective', { from: v.effectiveFrom, to: v.effectiveTo })
                    : t('rules.effectiveNow', { from: v.effectiveFrom }),
                },
              ]}
            />
          ),
          children: (
            <Collapse
              defaultActiveKey={v.boards.map((b) => b.board)}
              items={v.boards.map((b) => ({
                key: b.board,
                label: t(`enums:listingBoard.${b.board}`),
                children: <BoardRules board={b} />,
              }))}
            />
          ),
        }))}
      />
    </Card>
  );
}
