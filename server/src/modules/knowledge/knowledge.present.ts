// Rows to API shapes: what each call answers is named here on purpose, never the raw row.
import type { KnowledgeNodeAdmin, KnowledgeNodeSummary, KnowledgeRelation } from '@portal/contract';
import type * as repo from './knowledge.repository.ts';

export const summaryOf = (row: repo.NodeRow): KnowledgeNodeSummary => ({
  nodeId: row.id,
  type: row.type,
  name: row.name,
  summary: row.summary,
  order: row.sortOrder,
});

export const adminOf = ({
  node,
  relationCount,
}: {
  node: repo.NodeRow;
  relationCount: number;
}): KnowledgeNodeAdmin => ({
  ...summaryOf(node),
  enabled: node.enabled,
  relationCount,
  updatedAt: node.updatedAt.toISOString(),
  version: node.version,
});

export const relationOf = (row: repo.RelationRow): KnowledgeRelation => ({
  relationId: row.id,
  fromId: row.fromId,
  toId: row.toId,
  label: row.label,
});
