import { defineModule } from '../../platform/module.ts';
import { seedDemoSentiment, seedLexicon } from './seed/seed-sentiment.ts';
import { sentimentHomeCards } from './sentiment.home.ts';
import { sentimentRoutes } from './sentiment.routes.ts';
import { createSentiment } from './sentiment.service.ts';
import { sentimentSource } from './sentiment.source.ts';

export default defineModule({
  name: 'sentiment',
  routes: [sentimentRoutes],
  homeCards: sentimentHomeCards,
  seed: ({ db, now }) => seedLexicon(db, now),
  seedDemo: ({ db, now }) => seedDemoSentiment(db, now),
  // An item may become a green-channel problem or a ledger note (platform/conversions).
  conversionSources: { sentiment: () => sentimentSource },
  // Sources are fetched when their time has come (each source's interval, backing off on failures).
  jobs: [{ name: 'sentiment-fetch', minutes: 5, task: (ctx) => createSentiment(ctx).fetchDue }],
  auditActions: {
    'sentiment.ingested': '录入或导入舆情',
    'sentiment.sourceAdded': '新增舆情来源',
    'sentiment.sourceChanged': '修改舆情来源',
    'sentiment.sourceDeleted': '删除舆情来源',
    'sentiment.lexiconSaved': '修改舆情词库',
  },
});
