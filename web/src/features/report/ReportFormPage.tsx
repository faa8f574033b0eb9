// /report/{kind}/add and /edit?id=… (and /report/issue/edit without an id: a new major matter):
// the filer fills the kind's fields, pre-filled from its last report, saves drafts and submits.
// Also the city office's own summary (opened from /report/summary/edit).
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReportDetail, ReportKind } from '@portal/contract/report';
import { Alert, Button, Card, Form, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateIssue, useReport, useSaveDraft, useSubmitReport } from '../../api/report';
import { confirm, toast } from '../../ui';
import { RollupView, TraceView } from './ReportViews';
import { contentOf, ReportFields, showRefusal, useKindOfPath } from './shared';

export function ReportForm({ report, kind }: { report: ReportDetail | null; kind: ReportKind }) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [form] = Form.useForm<Record<string, string>>();
  const save = useSaveDraft();
  const submit = useSubmitReport();
  const create = useCreateIssue();
  const editable = report ? report.abilities.edit : kind === 'issue';

  useEffect(() => {
    form.resetFields();
    if (report) form.setFieldsValue(report.content);
  }, [form, report]);

  const onSave = async () => {
    const content = contentOf(form.getFieldsValue());
    try {
      if (!report) {
        const created = await create.mutateAsync(content);
        toast.success(t('form.saved'));
        return navigate(`/report/issue/edit?id=${created.id}`, { replace: true });
      }
      await save.mutateAsync({ reportId: report.id, version: report.version, content });
      toast.success(t('form.saved'));
    } catch (error) {
      showRefusal(form, error);
    }
  };
  const onSubmit = async () => {
    await form.validateFields();
    const content = contentOf(form.getFieldsValue());
    confirm({
      content: t('form.submitConfirm'),
      onCancel: () => undefined,
      onOk: async () => {
        try {
          let target = report;
          if (!target) target = await create.mutateAsync(content);
          await submit.mutateAsync({ reportId: target.id, version: target.version, content });
          toast.success(t('form.submitted'));
          navigate(
            kind === 'issue' ? '/report/issue' : kind === 'summary' ? '/report/summary/list' : '/report/list',
          );
        } catch (error) {
          showRefusal(form, error);
        }
      },
    });
  };

  return (
    <>
      {report?.state === 'RETURNED' && report.returnReason && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('form.returned', { reason: report.returnReason })}
        />
      )}
      {report?.prefilled && editable && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('form.prefilled')} />
      )}
      {report && !editable && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} message={t('form.readOnly')} />
      )}
      <Form form={form} layout="vertical" style={{ maxWidth: 760 }}>
        <ReportFields kind={kind} disabled={!editable} submit />
        {editable && (
          <Space>
            <Button onClick={onSave} loading={save.isPending || create.isPending}>
              {t('form.saveDraft')}
            </Button>
            <Button type="primary" onClick={onSubmit} loading={submit.isPending}>
              {t('form.submit')}
            </Button>
          </Space>
        )}
      </Form>
      {report?.rollup && <RollupView rollup={report.rollup} />}
      {report && <TraceView reportId={report.id} />}
    </>
  );
}

export default function ReportFormPage() {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const pathKind = useKindOfPath();
  const [search] = useSearchParams();
  const id = search.get('id');
  const report = useReport(id);
  // A link may open any report under any kind's path: its own kind decides the fields.
  const kind = report.data?.kind ?? pathKind ?? 'golden';
  const title = report.data?.periodLabel
    ? `${t(`kind.${kind}`)} · ${report.data.periodLabel}`
    : t(`kind.${kind}`);
  let body = <ReportForm report={report.data ?? null} kind={kind} />;
  if (id && report.isLoading) body = <Skeleton active />;
  else if (id && report.isError) body = <Result status="404" title={t('form.notFound')} />;
  else if (!id && kind !== 'issue') body = <Result status="404" title={t('form.notFound')} />;
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
          {title}
          {report.data?.dueOn && (
            <Typography.Text type="secondary">{t('form.due', { due: report.data.dueOn })}</Typography.Text>
          )}
        </Space>
      }
    >
      {body}
    </Card>
  );
}
