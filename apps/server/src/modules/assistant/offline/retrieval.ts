import type { Language } from '@volna/contracts';
import { type HelpPassage, helpPassages } from './help-texts.ts';

// Ranking of the help passages for a question: BM25 over terms that work in all four languages. Russian and English
// words are cut to their first STEM letters (пароль/пароля/паролем, password/passwords meet), Chinese and Japanese
// runs become character bigrams (no spaces between their words), so one index serves every language without a
// dictionary. Small (tens of passages): built in well under a millisecond, once per language.

const STEM = 5;
const K1 = 1.2;
const B = 0.75;
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** Words that say nothing about the topic; BM25's weights take care of the rest. */
const STOP = new Set([
  'the',
  'and',
  'how',
  'what',
  'can',
  'you',
  'your',
  'for',
  'with',
  'does',
  'this',
  'that',
  'are',
  'who',
  'why',
  'как',
  'что',
  'это',
  'мне',
  'мой',
  'моя',
  'где',
  'или',
  'для',
  'если',
  'можно',
  'почему',
  'когда',
  'меня',
]);

export function terms(text: string): string[] {
  const out: string[] = [];
  for (const run of text
    .normalize('NFKC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (cjk.test(run)) {
      // Mixed runs (QR码) keep their Latin part as a word and their CJK part as bigrams.
      for (const piece of run.match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu,
      ) ?? []) {
        if (!cjk.test(piece)) out.push(...terms(piece));
        else if (piece.length === 1) out.push(piece);
        else for (let i = 0; i < piece.length - 1; i++) out.push(piece.slice(i, i + 2));
      }
    } else if (run.length > 1 && !STOP.has(run)) out.push(run.slice(0, STEM));
  }
  return out;
}

type Indexed = { passage: HelpPassage; counts: Map<string, number>; length: number };
type Index = { docs: Indexed[]; idf: Map<string, number>; averageLength: number };

function build(passages: HelpPassage[]): Index {
  const docs = passages.map((passage) => {
    // The title is what a person would ask about: counted twice.
    const words = [...terms(passage.title), ...terms(passage.title), ...terms(passage.text)];
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { passage, counts, length: words.length };
  });
  const containing = new Map<string, number>();
  for (const doc of docs)
    for (const word of doc.counts.keys()) containing.set(word, (containing.get(word) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [word, n] of containing) idf.set(word, Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)));
  const averageLength = docs.reduce((sum, doc) => sum + doc.length, 0) / Math.max(1, docs.length);
  return { docs, idf, averageLength };
}

const indexes = new Map<Language, Index>();

function indexOf(lang: Language): Index {
  let index = indexes.get(lang);
  if (!index) {
    index = build(helpPassages(lang));
    indexes.set(lang, index);
  }
  return index;
}

export type Hit = { passage: HelpPassage; score: number };

/** The passages that answer `question` best, best first; empty when no term of the question occurs in any. */
export function search(lang: Language, question: string, limit = 3): Hit[] {
  const index = indexOf(lang);
  const asked = [...new Set(terms(question))];
  const hits: Hit[] = [];
  for (const doc of index.docs) {
    let score = 0;
    for (const word of asked) {
      const tf = doc.counts.get(word);
      if (!tf) continue;
      const norm = tf + K1 * (1 - B + (B * doc.length) / index.averageLength);
      score += (index.idf.get(word) ?? 0) * ((tf * (K1 + 1)) / norm);
    }
    if (score > 0) hits.push({ passage: doc.passage, score });
  }
  hits.sort((a, b) => b.score - a.score);
  const best = hits[0]?.score ?? 0;
  // Passages far below the best one are noise (a shared common word), not a second answer.
  return hits.filter((hit) => hit.score >= best * 0.5).slice(0, limit);
}
