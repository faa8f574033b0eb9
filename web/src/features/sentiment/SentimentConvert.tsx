// An office's one-step conversions of a sentiment item: into a green-channel problem of a matched
// enterprise (the green channel's modal), or a note on a matched enterprise's listing ledger
// ("problems needing coordination"). Once made, each becomes a link.

import { ledgerEndpoints } from '@portal/contract/ledger';
import type { SentimentItem } from '@portal/contract/sentiment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/endpoint';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { ConvertProblemModal } from '../problem';

const sourceOf = (item: SentimentItem) => ({
  kind: 'sentiment' as const,
  id: item.itemId,
  label: item.title.slice(0, 200),
});

export function SentimentConvert({ item }: { item: SentimentItem }) {
  const { t } = useTranslation('sentiment');
  const [open, setOpen] = useState<'problem' | 'ledger' | null>(null);
  const problem = item.conversions.find((c) => c.target === 'problem');
  const ledger = item.conversions.find((c) => c.target === 'ledger');
  const anyGreen = item.enterprises.some((e) => e.greenChannel);
  if (item.enterprises.length === 0) return null;
  const toProblem = (
    <Button size="small" disabled={!anyGreen} onClick={() => setOpen('problem')}>
      {t('convert.problem')}
    </Button>
  );
  return (
    <Space direction="vertical" size={4}>
      {problem ? (
        <Link to={`/problem/detail?id=${problem.targetId}`}>{t('convert.problemLink')}</Link>
      ) : anyGreen ? (
        toProblem
      ) : (
        <Tooltip title={t('convert.noGreenChannel')}>{toProblem}</Tooltip>
      )}
      {ledger ? (
        <Link to={`/report/ledger/detail?id=${ledger.targetId}`}>{t('convert.ledgerLink')}</Link>
      ) : (
        <Button size="small" onClick={() => setOpen('ledger')}>
          {t('convert.ledger')}
        </Button>
      )}
      {open === 'problem' && (
        <ConvertProblemModal
          open
          enterprises={item.enterprises}
          text={[item.title, item.summary].filter(Boolean).join('\n')}
          source={sourceOf(item)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'ledger' && <LedgerNoteModal item={item} onClose={() => setOpen(null)} />}
    </Space>
  );
}

type NoteValues = { enterpriseId: string; text: string };

function LedgerNoteModal({ item, onClose }: { item: SentimentItem; onClose: () => void }) {
  const { t } = useTranslation('sentiment');
  const [form] = Form.useForm<NoteValues>();
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: (v: NoteValues) =>
      api(ledgerEndpoints.addProblem, {
        params: { enterpriseId: v.enterpriseId },
        body: { text: v.text, source: sourceOf(item) },
      }),
    onSuccess: () => client.invalidateQueries(),
  });
  const submit = (v: NoteValues) =>
    add.mutateAsync(v).then(
      () => {
        toast.success(t('convert.ledgerDone'));
        onClose();
      },
      (error: unknown) => {
        if (!showFieldErrors(form, error))
          toast.error(error instanceof Error ? error.message : String(error));
      },
    );
  const required = { required: true, message: t('convert.required') };
  return (
    <Modal
      open
      title={t('convert.ledgerTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('convert.ledgerOk')}
      okButtonProps={{ loading: add.isPending }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ enterpriseId: item.enterprises[0]?.enterpriseId, text: item.title.slice(0, 300) }}
      >
        <Form.Item
          name="enterpriseId"
          label={t('convert.enterprise')}
          rules={[required]}
          hidden={item.enterprises.length < 2}
        >
          <Select options={item.enterprises.map((e) => ({ value: e.enterpriseId, label: e.name }))} />
        </Form.Item>
        <Form.Item name="text" label={t('convert.note')} rules={[required]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={300} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
