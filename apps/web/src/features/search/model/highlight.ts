export type HighlightPart = { text: string; hit: boolean };

/**
 * `text` cut into the stretches that equal `query` (literally, ignoring case) and those between. Compared piece by
 * piece rather than through a RegExp, so no character the user typed has a special meaning.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!text) return [];
  if (!needle) return [{ text, hit: false }];
  const parts: HighlightPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const piece = text.slice(i, i + needle.length);
    if (piece.length === needle.length && piece.toLocaleLowerCase() === needle) {
      if (plain) parts.push({ text: plain, hit: false });
      parts.push({ text: piece, hit: true });
      plain = '';
      i += needle.length;
    } else {
      plain += text[i];
      i += 1;
    }
  }
  if (plain) parts.push({ text: plain, hit: false });
  return parts;
}
