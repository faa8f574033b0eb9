// /notification/send[?id=…]: draft a document or edit a draft or returned one; save it, or save it
// and submit it to the review (notification/process). The server checks every recipient again.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Grade, StoredFile } from '@portal/contract';
import {
  NOTIFICATION_DOC_NUMBER_MAX,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATION_URGENCIES,
  type NotificationDetail,
  type NotificationInput,
  type NotificationUrgency,
} from '@portal/contract/notification';
import type { UploadFile } from 'antd';
import { Alert, Button, Card, Form, Input, Result, Select, Skeleton, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { clearDraft, RichTextEditor } from '../../ui/editor';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { AttachmentsField, attachmentsOf, toUploadFiles } from './AttachmentsField';
import { DETAIL, LIST } from './format';
import { useNotification, useSaveNotification, useSubmitNotification } from './queries';
import { type KnownOrg, RecipientFields } from './RecipientFields';

type Values = {
  docNumber: string;
  title: string;
  urgency: NotificationUrgency;
  body: string;
  attachments?: UploadFile<StoredFile>[];
  offices?: string[];
  units?: string[];
  enterprises?: string[];
  byFilter?: boolean;
  filterRegion?: string[];
  filterGrades?: Grade[];
  requiresReceipt: boolean;
  requiresReply: boolean;
  deadline?: Dayjs | null;
};

const EMPTY: Partial<Values> = { urgency: 'NORMAL', requiresReceipt: true, requiresReply: false, body: '' };

function valuesOf(n: NotificationDetail): Values {
  const ids = (type: string) => (n.sender?.orgs ?? []).filter((o) => o.type === type).map((o) => o.id);
  const filter = n.sender?.enterpriseFilter ?? null;
  return {
    docNumber: n.docNumber,
    title: n.title,
    urgency: n.urgency,
    body: n.body,
    attachments: toUploadFiles(n.attachments),
    offices: ids('FINANCIAL'),
    units: ids('FUNCTIONAL'),
    enterprises: ids('ENTERPRISE'),
    byFilter: filter !== null,
    filterRegion: filter?.regionCode ? [filter.regionCode] : [],
    filterGrades: filter?.grades ?? [],
    requiresReceipt: n.requiresReceipt,
    requiresReply: n.requiresReply,
    deadline: n.deadline ? dayjs(n.deadline) : null,
  };
}

function inputOf(v: Values): NotificationInput {
  const asks = v.requiresReceipt || v.requiresReply;
  return {
    docNumber: v.docNumber,
    title: v.title,
    urgency: v.urgency,
    body: v.body,
    attachments: attachmentsOf(v.attachments),
    recipients: {
      orgIds: [...(v.offices ?? []), ...(v.units ?? []), ...(v.enterprises ?? [])],
      enterpriseFilter: v.byFilter
        ? { regionCode: v.filterRegion?.at(-1), grades: v.filterGrades?.length ? v.filterGrades : undefined }
        : null,
    },
    requiresReceipt: v.requiresReceipt,
    requiresReply: v.requiresReply,
    deadline: asks && v.deadline ? v.deadline.format('YYYY-MM-DD') : null,
  };
}

export default function NotificationSendPage() {
  const { t } = useTranslation('notification');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Values>();
  const current = useNotification(id);
  const save = useSaveNotification();
  const submit = useSubmitNotification();
  const [known, setKnown] = useState<KnownOrg[]>([]);
  const draftKey = `notification:${id ?? 'new'}`;
  const receiptAsked = Form.useWatch('requiresReceipt', form);
  const replyAsked = Form.useWatch('requiresReply', form);
  const asks = receiptAsked || replyAsked;

  useEffect(() => {
    if (!id) form.setFieldsValue(EMPTY);
    else if (current.data) {
      form.setFieldsValue(valuesOf(current.data));
      setKnown(current.data.sender?.orgs ?? []);
    }
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const editable = !id || current.data?.abilities.edit;
  const required = (field: string) => [{ required: true, message: t('form.required', { field: t(field) }) }];

  const run = async (values: Values, andSubmit: boolean) => {
    try {
      const saved = await save.mutateAsync({
        id: id ?? undefined,
        input: inputOf(values),
        version: current.data?.version,
      });
      clearDraft(draftKey);
      if (andSubmit) {
        await submit.mutateAsync({ id: saved.id, version: saved.version });
        toast.success(t('form.submitted'));
      } else toast.success(t('form.saved'));
      navigate(`${DETAIL}?id=${saved.id}`, { replace: true });
    } catch (error) {
      if (!showFieldErrors(form, error)) toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  const finish = (andSubmit: boolean) => () =>
    form.validateFields().then(
      (values) => run(values, andSubmit),
      () => undefined,
    );

  return (
    <Card
      title={t(id ? 'form.editTitle' : 'form.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(id ? `${DETAIL}?id=${id}` : LIST)}>
          {t('form.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !editable ? (
        <Alert type="warning" showIcon title={t('form.notEditable')} />
      ) : (
        <Form form={form} layout="vertical" initialValues={EMPTY} style={{ maxWidth: 960 }}>
          <Space wrap size="large" align="start">
            <Form.Item name="docNumber" label={t('form.docNumber')} rules={required('form.docNumber')}>
              <Input
                maxLength={NOTIFICATION_DOC_NUMBER_MAX}
                placeholder={t('form.docNumberHint')}
                style={{ width: 260 }}
                data-testid="notification-doc-number"
              />
            </Form.Item>
            <Form.Item name="urgency" label={t('form.urgency')}>
              <Select
                style={{ width: 140 }}
                options={NOTIFICATION_URGENCIES.map((u) => ({
                  value: u,
                  label: label('notificationUrgency', u),
                }))}
              />
            </Form.Item>
          </Space>
          <Form.Item name="title" label={t('form.title')} rules={required('form.title')}>
            <Input maxLength={NOTIFICATION_TITLE_MAX} showCount data-testid="notification-title" />
          </Form.Item>
          <Form.Item name="body" label={t('form.body')} rules={required('form.body')}>
            <RichTextEditor autosaveKey={draftKey} />
          </Form.Item>
          <Form.Item name="attachments" label={t('form.attachments')}>
            <AttachmentsField label={t('form.upload')} />
          </Form.Item>
          <Card size="small" title={t('form.recipients')} style={{ marginBottom: 24 }}>
            <RecipientFields known={known} />
          </Card>
          <Space wrap size="large" align="start">
            <Form.Item name="requiresReceipt" label={t('form.requiresReceipt')} valuePropName="checked">
              <Switch data-testid="notification-requires-receipt" />
            </Form.Item>
            <Form.Item name="requiresReply" label={t('form.requiresReply')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="deadline" label={t('form.deadline')} extra={t('form.deadlineHint')}>
              <DateField disabled={!asks} start={dayjs()} />
            </Form.Item>
          </Space>
          <Space style={{ display: 'flex' }}>
            <Button onClick={finish(false)} loading={save.isPending} data-testid="notification-save">
              {t('form.save')}
            </Button>
            <Button
              type="primary"
              onClick={finish(true)}
              loading={save.isPending || submit.isPending}
              data-testid="notification-save-submit"
            >
              {t('form.saveAndSubmit')}
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}
