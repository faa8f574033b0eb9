// Query hooks of the knowledge graph: the public graph and articles, and the administrators'
// node and relation editing. Every change refreshes everything under ['knowledge'].
import {
  type KnowledgeNodeInput,
  type KnowledgeNodeQuery,
  type KnowledgeRelationInput,
  type KnowledgeRelationQuery,
  knowledgeEndpoints as knowledge,
} from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoint';

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
    queryFn: () => api(knowledge.graph),
    staleTime: 60_000,
  });
}

export function useKnowledgeArticle(nodeId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.article(nodeId ?? ''),
    queryFn: () => api(knowledge.article, { params: { nodeId: nodeId ?? '' } }),
    enabled: Boolean(nodeId),
  });
}

export function useKnowledgeNodes(query: KnowledgeNodeQuery) {
  return useQuery({
    queryKey: knowledgeKeys.nodes(query),
    queryFn: () => api(knowledge.nodes, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useKnowledgeNode(nodeId: string | null) {
  return useQuery({
    queryKey: knowledgeKeys.node(nodeId ?? ''),
    queryFn: () => api(knowledge.node, { params: { nodeId: nodeId ?? '' } }),
    enabled: Boolean(nodeId),
  });
}

export function useKnowledgeRelations(query: KnowledgeRelationQuery, enabled = true) {
  return useQuery({
    queryKey: knowledgeKeys.relations(query),
    queryFn: () => api(knowledge.relations, { query }),
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
        ? await api(knowledge.updateNode, {
            params: { nodeId },
            body: { ...input, version: version as number },
          })
        : await api(knowledge.createNode, { body: input });
      // The edit page stays open after a save: its next save names the new version at once,
      // not only once the refetch is back.
      client.setQueryData(knowledgeKeys.node(saved.nodeId), saved);
      return saved;
    },
  );
}

export function useDeleteKnowledgeNode() {
  return useKnowledgeMutation(({ nodeId, cascade }: { nodeId: string; cascade: boolean }) =>
    api(knowledge.deleteNode, { params: { nodeId }, query: { cascade } }),
  );
}

export function useSaveKnowledgeRelation() {
  return useKnowledgeMutation(
    ({ relationId, input }: { relationId?: string; input: KnowledgeRelationInput }) =>
      relationId
        ? api(knowledge.updateRelation, { params: { relationId }, body: input })
        : api(knowledge.createRelation, { body: input }),
  );
}

export function useDeleteKnowledgeRelation() {
  return useKnowledgeMutation((relationId: string) =>
    api(knowledge.deleteRelation, { params: { relationId } }),
  );
}
