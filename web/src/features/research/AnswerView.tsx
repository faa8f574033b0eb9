// The enterprise answers a research letter: one field per question (text, number, one or several
// options, files); save a draft any time before the deadline, submit once. A refusal's messages
// show under the questions they name.
import type { Answers, MyLetterDetail, Question } from '@portal/contract/research';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Skeleton,
  Space,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { confirm, toast } from '../../ui';
import { formatMinute } from '../../ui/time';
import { useAnswer, useInboxLetter } from './api';
import { FilesField } from './FilesField';
import { ReplyStateTag } from './tags';

/** One question's input; Form.Item hands it value and onChange, passed on to the control. */
function Field({
  q,
  disabled,
  upload,
  ...control
}: {
  q: Question;
  disabled: boolean;
  upload: string;
  value?: never;
  onChange?: never;
}) {
  switch (q.kind) {
    case 'TEXT':
      return <Input.TextArea rows={3} maxLength={2000} disabled={disabled} {...control} />;
    case 'NUMBER':
      return <InputNumber style={{ width: 240 }} disabled={disabled} {...control} />;
    case 'SINGLE':
      return <Radio.Group disabled={disabled} options={q.options} {...control} />;
    case 'MULTIPLE':
      return <Checkbox.Group disabled={disabled} options={q.options} {...control} />;
    case 'ATTACHMENT':
      return <FilesField label={upload} {...control} />;
  }
}

export default function AnswerView({ id }: { id: string }) {
  const { t } = useTranslation('research');
  const letter = useInboxLetter(id || null);
  const answer = useAnswer();
  const [form] = Form.useForm<Answers>();
  if (!id || letter.isError) return <Result status="404" subTitle={t('common.notFound')} />;
  if (letter.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  const l: MyLetterDetail = letter.data;

  const send = (submit: boolean) =>
    answer.mutateAsync({ letterId: id, answers: form.getFieldsValue(true), submit }).then(
      () => toast.success(t(submit ? 'answer.submitted' : 'answer.draftSaved')),
      (error: unknown) => {
        if (error instanceof ApiError && error.details.length > 0)
          form.setFields(
            error.details.map((d) => ({ name: d.path.replace(/^answers\./, ''), errors: [d.message] })),
          );
        else toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  const askSubmit = () =>
    form
      .validateFields()
      .then(() =>
        confirm({ content: t('answer.submitConfirm'), onOk: () => send(true), onCancel: () => undefined }),
      );

  return (
    <Card title={l.subject}>
      <Descriptions
        bordered
        size="small"
        column={2}
        items={[
          { key: 'number', label: t('letters.number'), children: l.number },
          { key: 'state', label: t('common.status'), children: <ReplyStateTag state={l.state} /> },
          { key: 'org', label: t('letters.issuingOrg'), children: l.issuingOrg },
          { key: 'deadline', label: t('letters.deadline'), children: l.deadline },
          { key: 'intro', label: t('detail.intro'), children: l.intro, span: 2 },
        ]}
      />
      {l.repliedAt && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          title={t('answer.repliedAt', { at: formatMinute(l.repliedAt) })}
        />
      )}
      {!l.repliedAt && l.state === 'OVERDUE' && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('answer.overdue')} />
      )}
      {l.canAnswer && l.draftSavedAt && (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={t('answer.draftAt', { at: formatMinute(l.draftSavedAt) })}
        />
      )}
      <Form
        key={`${l.id}:${l.draftSavedAt}:${l.repliedAt}`}
        form={form}
        initialValues={l.answers}
        layout="vertical"
        style={{ marginTop: 24, maxWidth: 900 }}
        disabled={!l.canAnswer}
      >
        {l.questions.map((q, i) => (
          <Form.Item
            key={q.key}
            name={q.key}
            label={`${i + 1}. ${q.title}`}
            rules={q.required ? [{ required: true, message: t('common.required', { field: q.title }) }] : []}
          >
            <Field q={q} disabled={!l.canAnswer} upload={t('answer.upload')} />
          </Form.Item>
        ))}
      </Form>
      {l.canAnswer && (
        <Space>
          <Button onClick={() => send(false)} loading={answer.isPending} data-testid="answer-save">
            {t('answer.saveDraft')}
          </Button>
          <Button type="primary" onClick={askSubmit} loading={answer.isPending} data-testid="answer-submit">
            {t('answer.submit')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
