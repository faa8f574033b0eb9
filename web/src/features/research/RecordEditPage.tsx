// /research/record/edit[?id=…]: write or correct a visit record of an enterprise of the office's
// region; saving returns to the record. Field errors from the server show under the fields.
import { ArrowLeftOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type RecordInput, VISIT_FORMS } from '@portal/contract/research';
import { Button, Card, Form, Input, Result, Select, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { showFieldErrors } from '../../ui/formRules';
import { useRecord, useSaveRecord } from './api';
import { EnterprisePicker } from './EnterprisePicker';
import { FilesField } from './FilesField';

type Values = Omit<RecordInput, 'visitDate' | 'followUpDate'> & {
  visitDate: Dayjs | null;
  followUpDate?: Dayjs | null;
};

const EMPTY: Partial<Values> = {
  form: 'ON_SITE',
  problems: [],
  photos: [],
  attachments: [],
  visitDate: null,
};

export default function RecordEditPage() {
  const { t } = useTranslation('research');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Values>();
  const current = useRecord(id);
  const save = useSaveRecord();

  useEffect(() => {
    const r = current.data;
    if (!id || !r) return;
    form.setFieldsValue({
      orgId: r.orgId,
      visitDate: dayjs(r.visitDate),
      visitors: r.visitors,
      form: r.form,
      participants: r.participants,
      notes: r.notes,
      problems: r.problems,
      photos: r.photos,
      attachments: r.attachments,
      followUpDate: r.followUpDate ? dayjs(r.followUpDate) : null,
    });
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('common.notFound')} />;
  const required = (field: string) => [
    { required: true, message: t('common.required', { field: t(field) }) },
  ];
  const back = () => navigate(id ? `/research/record/detail?id=${id}` : '/research/record/list');

  const submit = (v: Values) => {
    const input: RecordInput = {
      ...v,
      visitDate: v.visitDate?.format('YYYY-MM-DD') ?? '',
      followUpDate: v.followUpDate ? v.followUpDate.format('YYYY-MM-DD') : null,
      problems: (v.problems ?? []).filter((p) => p?.text?.trim()),
    };
    return save.mutateAsync({ recordId: id ?? undefined, input, version: current.data?.version }).then(
      (saved) => {
        toast.success(t('common.saved'));
        navigate(`/research/record/detail?id=${saved.id}`);
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  };

  return (
    <Card
      title={t(id ? 'records.editTitle' : 'records.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('common.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Form form={form} layout="vertical" initialValues={EMPTY} onFinish={submit} style={{ maxWidth: 960 }}>
          <Form.Item name="orgId" label={t('records.enterprise')} rules={required('records.enterprise')}>
            <EnterprisePicker
              known={current.data ? [{ id: current.data.orgId, name: current.data.enterprise }] : []}
              placeholder={t('records.orgSearch')}
              testId="record-enterprise"
            />
          </Form.Item>
          <Space wrap size="large" align="start">
            <Form.Item name="visitDate" label={t('records.visitDate')} rules={required('records.visitDate')}>
              <DateField end={dayjs()} id="record-visit-date" />
            </Form.Item>
            <Form.Item name="form" label={t('records.form')} rules={required('records.form')}>
              <Select
                style={{ width: 140 }}
                options={VISIT_FORMS.map((f) => ({ value: f, label: t(`form.${f}`) }))}
              />
            </Form.Item>
            <Form.Item name="followUpDate" label={t('records.followUpDate')}>
              <DateField id="record-follow-up" />
            </Form.Item>
          </Space>
          <Form.Item name="visitors" label={t('records.visitors')} rules={required('records.visitors')}>
            <Input maxLength={200} data-testid="record-visitors" />
          </Form.Item>
          <Form.Item name="participants" label={t('records.participants')}>
            <Input maxLength={500} />
          </Form.Item>
          <Form.Item name="notes" label={t('records.notes')} rules={required('records.notes')}>
            <Input.TextArea rows={5} maxLength={5000} showCount data-testid="record-notes" />
          </Form.Item>
          <Form.List name="problems">
            {(fields, { add, remove }) => (
              <Form.Item label={t('records.problems')}>
                {fields.map((field) => (
                  <Space key={field.key} align="start" style={{ display: 'flex' }}>
                    <Form.Item name={[field.name, 'text']}>
                      <Input placeholder={t('records.problem')} maxLength={500} style={{ width: 600 }} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ text: '' })}
                  data-testid="record-add-problem"
                >
                  {t('records.addProblem')}
                </Button>
              </Form.Item>
            )}
          </Form.List>
          <Form.Item name="photos" label={t('records.photos')}>
            <FilesField images label={t('records.uploadPhoto')} />
          </Form.Item>
          <Form.Item name="attachments" label={t('records.attachments')}>
            <FilesField label={t('records.uploadFile')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="record-save">
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
