import { describe, expect, it } from 'vitest';
import { groupContacts, indexLetterOf, matchesContact, OTHER_SECTION } from './contact-index.ts';

const sections = (names: string[]) =>
  groupContacts(names, (name) => name).map(({ letter, items }) => [letter, items] as const);

describe('indexLetterOf', () => {
  it('files Latin names by their first letter, uppercased, accents dropped', () => {
    expect(indexLetterOf('alice')).toBe('A');
    expect(indexLetterOf('Bob')).toBe('B');
    expect(indexLetterOf('Émile')).toBe('E');
    expect(indexLetterOf('  zoe')).toBe('Z');
  });

  it('files Russian names by their Cyrillic first letter, Й and Ё kept as letters of their own', () => {
    expect(indexLetterOf('Борис')).toBe('Б');
    expect(indexLetterOf('анна')).toBe('А');
    expect(indexLetterOf('Йосиф')).toBe('Й');
    expect(indexLetterOf('ёжик')).toBe('Ё');
  });

  it('files Chinese names by the pinyin initial of the first character', () => {
    expect(indexLetterOf('张伟')).toBe('Z');
    expect(indexLetterOf('李娜')).toBe('L');
    expect(indexLetterOf('王')).toBe('W');
  });

  it("files digits, emoji, other scripts and blank names under '#'", () => {
    expect(indexLetterOf('7up')).toBe(OTHER_SECTION);
    expect(indexLetterOf('+79161234567')).toBe(OTHER_SECTION);
    expect(indexLetterOf('😀 smile')).toBe(OTHER_SECTION);
    expect(indexLetterOf('さくら')).toBe(OTHER_SECTION);
    expect(indexLetterOf('')).toBe(OTHER_SECTION);
    expect(indexLetterOf('   ')).toBe(OTHER_SECTION);
  });
});

describe('groupContacts', () => {
  it("orders sections Latin A–Z, then Cyrillic А–Я, then '#' last", () => {
    expect(
      sections(['7up', 'Борис', 'Alice', '张伟', '😀', 'Анна', 'bob', 'Ёлка', 'Елена', 'Ярослав']),
    ).toEqual([
      ['A', ['Alice']],
      ['B', ['bob']],
      ['Z', ['张伟']],
      ['А', ['Анна']],
      ['Б', ['Борис']],
      ['Е', ['Елена']],
      ['Ё', ['Ёлка']],
      ['Я', ['Ярослав']],
      // Inside '#' the collation order: symbols before digits.
      ['#', ['😀', '7up']],
    ]);
  });

  it('sorts names inside a section alphabetically, Chinese ones by their pinyin among Latin ones', () => {
    expect(sections(['Zoe', '张伟', 'zack', '赵敏'])).toEqual([['Z', ['zack', '张伟', '赵敏', 'Zoe']]]);
    expect(sections(['Борис', 'белла', 'Богдан'])).toEqual([['Б', ['белла', 'Богдан', 'Борис']]]);
  });

  it('keeps the items themselves, and gives no sections for no contacts', () => {
    const people = [
      { id: 1, name: 'Борис' },
      { id: 2, name: 'alice' },
    ];
    expect(groupContacts(people, (p) => p.name)).toEqual([
      { letter: 'A', items: [people[1]] },
      { letter: 'Б', items: [people[0]] },
    ]);
    expect(groupContacts([], String)).toEqual([]);
  });
});

describe('matchesContact', () => {
  it('matches the shown name in any case, and Chinese names by pinyin or initials', () => {
    expect(matchesContact('Борис', 'бор')).toBe(true);
    expect(matchesContact('Alice', 'LIC')).toBe(true);
    expect(matchesContact('张伟', '张')).toBe(true);
    expect(matchesContact('张伟', 'zhang')).toBe(true);
    expect(matchesContact('张伟', 'zw')).toBe(true);
    expect(matchesContact('Alice', 'bob')).toBe(false);
    expect(matchesContact('Alice', '  ')).toBe(true);
  });
});
