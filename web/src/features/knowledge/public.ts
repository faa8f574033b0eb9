import { defineFeature, page } from '../../ui/feature';

/** The IPO knowledge graph on the portal. */
export default defineFeature({ portalPages: { knowledge: page(() => import('./PortalKnowledgePage')) } });
