// The co-handling units' progress notes (协办进展) on a problem's detail: the lead unit and the
// office read them; a co-handling unit adds one while the problem is in hand (the server decides,
// `abilities.note`), as it takes none of the lead unit's steps.
import { PROBLEM_TEXT_MAX, type ProblemDetail } from '@portal/contract/problem';
import { Button, Card, Empty, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui';
import { showFieldErrors } from '../../ui/formRules';
import { formatMinute } from '../../ui/time';
import { useProblemNote } from './queries';

export function ProblemNotes({ problem }: { problem: ProblemDetail }) {
  const { t } = useTranslation('problem');
  const [form] = Form.useForm<{ content: string }>();
  const note = useProblemNote(problem.id);
  if (problem.notes.length === 0 && !problem.abilities.note) return null;

  const onAdd = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await note.mutateAsync(values);
      form.resetFields();
      toast.success(t('notes.added'));
    } catch (error) {
      if (!showFieldErrors(form, error)) toast.error(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Card title={t('notes.title')} size="small" data-testid="problem-notes">
      {problem.notes.length === 0 ? (
        <Empty description={t('notes.empty')} />
      ) : (
        <List
          size="small"
          dataSource={problem.notes}
          renderItem={(n) => (
            <List.Item key={n.id}>
              <div>
                <Typography.Text strong>{n.org.name}</Typography.Text>
                <Typography.Text type="secondary">
                  {' '}
                  {n.author} · {formatMinute(n.createdAt)}
                </Typography.Text>
                <div style={{ whiteSpace: 'pre-wrap' }}>{n.content}</div>
              </div>
            </List.Item>
          )}
        />
      )}
      {problem.abilities.note && (
        <Form form={form} layout="vertical" style={{ marginTop: 12 }}>
          <Form.Item
            name="content"
            label={t('notes.add')}
            rules={[{ required: true, whitespace: true, message: t('notes.required') }]}
          >
            <Input.TextArea
              rows={3}
              maxLength={PROBLEM_TEXT_MAX}
              showCount
              placeholder={t('notes.placeholder')}
            />
          </Form.Item>
          <Button type="primary" loading={note.isPending} onClick={onAdd}>
            {t('notes.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
