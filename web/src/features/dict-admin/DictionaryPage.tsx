// /management/industry|strategic|area/list: a dictionary as a tree with search; add, edit,
// enable/disable; Excel export and an all-or-nothing import with a row-by-row report.
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { DictKind, DictMatch, DictNode } from '@portal/contract';
import { Alert, Button, Card, Col, Input, List, Row, Space, Spin, Tag, Tree, Typography, Upload } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { exportDict, useDictSearch, useImportDict } from '../../api/dictAdmin';
import { toast } from '../../ui';
import { type ImportProblem, ImportReport } from './ImportReport';
import { type NodeForm, NodeFormModal } from './NodeFormModal';
import { NodePanel } from './NodePanel';
import { useDictTree } from './useDictTree';

function DictionaryPage({ kind }: { kind: DictKind }) {
  const { t } = useTranslation('admin');
  const tree = useDictTree(kind);
  const [selected, setSelected] = useState<DictNode | null>(null);
  const [form, setForm] = useState<NodeForm | null>(null);
  const [q, setQ] = useState('');
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  const search = useDictSearch(kind, q);
  const importDict = useImportDict(kind);
  const title = t(`dict.titles.${kind}`);

  const byCode = useMemo(
    () =>
      new Map(
        Object.values(tree.children)
          .flat()
          .map((n) => [n.code, n]),
      ),
    [tree.children],
  );
  const toData = (nodes: DictNode[] | undefined): DataNode[] =>
    (nodes ?? []).map((n) => ({
      key: n.code,
      isLeaf: !n.hasChildren,
      title: (
        <span className={n.enabled ? undefined : 'dict-tree__disabled'}>
          <Typography.Text type="secondary">{n.code}</Typography.Text> {n.name}
          {!n.enabled && <Tag style={{ marginInlineStart: 8 }}>{t('common.disabled')}</Tag>}
        </span>
      ),
      children: tree.children[n.code] ? toData(tree.children[n.code]) : undefined,
    }));

  async function open(match: DictMatch) {
    await tree.reveal(match.path);
    setSelected(match);
  }

  async function saved(node: DictNode) {
    const wasAdd = form?.mode === 'add';
    setForm(null);
    if (wasAdd) toast.success(t('dict.created', { code: node.code }));
    await tree.refresh(node.parentCode);
    if (node.parentCode) tree.setExpanded((keys) => [...new Set([...keys, node.parentCode!])]);
    setSelected(node);
  }

  async function importFile(file: File) {
    try {
      const result = await importDict.mutateAsync(file);
      toast.success(t('dict.imported', result));
      await Promise.all(Object.keys(tree.children).map((parent) => tree.refresh(parent || null)));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setProblems(error.details.length > 0 ? error.details : [{ path: 'file', message: error.message }]);
      } else if (error instanceof ApiError && error.status === 413) {
        setProblems([{ path: 'file', message: error.message }]);
      }
    }
  }

  const actions = (
    <Space wrap>
      {kind !== 'area' && (
        <Button icon={<PlusOutlined />} onClick={() => setForm({ mode: 'add', parent: null })}>
          {t('dict.addRoot')}
        </Button>
      )}
      <Button
        icon={<DownloadOutlined />}
        onClick={() => void exportDict(kind, `${title}.xlsx`).catch((e) => toast.error(String(e.message)))}
      >
        {t('common.export')}
      </Button>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void importFile(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importDict.isPending}>
          {t('common.import')}
        </Button>
      </Upload>
    </Space>
  );

  return (
    <Card title={title} extra={actions}>
      <Alert
        type="info"
        showIcon
        title={t(`dict.hints.${kind}`)}
        description={t('dict.importHint')}
        style={{ marginBottom: 16 }}
      />
      <Row gutter={24}>
        <Col xs={24} lg={14}>
          <Input.Search
            allowClear
            placeholder={t('dict.searchPlaceholder')}
            onSearch={(v) => setQ(v.trim())}
            style={{ marginBottom: 12 }}
            data-testid="dict-search"
          />
          {q && (
            <List
              size="small"
              bordered
              header={t('dict.searchResults')}
              loading={search.isFetching}
              locale={{ emptyText: t('dict.noMatch') }}
              dataSource={search.data ?? []}
              style={{ marginBottom: 12, maxHeight: 240, overflow: 'auto' }}
              renderItem={(m) => (
                <List.Item onClick={() => void open(m)} style={{ cursor: 'pointer' }}>
                  <Typography.Text type="secondary">{m.code}</Typography.Text>&nbsp;{m.name}
                </List.Item>
              )}
            />
          )}
          {tree.failed && <Alert type="error" title={t('common.loadFailed')} />}
          {!tree.roots && !tree.failed ? (
            <Spin />
          ) : (
            <Tree
              showLine
              blockNode
              treeData={toData(tree.roots)}
              expandedKeys={tree.expanded}
              onExpand={(keys) => tree.setExpanded(keys as string[])}
              selectedKeys={selected ? [selected.code] : []}
              onSelect={(_, info) => setSelected(byCode.get(String(info.node.key)) ?? null)}
              loadData={async (node) => {
                if (!tree.children[String(node.key)]) await tree.load(String(node.key));
              }}
              height={560}
            />
          )}
        </Col>
        <Col xs={24} lg={10}>
          <NodePanel
            kind={kind}
            node={selected}
            parentName={
              selected?.parentCode ? (byCode.get(selected.parentCode)?.name ?? selected.parentCode) : null
            }
            onAddChild={(parent) => setForm({ mode: 'add', parent })}
            onEdit={(node) => setForm({ mode: 'edit', node })}
            onChanged={(node) => void saved(node)}
          />
        </Col>
      </Row>
      <NodeFormModal kind={kind} form={form} onClose={() => setForm(null)} onSaved={(n) => void saved(n)} />
      <ImportReport problems={problems} onClose={() => setProblems(null)} />
    </Card>
  );
}

export const IndustryPage = () => <DictionaryPage kind="industry" />;
export const StrategicPage = () => <DictionaryPage kind="strategic" />;
export const AreaPage = () => <DictionaryPage kind="area" />;
