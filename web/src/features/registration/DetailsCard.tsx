// The registration details: read as a list, and corrected in place before submission or after a
// rejection (the server refuses corrections while the review runs).
import type { OrgType, RegistrationStatus } from '@portal/contract';
import { Alert, Button, Card, Descriptions, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useCorrectRegistration } from '../../api/registration';
import { toast } from '../../ui';
import { useEnumLabel } from '../../ui/enumLabel';
import {
  ORGANISATION_FIELDS,
  OrganisationFields,
  type OrganisationValues,
  toCorrection,
} from './OrganisationFields';
import { regionPathOf } from './RegionCascader';
import { detailsToFields } from './rules';

type Props = {
  status: RegistrationStatus;
  editable: boolean;
  /** Told when editing starts and ends: nothing should be submitted with unsaved changes. */
  onEditing?: (editing: boolean) => void;
};

export function DetailsCard({ status, editable, onEditing }: Props) {
  const { t } = useTranslation('registration');
  const label = useEnumLabel();
  const [editing, setEditingState] = useState(false);
  const setEditing = (value: boolean) => {
    setEditingState(value);
    onEditing?.(value);
  };
  const [problem, setProblem] = useState<string | null>(null);
  const [form] = Form.useForm<OrganisationValues>();
  const correct = useCorrectRegistration();

  function save(values: OrganisationValues) {
    setProblem(null);
    correct.mutate(toCorrection(values), {
      onSuccess: () => {
        setEditing(false);
        toast.success(t('identifying.saved'));
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setProblem(t('errors.unknown'));
        form.setFields(detailsToFields(t, error.details, ORGANISATION_FIELDS) as never);
        if (error.status !== 400) setProblem(error.message || t('errors.unknown'));
      },
    });
  }

  const edit = editable && !editing && (
    <Button size="small" onClick={() => setEditing(true)} data-testid="details-edit">
      {t('identifying.edit')}
    </Button>
  );
  const items = [
    ['identity', label('orgType', status.identity as OrgType)],
    ['account', status.account],
    ['orgName', status.orgName],
    ['creditCode', status.creditCode],
    ['region', status.regionNames.join(' / ')],
    ['contactName', status.contactName],
    ['mobile', status.mobile],
    ['email', status.email],
  ].map(([key, value]) => ({ key, label: t(`form.${key}`), children: value }));

  return (
    <Card size="small" title={t('identifying.details')} extra={edit} style={{ marginBottom: 16 }}>
      {!editing ? (
        <Descriptions column={1} size="small" items={items} />
      ) : (
        <Form<OrganisationValues>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{ ...status, region: regionPathOf(status.regionCode) }}
        >
          {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
          <OrganisationFields />
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setEditing(false)}>{t('identifying.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={correct.isPending}>
              {t('identifying.save')}
            </Button>
          </Flex>
        </Form>
      )}
    </Card>
  );
}
