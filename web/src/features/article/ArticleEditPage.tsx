// Writing or editing an article (…/edit, …/edit?id=): the form, saved as a draft, saved and
// previewed, or saved and published. A stale edit (409) is not overwritten: the page says so.
import { ARTICLE_LIMITS, type ArticleAdmin, type ArticleInput } from '@portal/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAdminArticle, usePublishArticle, useSaveArticle } from '../../api/article';
import { ApiError } from '../../api/client';
import { confirm, toast } from '../../ui';
import { clearDraft } from '../../ui/editor/useAutosave';
import { useEnumLabel } from '../../ui/enumLabel';
import { BodyField } from './BodyField';
import { screenOf, screenPath } from './screens';
import { AttachmentsField, CoverField } from './UploadFields';

type FormValues = Omit<ArticleInput, 'publishAt'> & { publishAt: Dayjs | null };
type Then = 'stay' | 'preview' | 'publish';

const toValues = (a: ArticleAdmin): FormValues => ({
  title: a.title,
  category: a.category,
  summary: a.summary,
  coverUrl: a.coverUrl,
  body: a.body,
  attachments: a.attachments,
  source: a.source,
  author: a.author,
  publishAt: a.publishAt ? dayjs(a.publishAt) : null,
  pinned: a.pinned,
  order: a.order,
});

export default function ArticleEditPage() {
  const { t } = useTranslation('article');
  const label = useEnumLabel();
  const screen = screenOf(useLocation().pathname);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = search.get('id');
  const loaded = useAdminArticle(id);
  const save = useSaveArticle();
  const publish = usePublishArticle();
  const [form] = Form.useForm<FormValues>();
  const [stale, setStale] = useState(false);
  const draftKey = `article:${screen.name}:${id ?? 'new'}`;
  const article = loaded.data;

  useEffect(() => {
    if (article) form.setFieldsValue(toValues(article));
  }, [article, form]);

  async function submit(then: Then) {
    const values = await form.validateFields();
    const input: ArticleInput = { ...values, publishAt: values.publishAt?.toISOString() ?? null };
    try {
      const saved = await save.mutateAsync({ id, input, version: article?.version });
      // Saved on the server: the browser's draft of it is no longer needed.
      clearDraft(draftKey);
      if (then === 'publish' && saved.state !== 'PUBLISHED') {
        const done = await publish.mutateAsync({ id: saved.articleId, version: saved.version });
        toast.success(t(done.displayState === 'SCHEDULED' ? 'done.scheduled' : 'done.published'));
      } else toast.success(t('done.saved'));
      if (then === 'preview') navigate(screenPath(screen, 'preview', saved.articleId));
      else if (then === 'publish') navigate(screenPath(screen));
      else if (!id) navigate(screenPath(screen, 'edit', saved.articleId), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) setStale(true);
      else if (error.status === 400 && error.details.length > 0)
        form.setFields(
          error.details.map((d) => ({ name: d.path.split('.')[0] as keyof FormValues, errors: [d.message] })),
        );
      else toast.error(error.message);
    }
  }

  const back = () =>
    form.isFieldsTouched()
      ? confirm({
          content: t('confirm.leave'),
          onOk: () => navigate(screenPath(screen)),
          onCancel: () => undefined,
        })
      : navigate(screenPath(screen));

  if (id && loaded.isError) return <Alert type="error" showIcon title={t('notFound')} />;
  if (id && !article) return <Skeleton active paragraph={{ rows: 12 }} />;
  const busy = save.isPending || publish.isPending;
  const max = (n: number) => ({ max: n, message: t('rule.max', { max: n }) });

  return (
    <Card title={t(id ? 'editTitle' : 'newTitle')}>
      {stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('stale')}
          action={
            <Button size="small" onClick={() => loaded.refetch().then(() => setStale(false))}>
              {t('reload')}
            </Button>
          }
        />
      )}
      <Form<FormValues>
        form={form}
        layout="vertical"
        disabled={busy}
        initialValues={{
          category: screen.categories[0],
          attachments: [],
          pinned: false,
          order: 0,
          coverUrl: null,
          publishAt: null,
        }}
      >
        <Row gutter={24}>
          <Col xs={24} lg={16}>
            <Form.Item
              name="title"
              label={t('field.title')}
              rules={[
                { required: true, whitespace: true, message: t('rule.title') },
                max(ARTICLE_LIMITS.title),
              ]}
            >
              <Input data-testid="article-title" showCount maxLength={ARTICLE_LIMITS.title} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item
              name="category"
              label={t('field.category')}
              rules={[{ required: true, message: t('rule.category') }]}
            >
              <Select
                options={screen.categories.map((c) => ({ value: c, label: label('articleCategory', c) }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="summary" label={t('field.summary')} rules={[max(ARTICLE_LIMITS.summary)]}>
          <Input.TextArea rows={2} showCount maxLength={ARTICLE_LIMITS.summary} />
        </Form.Item>
        <Form.Item
          name="body"
          label={t('field.body')}
          rules={[{ required: true, whitespace: true, message: t('rule.body') }]}
        >
          <BodyField autosaveKey={draftKey} />
        </Form.Item>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item name="coverUrl" label={t('field.cover')}>
              <CoverField />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="attachments" label={t('field.attachments')}>
              <AttachmentsField />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={24}>
          <Col xs={24} md={8}>
            <Form.Item name="source" label={t('field.source')} rules={[max(ARTICLE_LIMITS.source)]}>
              <Input maxLength={ARTICLE_LIMITS.source} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="author" label={t('field.author')} rules={[max(ARTICLE_LIMITS.author)]}>
              <Input maxLength={ARTICLE_LIMITS.author} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="publishAt" label={t('field.publishAt')} extra={t('publishAtHelp')}>
              <DatePicker showTime={{ minuteStep: 5 }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="pinned" label={t('field.pinned')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item
              name="order"
              label={t('field.order')}
              extra={t('orderHelp')}
              rules={[{ required: true, message: t('rule.order') }]}
            >
              <InputNumber min={0} max={ARTICLE_LIMITS.order} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Space wrap>
          <Button onClick={() => void submit('stay')} loading={busy} data-testid="article-save">
            {t(article?.state === 'PUBLISHED' ? 'save' : 'saveDraft')}
          </Button>
          <Button onClick={() => void submit('preview')} loading={busy} data-testid="article-save-preview">
            {t('savePreview')}
          </Button>
          {article?.state !== 'PUBLISHED' && (
            <Button
              type="primary"
              onClick={() => void submit('publish')}
              loading={busy}
              data-testid="article-save-publish"
            >
              {t('savePublish')}
            </Button>
          )}
          <Button type="link" onClick={back} disabled={false}>
            {t('backToList')}
          </Button>
          {id && <Link to={screenPath(screen, 'preview', id)}>{t('preview')}</Link>}
        </Space>
      </Form>
    </Card>
  );
}
