import { pinyin } from 'pinyin-pro';

/** The section of names that start with neither a letter we index nor a Chinese character. */
export const OTHER_SECTION = '#';

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
// The Russian alphabet in its own order (Ё after Е), which code points alone would not give.
const CYRILLIC = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const HAN = /^\p{Script=Han}/u;
const collator = new Intl.Collator(['ru', 'en'], { sensitivity: 'base', numeric: true });

export type ContactSection<T> = { letter: string; items: T[] };

/** Chinese characters read as their pinyin, so '张伟' sorts and files as 'zhangwei'. */
function readingOf(name: string): string {
  if (!/\p{Script=Han}/u.test(name)) return name;
  return pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
}

/**
 * The index letter of a display name: Latin and Cyrillic by the first letter (accents dropped, uppercased), Chinese
 * by the pinyin initial of the first character, anything else (digits, emoji, other scripts, blank) '#'.
 */
export function indexLetterOf(name: string): string {
  const first = [...name.trim()][0];
  if (!first) return OTHER_SECTION;
  if (HAN.test(first)) {
    const initial = pinyin(first, { pattern: 'first', toneType: 'none' }).toUpperCase();
    return LATIN.includes(initial) && initial.length === 1 ? initial : OTHER_SECTION;
  }
  const upper = first.toLocaleUpperCase('ru');
  if (upper.length === 1 && CYRILLIC.includes(upper)) return upper;
  // 'É' → 'E', but 'Й' stays 'Й' (handled above, before accents are stripped).
  const base = upper.normalize('NFD').replace(/\p{M}/gu, '');
  if (base.length === 1 && LATIN.includes(base)) return base;
  return OTHER_SECTION;
}

function sectionRank(letter: string): number {
  const latin = LATIN.indexOf(letter);
  if (latin >= 0) return latin;
  const cyrillic = CYRILLIC.indexOf(letter);
  if (cyrillic >= 0) return LATIN.length + cyrillic;
  return LATIN.length + CYRILLIC.length;
}

/**
 * Contacts in index sections: Latin A–Z, then Cyrillic А–Я, then '#' last; only sections that have someone; names
 * in each section in alphabetical order (Chinese ones by pinyin).
 */
export function groupContacts<T>(items: readonly T[], nameOf: (item: T) => string): ContactSection<T>[] {
  const sections = new Map<string, { item: T; key: string }[]>();
  for (const item of items) {
    const name = nameOf(item).trim();
    const letter = indexLetterOf(name);
    const list = sections.get(letter) ?? [];
    list.push({ item, key: readingOf(name) });
    sections.set(letter, list);
  }
  return [...sections]
    .sort(([a], [b]) => sectionRank(a) - sectionRank(b))
    .map(([letter, list]) => ({
      letter,
      items: list.sort((a, b) => collator.compare(a.key, b.key)).map((entry) => entry.item),
    }));
}

/** Whether a contact matches the search text: his shown name, or its pinyin for Chinese names ('zw' or 'zhang'). */
export function matchesContact(name: string, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  if (name.toLocaleLowerCase().includes(needle)) return true;
  if (!/\p{Script=Han}/u.test(name)) return false;
  const reading = readingOf(name).toLocaleLowerCase();
  const initials = pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase();
  return reading.includes(needle) || initials.includes(needle);
}
