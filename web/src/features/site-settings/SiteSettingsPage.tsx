// /management/site: the header title, page title and the footer's copyright, phone and ICP
// number. Saving refreshes the header, the footer and the document title at once.
import { type SiteSettings, siteSettingsBody } from '@portal/contract';
import { Alert, Button, Card, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useSaveSiteSettings, useSiteSettings } from '../../api/sysmgmt';
import { toast } from '../../ui';

const FIELDS = ['title', 'pageTitle', 'copyright', 'phone', 'icp'] as const;
const MAX: Record<(typeof FIELDS)[number], number> = {
  title: 60,
  pageTitle: 60,
  copyright: 120,
  phone: 30,
  icp: 40,
};

export default function SiteSettingsPage() {
  const { t } = useTranslation('admin');
  const [form] = Form.useForm<SiteSettings>();
  const settings = useSiteSettings();
  const save = useSaveSiteSettings();
  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  // The contract's rule for each field, so the form refuses what the server would.
  const rule = (name: (typeof FIELDS)[number]) => ({
    validator: (_: unknown, v?: string) => {
      if (!v?.trim())
        return Promise.reject(new Error(t('site.rules.required', { field: t(`site.fields.${name}`) })));
      const ok = siteSettingsBody.shape[name].safeParse(v).success;
      const message =
        name === 'phone' || name === 'icp'
          ? t(`site.rules.${name}`)
          : t('site.rules.required', { field: t(`site.fields.${name}`) });
      return ok ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

  async function submit(values: SiteSettings) {
    try {
      await save.mutateAsync(values);
      toast.success(t('site.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.details.length > 0) {
        form.setFields(
          error.details.map((d) => ({ name: d.path as keyof SiteSettings, errors: [d.message] })),
        );
      }
    }
  }

  return (
    <Card title={t('site.title')}>
      <Alert type="info" showIcon title={t('site.hint')} style={{ marginBottom: 16, maxWidth: 640 }} />
      {settings.isPending ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" style={{ maxWidth: 640 }} onFinish={submit}>
          {FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={t(`site.fields.${name}`)} rules={[rule(name)]} required>
              <Input maxLength={MAX[name]} showCount data-testid={`site-${name}`} />
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="site-save">
            {t('common.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
