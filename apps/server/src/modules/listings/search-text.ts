// What the listings' full-text search indexes and asks (issue 14). PostgreSQL's `simple` configuration splits words at
// spaces and punctuation, which is right for Russian and English but leaves a Chinese or Japanese sentence as one long
// "word" that no query word matches. So CJK runs are cut into overlapping pairs of characters (bigrams) on both
// sides: "出售二手手机" is indexed as 出售 售二 二手 手手 手机, and the query 手机 asks for the pair 手机. Everything
// else is kept as whole lower-case words; the query asks each word as a prefix (велосипед finds велосипеды).

const CJK_CHAR = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]/u;
/** A CJK run, or a run of other letters and digits: everything else (punctuation, quotes, operators) separates. */
const TOKEN =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}]+|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}])[\p{L}\p{N}])+/gu;
/** A query asks at most this many words: enough for any real search, bounded work for the database. */
const QUERY_TOKENS_MAX = 12;
const TOKEN_MAX_LENGTH = 60;

/** Lower case, compatibility forms folded (full-width Ｐｈｏｎｅ → phone), ё read as е. */
const normalize = (text: string) => text.normalize('NFKC').toLowerCase().replaceAll('ё', 'е');

/** The words of `text` as the index stores them: CJK runs as bigrams (a lone character as itself). */
export function searchTokens(text: string): string[] {
  const out: string[] = [];
  for (const [token] of normalize(text).matchAll(TOKEN)) {
    if (CJK_CHAR.test(token)) {
      const chars = [...token];
      if (chars.length === 1) out.push(token);
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    } else out.push(token.slice(0, TOKEN_MAX_LENGTH));
  }
  return out;
}

/** The text stored in `listings.search_text` (its `simple` tsvector is generated from it). */
export const searchDocument = (...parts: (string | null | undefined)[]) =>
  searchTokens(parts.filter(Boolean).join(' ')).join(' ');

/**
 * A to_tsquery('simple', …) text of the keyword: every word, as a prefix, all required. The words hold only letters
 * and digits (TOKEN), so nothing the user typed can act as a query operator or quote; null when no word is left.
 */
export function searchQuery(keyword: string): string | null {
  const tokens = [...new Set(searchTokens(keyword))].slice(0, QUERY_TOKENS_MAX);
  return tokens.length ? tokens.map((t) => `'${t}':*`).join(' & ') : null;
}
