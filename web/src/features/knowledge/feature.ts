import { defineFeature, page } from '../../ui/feature';

const consoleKnowledge = page(() => import('./ConsoleKnowledgePage'));

/** The IPO knowledge graph in the console and its maintenance (the portal's: public.ts). */
export default defineFeature({
  pages: {
    '/ipo/IpoItemIndex': consoleKnowledge,
    '/widget/IpoItemIndex': consoleKnowledge,
    '/portal/management/knowledge': page(() => import('./KnowledgeAdminPage')),
    '/portal/management/knowledge/edit': page(() => import('./KnowledgeNodeEditPage')),
  },
});
