// /portal/management/lawLibrary/edit[?id=…]: one document's facts and whole text. Articles are
// found in the text by their "第…条" headings when it is saved; the server's field errors show under
// their fields; a save over someone else's change is refused (409) rather than lost.
import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  LAW_CATEGORIES,
  LAW_LEVELS,
  LAW_TITLE_MAX,
  LAW_VALIDITIES,
  type LawDocumentInput,
} from '@portal/contract/law';
import { Button, Card, Col, Form, Input, Result, Row, Select, Skeleton } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui';
import { DateField } from '../../ui/date/DateField';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { useLawDocument, useLawSearch, useSaveLawDocument } from './api';

const LIST = '/portal/management/lawLibrary';
/** The form holds days as the contract's text; the picker works in Dayjs. */
const asDay = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => d?.format('YYYY-MM-DD'),
};
const EMPTY: Partial<LawDocumentInput> = { level: 'NORMATIVE_DOCUMENT', validity: 'EFFECTIVE' };

export default function LawEditPage() {
  const { t } = useTranslation('law');
  const label = useEnumLabel();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const [form] = Form.useForm<LawDocumentInput>();
  const current = useLawDocument(id);
  const save = useSaveLawDocument();
  const [revisesSearch, setRevisesSearch] = useState('');
  const candidates = useLawSearch({ q: revisesSearch.length >= 2 ? revisesSearch : undefined, size: 20 });

  useEffect(() => {
    const d = current.data;
    if (!id) form.setFieldsValue(EMPTY);
    else if (d) {
      const preamble = d.preamble ? `${d.preamble}\n` : '';
      let chapter: string | null = null;
      const body = d.articles
        .map((a) => {
          const heading = a.chapter && a.chapter !== chapter ? `${a.chapter}\n` : '';
          chapter = a.chapter;
          const text = a.fragments.map((f) => f.text).join('');
          // Paragraph texts (no numbered articles) carry no label of their own.
          return /^第\d+段$/.test(a.label) ? text : `${heading}${a.label} ${text}`;
        })
        .join('\n');
      form.setFieldsValue({
        title: d.title,
        issuer: d.issuer,
        docNumber: d.docNumber ?? undefined,
        level: d.level,
        category: d.category,
        publishedOn: d.publishedOn,
        effectiveOn: d.effectiveOn ?? undefined,
        validity: d.validity,
        sourceName: d.sourceName,
        sourceUrl: d.sourceUrl ?? undefined,
        revisesId: d.revises?.documentId,
        body: `${preamble}${body}`,
      });
    }
  }, [id, current.data, form]);

  if (id && current.isError) return <Result status="404" subTitle={t('detail.notFound')} />;
  const required = (field: string) => [{ required: true, message: t('form.required', { field: t(field) }) }];
  const submit = (input: LawDocumentInput) =>
    save.mutateAsync({ documentId: id ?? undefined, input, version: current.data?.version }).then(
      () => {
        toast.success(t('form.saved'));
        navigate(LIST);
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  const revisesOptions = [
    ...(current.data?.revises
      ? [{ value: current.data.revises.documentId, label: current.data.revises.title }]
      : []),
    ...(candidates.data?.items ?? [])
      .filter((d) => d.documentId !== id && d.documentId !== current.data?.revises?.documentId)
      .map((d) => ({ value: d.documentId, label: `${d.title}（${d.publishedOn}）` })),
  ];

  return (
    <Card
      title={t(id ? 'form.editTitle' : 'form.createTitle')}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
          {t('form.back')}
        </Button>
      }
    >
      {id && current.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={EMPTY}
          onFinish={submit}
          style={{ maxWidth: 1000 }}
        >
          <Form.Item name="title" label={t('fields.title')} rules={required('fields.title')}>
            <Input maxLength={LAW_TITLE_MAX} showCount data-testid="law-title" />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="issuer" label={t('fields.issuer')} rules={required('fields.issuer')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="docNumber" label={t('fields.docNumber')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="level" label={t('fields.level')} rules={required('fields.level')}>
                <Select options={LAW_LEVELS.map((l) => ({ value: l, label: label('lawLevel', l) }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="category" label={t('fields.category')} rules={required('fields.category')}>
                <Select
                  options={LAW_CATEGORIES.map((c) => ({
                    value: c,
                    label: c.includes('/') ? `　${label('lawCategory', c)}` : label('lawCategory', c),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="validity" label={t('fields.validity')} rules={required('fields.validity')}>
                <Select options={LAW_VALIDITIES.map((v) => ({ value: v, label: label('lawValidity', v) }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="publishedOn"
                label={t('fields.publishedOn')}
                rules={required('fields.publishedOn')}
                {...asDay}
              >
                <DateField />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="effectiveOn" label={t('fields.effectiveOn')} {...asDay}>
                <DateField />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="revisesId" label={t('fields.revises')} tooltip={t('form.revisesHint')}>
                <Select
                  allowClear
                  showSearch
                  filterOption={false}
                  onSearch={setRevisesSearch}
                  options={revisesOptions}
                  placeholder={t('form.revisesPlaceholder')}
                />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sourceName" label={t('fields.source')} rules={required('fields.source')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="sourceUrl" label={t('fields.sourceUrl')}>
                <Input maxLength={300} placeholder="https://" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="body"
            label={t('fields.body')}
            tooltip={t('form.bodyHint')}
            rules={required('fields.body')}
          >
            <Input.TextArea autoSize={{ minRows: 14, maxRows: 30 }} data-testid="law-body" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="law-save">
            {t('form.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
