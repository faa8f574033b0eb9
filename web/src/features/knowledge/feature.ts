import { defineFeature, page } from '../../ui/feature';

const consoleKnowledge = page(() => import('./ConsoleKnowledgePage'));

/** The IPO knowledge graph in the console, on the portal, and its maintenance. */
export default defineFeature({
  pages: {
    '/ipo/IpoItemIndex': consoleKnowledge,
    '/widget/IpoItemIndex': consoleKnowledge,
    '/portal/management/knowledge': page(() => import('./KnowledgeAdminPage')),
    '/portal/management/knowledge/edit': page(() => import('./KnowledgeNodeEditPage')),
  },
  portalPages: { knowledge: page(() => import('./PortalKnowledgePage')) },
});
