// /marketIntelligenceTesting: an enterprise (or an institution for its client) enters figures, or
// an enterprise takes them from its approved profile, and sees each board's standards measured
// with the rules of the chosen day; an enterprise keeps a test in its history.
import type { Evaluation } from '@portal/contract/listing-test';
import { Button, Card, Empty, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEvaluate, useListingRules, useProfileFigures, useSaveTest } from '../../api/listing-test';
import { useSignedIn } from '../../session/handle';
import { toast } from '../../ui';
import { BoardResults } from './BoardResults';
import { FiguresForm, type FiguresValues, toInput } from './FiguresForm';
import { SavedTests } from './SavedTests';

export default function ListingTestPage() {
  const { t } = useTranslation('listingTest');
  const isEnterprise = useSignedIn().org.type === 'ENTERPRISE';
  const [form] = Form.useForm<FiguresValues>();
  const [source, setSource] = useState<'MANUAL' | 'PROFILE'>('MANUAL');
  const [result, setResult] = useState<Evaluation | null>(null);
  const rules = useListingRules();
  const evaluate = useEvaluate();
  const figures = useProfileFigures();
  const save = useSaveTest();

  const takeFromProfile = async () => {
    const { data } = await figures.refetch();
    if (!data) return;
    if (data.profileVersion === null || data.years.length === 0) return void toast.info(t('test.noProfile'));
    form.setFieldsValue({ years: data.years });
    setSource('PROFILE');
    toast.success(t('test.fromProfileDone', { version: data.profileVersion, count: data.years.length }));
  };
  const run = async () => {
    const values = await form.validateFields();
    setResult(await evaluate.mutateAsync(toInput(values)));
  };
  const keep = async () => {
    const values = await form.validateFields();
    const saved = await save.mutateAsync({ input: toInput(values), source });
    setResult(saved.result);
    toast.success(t('test.saved'));
  };
  const version = rules.data?.find((v) => v.version === result?.rulesVersion);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('test.title')}>
        <Typography.Paragraph type="secondary">{t('test.intro')}</Typography.Paragraph>
        <FiguresForm form={form} />
        <Space style={{ marginTop: 16 }}>
          {isEnterprise && (
            <Button onClick={takeFromProfile} loading={figures.isFetching} data-testid="from-profile">
              {t('test.fromProfile')}
            </Button>
          )}
          <Button type="primary" onClick={run} loading={evaluate.isPending} data-testid="evaluate">
            {t('test.evaluate')}
          </Button>
          {isEnterprise && (
            <Button onClick={keep} loading={save.isPending} data-testid="save-test">
              {t('test.save')}
            </Button>
          )}
        </Space>
      </Card>
      <Card>
        {result ? (
          <BoardResults result={result} rules={version} />
        ) : (
          <Empty description={t('test.emptyResult')} />
        )}
      </Card>
      {isEnterprise && <SavedTests onOpen={setResult} />}
    </Space>
  );
}
