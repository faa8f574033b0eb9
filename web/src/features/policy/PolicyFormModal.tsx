// Adding or editing a support policy: its title and summary, the portal policy article it explains,
// and its conditions (each left empty matches everyone). Field errors of the server land on fields.

import { GRADES, LISTING_STAGES } from '@portal/contract';
import { articleEndpoints } from '@portal/contract/article';
import type { SupportPolicy, SupportPolicyInput } from '@portal/contract/policy';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoint';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import { showFieldErrors } from '../../ui/formRules';
import { RegionCascader } from '../../ui/region/RegionCascader';
import { useSavePolicy } from './api';

type Values = Omit<SupportPolicyInput, 'conditions'> & {
  conditions: Omit<NonNullable<SupportPolicyInput['conditions']>, 'regionCodes'> & { region?: string[] };
};

export function PolicyFormModal({ policy, onClose }: { policy: SupportPolicy | null; onClose: () => void }) {
  const { t } = useTranslation('policy');
  const label = useEnumLabel();
  const signedIn = useSignedIn();
  const [form] = Form.useForm<Values>();
  const save = useSavePolicy();
  const articles = useQuery({
    queryKey: ['policy', 'articles'],
    queryFn: () => api(articleEndpoints.published, { query: { category: ['POLICY'], page: 1, size: 100 } }),
  });
  const initial: Values | undefined = policy
    ? {
        title: policy.title,
        summary: policy.summary,
        articleId: policy.articleId,
        conditions: {
          ...policy.conditions,
          region: policy.conditions.regionCodes.length ? [policy.conditions.regionCodes[0]!] : undefined,
        },
      }
    : undefined;
  const submit = ({ conditions: { region, ...conditions }, ...values }: Values) => {
    const input: SupportPolicyInput = {
      ...values,
      articleId: values.articleId ?? null,
      conditions: { ...conditions, regionCodes: region?.length ? [region[region.length - 1]!] : [] },
    };
    save.mutateAsync({ policyId: policy?.policyId, input, version: policy?.version }).then(
      () => {
        toast.success(t('form.saved'));
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const half = { xs: 24, sm: 12 };
  return (
    <Modal
      open
      title={policy ? t('form.editTitle') : t('form.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      width={720}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initial}>
        <Form.Item
          name="title"
          label={t('form.title')}
          rules={[{ required: true, message: t('form.titleRequired') }]}
        >
          <Input maxLength={200} showCount />
        </Form.Item>
        <Form.Item name="summary" label={t('form.summary')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
        </Form.Item>
        <Form.Item name="articleId" label={t('form.article')}>
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            loading={articles.isPending}
            options={(articles.data?.items ?? []).map((a) => ({ value: a.articleId, label: a.title }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name={['conditions', 'region']} label={t('conditions.region')}>
              <RegionCascader root={signedIn.org.regionCode ?? undefined} changeOnSelect />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item
              name={['conditions', 'industryCodes']}
              label={t('conditions.industry')}
              extra={t('form.industryHint')}
            >
              <Select mode="tags" tokenSeparators={[',', '，', ' ']} open={false} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={['conditions', 'grades']} label={t('conditions.grade')}>
              <Select mode="multiple" options={GRADES.map((g) => ({ value: g, label: label('grade', g) }))} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name={['conditions', 'stages']} label={t('conditions.stage')}>
              <Select
                mode="multiple"
                options={LISTING_STAGES.map((s) => ({ value: s, label: label('stage', s) }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('conditions.employees')} style={{ marginBottom: 0 }}>
              <Input.Group compact>
                <Form.Item name={['conditions', 'minEmployees']} noStyle>
                  <InputNumber min={0} precision={0} placeholder={t('form.min')} style={{ width: '50%' }} />
                </Form.Item>
                <Form.Item name={['conditions', 'maxEmployees']} noStyle>
                  <InputNumber min={0} precision={0} placeholder={t('form.max')} style={{ width: '50%' }} />
                </Form.Item>
              </Input.Group>
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label={t('conditions.revenue')} style={{ marginBottom: 0 }}>
              <Input.Group compact>
                <Form.Item name={['conditions', 'minRevenue']} noStyle>
                  <InputNumber min={0} placeholder={t('form.min')} style={{ width: '50%' }} />
                </Form.Item>
                <Form.Item name={['conditions', 'maxRevenue']} noStyle>
                  <InputNumber min={0} placeholder={t('form.max')} style={{ width: '50%' }} />
                </Form.Item>
              </Input.Group>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
