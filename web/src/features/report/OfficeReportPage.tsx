// /report/{kind}/edit?id=…: one report as the office sees it — review (accept, or return with a
// reason), a correction with its note (versioned), a reminder when late; a city office's own
// summary opens as its form; a brief shows its body and recipients.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReportDetail } from '@portal/contract/report';
import { Alert, Button, Card, Descriptions, Form, Input, Modal, Result, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useOfficeEdit, useRemind, useReport, useReview } from '../../api/report';
import { confirm, toast } from '../../ui';
import { RichTextView } from '../../ui/editor';
import { formatMinute } from '../../ui/time';
import { ReportForm } from './ReportFormPage';
import { RollupView, TraceView } from './ReportViews';
import { contentOf, ReportFields, StateTag, showRefusal } from './shared';

function OfficeView({ report }: { report: ReportDetail }) {
  const { t } = useTranslation('report');
  const [form] = Form.useForm<Record<string, string>>();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState('');
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const edit = useOfficeEdit();
  const review = useReview();
  const remind = useRemind();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(report.content);
  }, [form, report]);

  const saveEdit = async () => {
    if (!note.trim()) return toast.warning(t('office.editNoteRequired'));
    try {
      await edit.mutateAsync({
        reportId: report.id,
        version: report.version,
        content: contentOf(form.getFieldsValue()),
        note,
      });
      toast.success(t('office.edited'));
      setEditing(false);
      setNote('');
    } catch (error) {
      showRefusal(form, error);
    }
  };
  const accept = () =>
    confirm({
      content: `${t('office.accept')}？`,
      onCancel: () => undefined,
      onOk: () =>
        review
          .mutateAsync({ reportId: report.id, version: report.version, decision: 'accept' })
          .then(() => toast.success(t('office.accepted'))),
    });
  const sendBack = async () => {
    if (!reason.trim()) return toast.warning(t('office.returnReasonRequired'));
    await review.mutateAsync({ reportId: report.id, version: report.version, decision: 'return', reason });
    toast.success(t('office.returnedDone'));
    setReturning(false);
    setReason('');
  };

  return (
    <>
      {report.state === 'RETURNED' && report.returnReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.returned', { reason: report.returnReason })}
        />
      )}
      <Space style={{ marginBottom: 16 }} wrap>
        {report.abilities.review && (
          <>
            <Button type="primary" onClick={accept} loading={review.isPending}>
              {t('office.accept')}
            </Button>
            <Button danger onClick={() => setReturning(true)}>
              {t('office.return')}
            </Button>
          </>
        )}
        {report.abilities.officeEdit && !editing && (
          <Button onClick={() => setEditing(true)}>{t('office.edit')}</Button>
        )}
        {report.abilities.remind && (
          <Button
            onClick={() =>
              remind
                .mutateAsync([report.id])
                .then((a) => toast.success(t('office.reminded', { count: a.reminded })))
            }
          >
            {t('office.remindOne')}
          </Button>
        )}
      </Space>
      <Form form={form} layout="vertical" style={{ maxWidth: 760 }}>
        <ReportFields kind={report.kind} disabled={!editing} submit={false} />
        {editing && (
          <>
            <Form.Item label={t('office.editNote')} required>
              <Input value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
            </Form.Item>
            <Space>
              <Button onClick={() => setEditing(false)}>{t('form.back')}</Button>
              <Button type="primary" onClick={saveEdit} loading={edit.isPending}>
                {t('office.saveEdit')}
              </Button>
            </Space>
          </>
        )}
      </Form>
      {report.rollup && <RollupView rollup={report.rollup} />}
      <TraceView reportId={report.id} />
      <Modal
        open={returning}
        title={t('office.return')}
        onCancel={() => setReturning(false)}
        onOk={sendBack}
        confirmLoading={review.isPending}
      >
        <Input.TextArea
          aria-label={t('office.returnReason')}
          placeholder={t('office.returnReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          rows={4}
        />
      </Modal>
    </>
  );
}

export default function OfficeReportPage() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const report = useReport(search.get('id'));
  const r = report.data;
  let body = <Skeleton active />;
  if (report.isError || !search.get('id')) body = <Result status="404" title={t('form.notFound')} />;
  else if (r?.kind === 'brief')
    body = (
      <>
        <Alert
          type="info"
          style={{ marginBottom: 16 }}
          message={t('brief.recipientsLine', { names: r.recipients.map((x) => x.name).join('、') })}
        />
        <RichTextView html={r.html ?? ''} />
      </>
    );
  else if (r?.abilities.edit) body = <ReportForm report={r} kind={r.kind} />;
  else if (r) body = <OfficeView report={r} />;
  return (
    <Card
      title={
        <Space>
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(-1)}
            aria-label={t('form.back')}
          />
          {r ? (r.kind === 'brief' ? r.title : `${t(`kind.${r.kind}`)} · ${r.filerName}`) : ''}
        </Space>
      }
    >
      {r && r.kind !== 'brief' && (
        <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('columns.period')}>{r.periodLabel ?? r.title ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('columns.state')}>
            <StateTag state={r.state} late={r.late} />
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.due')}>{r.dueOn ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('columns.region')}>{r.regionName ?? r.regionCode}</Descriptions.Item>
          <Descriptions.Item label={t('columns.submittedAt')}>
            {formatMinute(r.submittedAt)}
          </Descriptions.Item>
        </Descriptions>
      )}
      {body}
    </Card>
  );
}
