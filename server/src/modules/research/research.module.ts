import { inRegionScope, scopeOf } from '../../platform/access/region-scope.ts';
import { defineModule } from '../../platform/module.ts';
import { REPLY_FILES } from './letter.service.ts';
import { findRecord } from './record.repository.ts';
import { RECORD_FILES } from './record.service.ts';
import { visitRecordSource } from './record.source.ts';
import { createReplyDigest, DIGEST_SWEEP_MINUTES } from './research.digest.ts';
import { RESEARCH_HOME_CARDS } from './research.home.ts';
import { recordScope } from './research.policy.ts';
import { letterReview, recordReview } from './research.process.ts';
import { recipientOf } from './research.repository.ts';
import { researchRoutes } from './research.routes.ts';
import { seedDemoResearch } from './seed/demo-research.ts';

export default defineModule({
  name: 'research',
  routes: [researchRoutes],
  processes: [letterReview, recordReview],
  homeCards: RESEARCH_HOME_CARDS,
  fileReaders: {
    // A reply's files: the replying enterprise, and the offices whose region holds the issuer.
    [REPLY_FILES]: (ctx) => async (session, id) => {
      const owner = await recipientOf(ctx.db, id);
      if (!owner) return false;
      if (session.user.org.type === 'ENTERPRISE') return owner.orgId === session.user.org.id;
      return (
        session.user.org.type === 'FINANCIAL' && inRegionScope(owner.issuingRegionCode, scopeOf(session.user))
      );
    },
    // A visit record's photos and attachments: whoever may open the record.
    [RECORD_FILES]: (ctx) => async (session, id) =>
      (await findRecord(ctx.db, recordScope(session.user), id)) !== undefined,
  },
  // Its problems found may become green-channel problems or ledger notes (platform/conversions).
  conversionSources: { 'visit-record': () => visitRecordSource },
  seedDemo: ({ db, now }) => seedDemoResearch(db, now),
  auditActions: {
    'research.letter.created': '起草调研函',
    'research.letter.updated': '修改调研函',
    'research.letter.reminded': '催报调研函',
    'research.letter.read': '阅读调研函',
    'research.replies.exported': '导出调研函回复',
    'research.reply.saved': '暂存调研函回复',
    'research.reply.submitted': '提交调研函回复',
    'research.record.created': '新建走访调研记录',
    'research.record.updated': '修改走访调研记录',
    'research.replies.digested': '调研函回复日报',
  },
  jobs: [
    {
      name: 'research reply digest',
      minutes: DIGEST_SWEEP_MINUTES,
      runNow: true,
      task: (ctx) => createReplyDigest(ctx).sweep,
    },
  ],
});
