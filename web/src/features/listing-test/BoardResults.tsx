// One evaluation, board by board: each standard with its checks' required and actual values, the
// verdict (met, not met, needs judgement) and how far a failed check falls short.
import type { Evaluation, EvaluationCheck, RuleCheck, RulesVersion } from '@portal/contract/listing-test';
import { Alert, Card, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatValue, gapOf } from './format';

const VERDICT_COLOR = { true: 'success', false: 'error', null: 'warning' } as const;

export function VerdictTag({ passed }: { passed: boolean | null }) {
  const { t } = useTranslation('listingTest');
  return <Tag color={VERDICT_COLOR[`${passed}`]}>{t(`verdict.${passed}`)}</Tag>;
}

export function BoardResults({ result, rules }: { result: Evaluation; rules: RulesVersion | undefined }) {
  const { t } = useTranslation('listingTest');
  const aimed = result.boards.filter((b) => b.passed);
  const ruleBoard = (board: string) => rules?.boards.find((b) => b.board === board);
  const unitOf = (board: string, metric: string): RuleCheck['unit'] => {
    const rb = ruleBoard(board);
    const all = [...(rb?.conditions ?? []), ...(rb?.standards.flatMap((s) => s.checks) ?? [])];
    return all.find((c) => c.metric === metric)?.unit ?? 'WAN';
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="listing-result">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('test.result', { version: result.rulesVersion })}
      </Typography.Title>
      <Alert
        type={aimed.length > 0 ? 'success' : 'info'}
        showIcon
        data-testid="listing-aim"
        message={
          aimed.length > 0
            ? `${t('test.mayAim')}：${aimed.map((b) => t(`enums:listingBoard.${b.board}`)).join('、')}`
            : t('test.none')
        }
      />
      {result.boards.map((board) => (
        <Card
          key={board.board}
          size="small"
          data-testid={`board-${board.board}`}
          title={
            <Space>
              {t(`enums:listingBoard.${board.board}`)}
              <Tag color={board.passed ? 'success' : 'default'}>
                {t(board.passed ? 'test.boardPassed' : 'test.boardFailed')}
              </Tag>
              {board.tier && (
                <Tag color="purple" data-testid="board-tier">
                  {t('test.tier', { tier: board.tier })}
                </Tag>
              )}
            </Space>
          }
        >
          {board.standards.map((standard) => {
            const text = ruleBoard(board.board)?.standards.find((s) => s.code === standard.code)?.text;
            return (
              <div key={standard.code} style={{ marginBottom: 12 }}>
                <Space style={{ marginBottom: 4 }}>
                  <Typography.Text strong>{standard.code}</Typography.Text>
                  {text && <Typography.Text type="secondary">{text}</Typography.Text>}
                  <VerdictTag passed={standard.passed} />
                </Space>
                <Table<EvaluationCheck>
                  size="small"
                  // Fixed columns line the standards' tables up under each other.
                  tableLayout="fixed"
                  pagination={false}
                  rowKey="metric"
                  dataSource={standard.checks}
                  columns={[
                    {
                      title: t('test.check'),
                      dataIndex: 'metric',
                      width: '28%',
                      render: (m: string) => t(`metric.${m}`),
                    },
                    {
                      title: t('test.requiredValue'),
                      dataIndex: 'required',
                      width: '34%',
                      render: (r: number | string, c) =>
                        typeof r === 'number' ? `≥ ${formatValue(r, unitOf(board.board, c.metric))}` : r,
                    },
                    {
                      title: t('test.actual'),
                      dataIndex: 'actual',
                      width: '14%',
                      render: (a: number | null, c) =>
                        a === null
                          ? c.passed === false
                            ? t('test.missing')
                            : '—'
                          : formatValue(a, unitOf(board.board, c.metric)),
                    },
                    {
                      title: t('test.verdictColumn'),
                      dataIndex: 'passed',
                      width: '10%',
                      render: (p: boolean | null) => <VerdictTag passed={p} />,
                    },
                    {
                      title: t('test.gap'),
                      key: 'gap',
                      width: '14%',
                      render: (_: unknown, c) => {
                        const gap = gapOf(c);
                        return gap === null
                          ? ''
                          : t('test.shortBy', { value: formatValue(gap, unitOf(board.board, c.metric)) });
                      },
                    },
                  ]}
                />
              </div>
            );
          })}
        </Card>
      ))}
      <Typography.Text type="secondary">{t('test.judgementNote')}</Typography.Text>
    </Space>
  );
}
