// /notification/reply?id=…: the recipient's reply (text and attachments), once; then back to the
// document. A document that asks no reply, or one replied to already, says so.
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { StoredFile } from '@portal/contract';
import { NOTIFICATION_REPLY_MAX } from '@portal/contract/notification';
import type { UploadFile } from 'antd';
import { Alert, Button, Card, Descriptions, Form, Input, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { AttachmentsField, attachmentsOf } from './AttachmentsField';
import { DETAIL, UrgencyTag } from './format';
import { useNotification, useReplyNotification } from './queries';

type Values = { content: string; attachments?: UploadFile<StoredFile>[] };

export default function NotificationReplyPage() {
  const { t } = useTranslation('notification');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const query = useNotification(id);
  const reply = useReplyNotification();
  const [form] = Form.useForm<Values>();
  if (!id || query.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const n = query.data;
  const back = () => navigate(`${DETAIL}?id=${id}`);
  const submit = (values: Values) =>
    reply
      .mutateAsync({ id, input: { content: values.content, attachments: attachmentsOf(values.attachments) } })
      .then(
        () => {
          toast.success(t('reply.sent'));
          back();
        },
        (error: unknown) => {
          if (!showFieldErrors(form, error))
            toast.error(error instanceof Error ? error.message : String(error));
        },
      );
  return (
    <Card
      title={t('reply.title')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={back}>
          {t('form.back')}
        </Button>
      }
    >
      {!n ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            style={{ marginBottom: 16 }}
            items={[
              { key: 'title', label: t('list.columns.title'), children: n.title },
              { key: 'docNumber', label: t('detail.docNumber'), children: n.docNumber },
              { key: 'issuer', label: t('detail.issuer'), children: n.issuer.name },
              { key: 'urgency', label: t('detail.urgency'), children: <UrgencyTag urgency={n.urgency} /> },
              { key: 'deadline', label: t('detail.deadline'), children: n.deadline ?? t('detail.none') },
            ]}
          />
          {!n.abilities.reply ? (
            <Alert type="info" showIcon title={t('reply.notAllowed')} />
          ) : (
            <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 800 }}>
              <Form.Item
                name="content"
                label={t('reply.content')}
                rules={[{ required: true, whitespace: true, message: t('reply.contentRequired') }]}
              >
                <Input.TextArea
                  rows={8}
                  maxLength={NOTIFICATION_REPLY_MAX}
                  showCount
                  data-testid="notification-reply"
                />
              </Form.Item>
              <Form.Item name="attachments" label={t('reply.attachments')}>
                <AttachmentsField label={t('form.upload')} />
              </Form.Item>
              <Button
                type="primary"
                htmlType="submit"
                loading={reply.isPending}
                data-testid="notification-reply-submit"
              >
                {t('reply.submit')}
              </Button>
            </Form>
          )}
        </>
      )}
    </Card>
  );
}
