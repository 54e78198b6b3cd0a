import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.hit ? `[${p.text}]` : p.text))
    .join('');

describe('highlightParts', () => {
  it('marks every occurrence, ignoring case, keeping the original letters', () => {
    expect(marked('Анна и анна', 'АННА')).toBe('[Анна] и [анна]');
    expect(marked('Hello hello', 'LLO')).toBe('He[llo] he[llo]');
  });

  it('takes regex and SQL characters literally', () => {
    expect(marked('x.*(y and xyz', '.*(')).toBe('x[.*(]y and xyz');
    expect(marked('100% a_b\\c', '%')).toBe('100[%] a_b\\c');
    expect(marked('a_b\\c', '\\')).toBe('a_b[\\]c');
    expect(marked("o'; drop table users; --", "'; drop")).toBe("o['; drop] table users; --");
    expect(marked('abc', '[a-z]')).toBe('abc');
  });

  it('leaves text alone for a blank query and answers nothing for no text', () => {
    expect(highlightParts('abc', '  ')).toEqual([{ text: 'abc', hit: false }]);
    expect(highlightParts('', 'a')).toEqual([]);
  });

  it('trims the query as the server does', () => {
    expect(marked('ab cd', ' cd ')).toBe('ab [cd]');
  });
});
