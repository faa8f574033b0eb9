// Query hooks of the knowledge graph: the public graph and articles, and the administrators'
// node and relation editing. Every change refreshes everything under ['knowledge'].
import type {
  KnowledgeArticle,
  KnowledgeGraph,
  KnowledgeNodeAdmin,
  KnowledgeNodeDetail,
  KnowledgeNodeInput,
  KnowledgeNodeQuery,
  KnowledgeRelation,
  KnowledgeRelationAdmin,
  KnowledgeRelationInput,
  KnowledgeRelationQuery,
  Page,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './client';

const PUBLIC = '/console/api/portal/knowledge';
const ADMIN = '/console/api/portal/management/knowledge';

export const knowledgeKeys = {
  all: ['knowledge'] as const,
  graph: ['knowledge', 'graph'] as const,
  article: (nodeId: string) => ['knowledge', 'article', nodeId] as const,
  nodes: (query: KnowledgeNodeQuery) => ['knowledge', 'nodes', query] as const,
  node: (nodeId: string) => ['knowledge', 'node', nodeId] as const,
  relations: (query: KnowledgeRelationQuery) => ['knowledge', 'relations', query] as const,
};

export function useKnowledgeGraph() {
  return useQuery({
    queryKey: knowledgeKeys.graph,
    queryFn: () => http.get<KnowledgeGraph>(`${PUBLIC}/graph`),
    staleTime: 60_000,
  });
}

export function useKnowledgeArticle(nodeId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.article(nodeId ?? ''),
    queryFn: () => http.get<KnowledgeArticle>(`${PUBLIC}/nodes/${nodeId}`),
    enabled: Boolean(nodeId),
  });
}

export function useKnowledgeNodes(query: KnowledgeNodeQuery) {
  return useQuery({
    queryKey: knowledgeKeys.nodes(query),
    queryFn: () => http.get<Page<KnowledgeNodeAdmin>>(`${ADMIN}/nodes`, { params: query }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeNode(nodeId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.node(nodeId ?? ''),
    queryFn: () => http.get<KnowledgeNodeDetail>(`${ADMIN}/nodes/${nodeId}`),
    enabled: Boolean(nodeId),
  });
}

export function useKnowledgeRelations(query: KnowledgeRelationQuery, enabled = true) {
  return useQuery({
    queryKey: knowledgeKeys.relations(query),
    queryFn: () => http.get<Page<KnowledgeRelationAdmin>>(`${ADMIN}/relations`, { params: query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useKnowledgeMutation<A, R>(run: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: knowledgeKeys.all }),
  });
}

/** An edit names the version it was loaded at: the server answers 409 when someone saved meanwhile. */
export function useSaveKnowledgeNode() {
  const client = useQueryClient();
  return useKnowledgeMutation(
    async ({ nodeId, input, version }: { nodeId?: string; input: KnowledgeNodeInput; version?: number }) => {
      const saved = nodeId
        ? await http.put<KnowledgeNodeDetail>(`${ADMIN}/nodes/${nodeId}`, { ...input, version })
        : await http.post<KnowledgeNodeDetail>(`${ADMIN}/nodes`, input);
      // The edit page stays open after a save: its next save names the new version at once,
      // not only once the refetch is back.
      client.setQueryData(knowledgeKeys.node(saved.nodeId), saved);
      return saved;
    },
  );
}

export function useDeleteKnowledgeNode() {
  return useKnowledgeMutation(({ nodeId, cascade }: { nodeId: string; cascade: boolean }) =>
    http.delete<{ nodeId: string; relationsRemoved: number }>(`${ADMIN}/nodes/${nodeId}`, {
      params: { cascade },
    }),
  );
}

export function useSaveKnowledgeRelation() {
  return useKnowledgeMutation(
    ({ relationId, input }: { relationId?: string; input: KnowledgeRelationInput }) =>
      relationId
        ? http.put<KnowledgeRelation>(`${ADMIN}/relations/${relationId}`, input)
        : http.post<KnowledgeRelation>(`${ADMIN}/relations`, input),
  );
}

export function useDeleteKnowledgeRelation() {
  return useKnowledgeMutation((relationId: string) =>
    http.delete<{ relationId: string }>(`${ADMIN}/relations/${relationId}`),
  );
}
