import { defineFeature, page } from '../../ui/feature';

/** Sentiment monitoring: the government offices' feed, and its sources and lexicon for administrators. */
export default defineFeature({
  pages: {
    '/widget/sentiment': page(() => import('./SentimentPage')),
    '/management/sentiment': page(() => import('./SentimentAdminPage')),
  },
  homeCards: { 'sentiment.negative': { namespace: 'sentiment' } },
});
