// Polarity by lexicon: each positive word counts +1, each negative word −1, and a negator (不, 未,
// 没有…) just before a word turns it around ("未通过" is bad news although 通过 is good). Longest
// words win where they overlap (立案调查 before 调查). The administrator edits the words.
import type { SentimentLexicon, SentimentPolarity } from '@portal/contract/sentiment';

export type Classification = { polarity: SentimentPolarity; score: number; words: string[] };

/** How far before a word a negator still counts (characters). */
const NEGATOR_REACH = 2;

export type Classifier = (text: string) => Classification;

export function createClassifier(lexicon: SentimentLexicon): Classifier {
  const weights = new Map<string, number>();
  for (const w of lexicon.POSITIVE) weights.set(w, 1);
  for (const w of lexicon.NEGATIVE) weights.set(w, -1);
  const words = [...weights.keys()].sort((a, b) => b.length - a.length);
  const negators = [...lexicon.NEGATOR].sort((a, b) => b.length - a.length);
  return (text) => {
    let score = 0;
    const found: string[] = [];
    const taken = new Array<boolean>(text.length).fill(false);
    for (const word of words) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
        if (taken.slice(at, at + word.length).some(Boolean)) continue;
        taken.fill(true, at, at + word.length);
        const before = text.slice(Math.max(0, at - NEGATOR_REACH - 3), at);
        const negator = negators.find((n) => {
          const i = before.lastIndexOf(n);
          return i >= 0 && before.length - (i + n.length) <= NEGATOR_REACH;
        });
        score += weights.get(word)! * (negator ? -1 : 1);
        found.push(negator ? `${negator}…${word}` : word);
      }
    }
    const polarity: SentimentPolarity = score < 0 ? 'NEGATIVE' : score > 0 ? 'POSITIVE' : 'NEUTRAL';
    return { polarity, score, words: [...new Set(found)] };
  };
}
