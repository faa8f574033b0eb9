import { defineFeature, page } from '../../ui/feature';

export default defineFeature({ pages: { '/management/audit': page(() => import('./AuditLogPage')) } });
