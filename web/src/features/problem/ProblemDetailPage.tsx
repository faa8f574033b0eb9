// /problem/detail, handle, transfer, assign (and the government's mgr/edit): one problem, its
// facts, the unit's reply, its history, and the steps the server offers the caller. The assign
// and transfer pages open their step's form at once.
import { ArrowLeftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { ProblemActBody } from '@portal/contract/problem';
import { Button, Card, Descriptions, Empty, Result, Skeleton, Space, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RichTextView } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { formatMinute } from '../../ui/time';
import { ProblemActions } from './ProblemActionForm';
import { fileHref } from './ProblemAttachments';
import { ProblemNotes } from './ProblemNotes';
import { ProblemTags } from './ProblemTags';
import { useProblem } from './queries';

const PREFERRED: Record<string, ProblemActBody['action']> = {
  '/problem/assign': 'assign',
  '/problem/transfer': 'transfer',
};

export default function ProblemDetailPage() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const preferred = Object.entries(PREFERRED).find(([path]) => pathname.endsWith(path))?.[1];
  return <ProblemDetailView id={search.get('id')} preferred={preferred} />;
}

/** One problem read-only with its steps; the enterprise sees it on /problem/edit once submitted. */
export function ProblemDetailView({
  id,
  preferred,
}: {
  id: string | null;
  preferred?: ProblemActBody['action'];
}) {
  const { t } = useTranslation('problem');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const problem = useProblem(id);

  if (!id || problem.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  if (!problem.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  const p = problem.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        data-testid="problem-detail"
        title={
          <Space>
            <span>{p.title}</span>
            <ProblemTags problem={p} />
          </Space>
        }
        extra={
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            {t('form.back')}
          </Button>
        }
      >
        <Descriptions column={2} size="small" bordered>
          <Descriptions.Item label={t('form.category')}>
            {label('problemCategory', p.category)}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.enterprise')}>{p.enterprise.name}</Descriptions.Item>
          <Descriptions.Item label={t('detail.office')}>{p.office?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('columns.assignee')}>{p.assignee?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.leadUnit')}>{p.leadUnit?.name ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.coUnits')}>
            {p.coUnits.map((u) => u.name).join('、') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.deadline')}>
            {p.deadline ? formatMinute(p.deadline) : '—'}
            {p.workingDays ? `（${t('detail.workingDays', { days: p.workingDays })}）` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.submittedAt')}>
            {formatMinute(p.submittedAt, '—')}
          </Descriptions.Item>
          {p.source && (
            <Descriptions.Item label={t('source.label')} span={2}>
              {t(`source.${p.source.kind}`)} ·{' '}
              {p.source.kind === 'visit-record' ? (
                <Link to={`/research/record/detail?id=${p.source.id}`}>{p.source.label}</Link>
              ) : (
                p.source.label
              )}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('form.expectedOutcome')} span={2}>
            {p.expectedOutcome || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('form.description')} span={2}>
            <RichTextView html={p.description} />
          </Descriptions.Item>
          <Descriptions.Item label={t('form.attachments')} span={2}>
            {p.attachments.length === 0
              ? '—'
              : p.attachments.map((f) => (
                  <div key={f.id}>
                    <a href={fileHref(f.id)} target="_blank" rel="noreferrer">
                      <PaperClipOutlined /> {f.name}
                    </a>
                  </div>
                ))}
          </Descriptions.Item>
          {p.reply && (
            <Descriptions.Item label={t('detail.reply')} span={2}>
              <RichTextView html={p.reply} />
            </Descriptions.Item>
          )}
          {p.rating && (
            <Descriptions.Item label={t('detail.rating')} span={2}>
              {label('problemRating', p.rating)}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title={t('detail.actions')} size="small">
        <ProblemActions problem={p} preferred={preferred} />
      </Card>
      <ProblemNotes problem={p} />
      <Card title={t('detail.history')} size="small">
        {p.history.length === 0 ? (
          <Empty />
        ) : (
          <Timeline
            items={p.history.map((h) => ({
              children: (
                <div>
                  <Typography.Text strong>
                    {t(`actions.${h.action}`, { defaultValue: label('workflowAction', h.action) })}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {' '}
                    {h.actorOrg?.name} {h.actorUser?.name} · {formatMinute(h.at)} → {h.toStateLabel}
                    {h.assigneeOrg ? `（${h.assigneeOrg.name}）` : ''}
                  </Typography.Text>
                  {h.comment && <div>{h.comment}</div>}
                  {h.attachments.map((a) => (
                    <div key={a.id}>
                      <a href={fileHref(a.id)} target="_blank" rel="noreferrer">
                        <PaperClipOutlined /> {a.name ?? a.id}
                      </a>
                    </div>
                  ))}
                </div>
              ),
            }))}
          />
        )}
      </Card>
    </Space>
  );
}
