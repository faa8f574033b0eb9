// The office's roadshow form (new or edit), in a modal: theme, time, place or link, industry, stage.
import { FINANCING_STAGES, type FinancingStage } from '@portal/contract/financing';
import type { RoadshowInput, RoadshowSummary } from '@portal/contract/roadshow';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { useSaveRoadshow } from './queries';
import { useDictionaries } from './shared';

type Values = Omit<RoadshowInput, 'startsAt'> & { startsAt: Dayjs };

export function RoadshowForm({
  open,
  show,
  onClose,
}: {
  open: boolean;
  show?: RoadshowSummary & { description: string };
  onClose: (id?: string) => void;
}) {
  const { t } = useTranslation('financing');
  const [form] = Form.useForm<Values>();
  const save = useSaveRoadshow();
  const { sections } = useDictionaries();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (show)
      form.setFieldsValue({ ...show, stage: show.stage ?? undefined, startsAt: dayjs(show.startsAt) });
  }, [open, show, form]);
  const submit = (v: Values) =>
    save
      .mutateAsync({
        id: show?.id,
        version: show?.version,
        body: {
          ...v,
          startsAt: v.startsAt.format(),
          place: v.place ?? '',
          link: v.link ?? '',
          industry: v.industry ?? '',
          stage: (v.stage as FinancingStage | undefined) ?? null,
          description: v.description ?? '',
        },
      })
      .then(
        (saved) => {
          toast.success(t('common.saved'));
          onClose(saved.id);
        },
        (e: unknown) => {
          if (!showFieldErrors(form, e)) toast.error(e instanceof Error ? e.message : String(e));
        },
      );
  const required = (field: string) => [
    { required: true, message: t('common.required', { field: t(field) }) },
  ];
  return (
    <Modal
      open={open}
      title={t(show ? 'roadshow.editTitle' : 'roadshow.add')}
      onCancel={() => onClose()}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      width={640}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="theme" label={t('roadshow.theme')} rules={required('roadshow.theme')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="startsAt" label={t('roadshow.startsAt')} rules={required('roadshow.startsAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="place" label={t('roadshow.place')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="link" label={t('roadshow.link')}>
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
        <Form.Item name="industry" label={t('roadshow.industry')}>
          <Select allowClear options={sections} placeholder={t('common.any')} />
        </Form.Item>
        <Form.Item name="stage" label={t('roadshow.stage')}>
          <Select
            allowClear
            placeholder={t('common.any')}
            options={FINANCING_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('roadshow.description')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
