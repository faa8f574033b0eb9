// The selected dictionary entry: its fields and what the administrator may do with it.
import type { DictKind, DictNode } from '@portal/contract';
import { Button, Descriptions, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUpdateDictNode } from '../../api/dictAdmin';
import { confirm, toast } from '../../ui';
import { canHaveChildren, levelText } from './labels';

export function NodePanel(props: {
  kind: DictKind;
  node: DictNode | null;
  parentName: string | null;
  onAddChild: (node: DictNode) => void;
  onEdit: (node: DictNode) => void;
  onChanged: (node: DictNode) => void;
}) {
  const { kind, node, parentName, onAddChild, onEdit, onChanged } = props;
  const { t } = useTranslation('admin');
  const update = useUpdateDictNode(kind);
  if (!node) return <Empty description={t('dict.selectHint')} />;

  function toggle(target: DictNode) {
    confirm({
      content: t(target.enabled ? 'dict.disableConfirm' : 'dict.enableConfirm', { name: target.name }),
      danger: target.enabled,
      onCancel: () => undefined,
      onOk: () =>
        update.mutateAsync({ code: target.code, enabled: !target.enabled }).then((saved) => {
          toast.success(t('common.saved'));
          onChanged(saved);
        }),
    });
  }

  return (
    <div className="dict-panel">
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          { key: 'code', label: t('dict.code'), children: node.code },
          { key: 'name', label: t('dict.name'), children: node.name },
          { key: 'level', label: t('dict.level'), children: levelText(t, kind, node.level) },
          { key: 'parent', label: t('dict.parent'), children: parentName ?? t('dict.noParent') },
          {
            key: 'status',
            label: t('dict.status'),
            children: node.enabled ? (
              <Tag color="green">{t('common.enabled')}</Tag>
            ) : (
              <Tag>{t('common.disabled')}</Tag>
            ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 16 }}>
        {canHaveChildren(kind, node) && (
          <Button type="primary" onClick={() => onAddChild(node)} data-testid="dict-add-child">
            {t('dict.addChild')}
          </Button>
        )}
        <Button onClick={() => onEdit(node)}>{t('common.edit')}</Button>
        <Button danger={node.enabled} onClick={() => toggle(node)}>
          {t(node.enabled ? 'common.disable' : 'common.enable')}
        </Button>
      </Space>
    </div>
  );
}
