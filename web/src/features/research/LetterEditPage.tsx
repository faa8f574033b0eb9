// /research/edit[?id=…]: draft or correct a research letter — number, subject, introduction,
// deadline, recipients (chosen enterprises, or a filter applied when it is sent) and the
// questionnaire. Saving returns to the letter; field errors from the server show under the fields.
import { ArrowLeftOutlined } from '@ant-design/icons';
import { GRADES, LISTING_STAGES } from '@portal/contract';
import type { LetterInput, Question, RecipientChoice } from '@portal/contract/research';
import { Alert, Button, Card, Form, Input, Radio, Result, Select, Skeleton, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { useEnumLabel } from '../../ui/enumLabel';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { useLetter, useSaveLetter } from './api';
import { EnterprisePicker } from './EnterprisePicker';
import { QuestionsField } from './QuestionsField';
import { keyed } from './questions';

type Values = {
  number: string;
  subject: string;
  intro?: string;
  deadline: Dayjs | null;
  mode: RecipientChoice['mode'];
  orgIds?: string[];
  region?: string[];
  grade?: string;
  stage?: string;
  questions: Partial<Question>[];
};

const EMPTY: Values = {
  number: '',
  subject: '',
  intro: '',
  deadline: null,
  mode: 'CHOSEN',
  orgIds: [],
  questions: [{ kind: 'TEXT', title: '', required: false, options: [] }],
};

function inputOf(v: Values): LetterInput {
  const recipients: RecipientChoice =
    v.mode === 'CHOSEN'
      ? { mode: 'CHOSEN', orgIds: v.orgIds ?? [] }
      : {
          mode: 'FILTER',
          regionCode: v.region?.at(-1),
          grade: v.grade as never,
          stage: v.stage as never,
        };
  return {
    number: v.number,
    subject: v.subject,
    intro: v.intro ?? '',
    deadline: v.deadline?.format('YYYY-MM-DD') ?? '',
    recipients,
    questions: keyed(v.questions),
  };
}

/** A refusal's field path (recipients.orgIds, questions.0.options) as the form's field name. */
const fieldOf = (path: string): (string | number)[] => {
  const parts = path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  if (parts[0] === 'recipients') return [parts[1] === 'regionCode' ? 'region' : String(parts[1] ?? 'orgIds')];
  return parts;
};

export default function LetterEditPage() {
  const { t } = useTranslation('research');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<Values>();
  const current = useLetter(id);
  const save = useSaveLetter();
  const mode = Form.useWatch('mode', form);

  useEffect(() => {
    const l = current.data;
    if (!id || !l) return;
    const r = l.recipients;
    form.setFieldsValue({
      number: l.number,
      subject: l.subject,
      intro: l.intro,
      deadline: dayjs(l.deadline),
      mode: r.mode,
      orgIds: r.mode === 'CHOSEN' ? r.orgIds : [],
      region: r.mode === 'FILTER' && r.regionCode ? [r.regionCode] : undefined,
      grade: r.mode === 'FILTER' ? r.grade : undefined,
      stage: r.mode === 'FILTER' ? r.stage : undefined,
      questions: l.questions,
    });
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('common.notFound')} />;
  const required = (field: string) => [
    { required: true, message: t('common.required', { field: t(field) }) },
  ];
  const back = () => navigate(id ? `/research/detail?id=${id}` : '/research/list');

  const submit = (values: Values) =>
    save
      .mutateAsync({ letterId: id ?? undefined, input: inputOf(values), version: current.data?.version })
      .then(
        (saved) => {
          toast.success(t('common.saved'));
          navigate(`/research/detail?id=${saved.id}`);
        },
        (error: unknown) => {
          if (error instanceof ApiError && error.details.length > 0)
            form.setFields(
              error.details.map((d) => ({ name: fieldOf(d.path) as never, errors: [d.message] })),
            );
          else toast.error(error instanceof Error ? error.message : String(error));
        },
      );

  return (
    <Card
      title={t(id ? 'edit.editTitle' : 'edit.createTitle')}
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
          <Space wrap size="large" align="start">
            <Form.Item name="number" label={t('letters.number')} rules={required('letters.number')}>
              <Input maxLength={60} style={{ width: 260 }} data-testid="letter-number" />
            </Form.Item>
            <Form.Item name="deadline" label={t('letters.deadline')} rules={required('letters.deadline')}>
              <DateField start={dayjs()} id="letter-deadline" />
            </Form.Item>
          </Space>
          <Form.Item name="subject" label={t('letters.subject')} rules={required('letters.subject')}>
            <Input maxLength={200} data-testid="letter-subject" />
          </Form.Item>
          <Form.Item name="intro" label={t('edit.intro')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item name="mode" label={t('edit.recipients')}>
            <Radio.Group
              options={(['CHOSEN', 'FILTER'] as const).map((m) => ({ value: m, label: t(`edit.mode.${m}`) }))}
            />
          </Form.Item>
          {mode === 'FILTER' ? (
            <>
              <Alert type="info" showIcon title={t('edit.filterHint')} style={{ marginBottom: 16 }} />
              <Space wrap size="large" align="start">
                <Form.Item name="region" label={t('edit.region')}>
                  <RegionCascader changeOnSelect style={{ width: 260 }} />
                </Form.Item>
                <Form.Item name="grade" label={t('edit.grade')}>
                  <Select
                    allowClear
                    style={{ width: 180 }}
                    options={GRADES.filter((g) => g !== 'NOT_APPLICABLE').map((g) => ({
                      value: g,
                      label: label('grade', g),
                    }))}
                  />
                </Form.Item>
                <Form.Item name="stage" label={t('edit.stage')}>
                  <Select
                    allowClear
                    style={{ width: 180 }}
                    options={LISTING_STAGES.map((s) => ({ value: s, label: label('stage', s) }))}
                  />
                </Form.Item>
              </Space>
            </>
          ) : (
            <Form.Item name="orgIds" label={t('edit.orgIds')} rules={required('edit.orgIds')}>
              <EnterprisePicker
                multiple
                known={current.data?.chosen}
                placeholder={t('edit.orgSearch')}
                testId="letter-recipients"
              />
            </Form.Item>
          )}
          <QuestionsField />
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="letter-save">
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
