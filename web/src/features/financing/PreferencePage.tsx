// /investmentFinancing/preference: an investor's or bank's preference profile — industries,
// stages, regions and ticket size — by which needs are ranked for it.
import { FINANCING_STAGES, type PreferenceInput } from '@portal/contract/financing';
import { Button, Card, Cascader, Col, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { pathTo } from '../profile-versions';
import { usePreference, useSavePreference } from './queries';
import { useDictionaries } from './shared';

type Values = Omit<PreferenceInput, 'regionCodes'> & { regionCodes: string[][] };

export default function PreferencePage() {
  const { t } = useTranslation('financing');
  const [form] = Form.useForm<Values>();
  const current = usePreference();
  const save = useSavePreference();
  const dict = useDictionaries();

  useEffect(() => {
    if (!current.data || !dict.rows) return;
    const regions = dict.rows.regions;
    form.setFieldsValue({
      ...current.data,
      regionCodes: current.data.regionCodes.map((c) => pathTo(regions, c)),
    });
  }, [current.data, dict.rows, form]);

  const submit = (v: Values) =>
    save
      .mutateAsync({
        industries: v.industries ?? [],
        stages: v.stages ?? [],
        regionCodes: (v.regionCodes ?? []).map((p) => p.at(-1)!).filter(Boolean),
        minAmount: v.minAmount ?? null,
        maxAmount: v.maxAmount ?? null,
        note: v.note ?? '',
      })
      .then(
        () => toast.success(t('common.saved')),
        (e: unknown) => {
          if (!showFieldErrors(form, e)) toast.error(e instanceof Error ? e.message : String(e));
        },
      );

  return (
    <Card title={t('preference.title')} loading={current.isPending}>
      <Typography.Paragraph type="secondary">{t('preference.intro')}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 800 }}>
        <Form.Item name="industries" label={t('preference.industries')}>
          <Select mode="multiple" allowClear options={dict.sections} placeholder={t('common.any')} />
        </Form.Item>
        <Form.Item name="stages" label={t('preference.stages')}>
          <Select
            mode="multiple"
            allowClear
            placeholder={t('common.any')}
            options={FINANCING_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="regionCodes" label={t('preference.regions')}>
          <Cascader
            multiple
            changeOnSelect
            options={dict.regions}
            placeholder={t('common.any')}
            showCheckedStrategy={Cascader.SHOW_PARENT}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="minAmount" label={t('preference.minAmount')}>
              <InputNumber min={0} max={10_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="maxAmount" label={t('preference.maxAmount')}>
              <InputNumber min={0} max={10_000_000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="note" label={t('preference.note')}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
