import { describe, expect, it } from 'vitest';
import { mentionedUserIds, startsMention } from './mentions.ts';

describe('@ mentions', () => {
  const picked = [
    { userId: 2, name: 'bob' },
    { userId: 3, name: 'Carol Lee' },
  ];
  it('mentions the picked members whose @name is still in the text', () => {
    expect(mentionedUserIds('@bob and @Carol Lee, hi', picked)).toEqual([2, 3]);
    expect(mentionedUserIds('@Carol Lee only', picked)).toEqual([3]);
    // The name was deleted from the text: nobody is mentioned.
    expect(mentionedUserIds('hi all', picked)).toEqual([]);
    expect(mentionedUserIds('@bob @bob', [...picked, { userId: 2, name: 'bob' }])).toEqual([2]);
  });
  it('opens the list for an @ typed at the start of a word only', () => {
    expect(startsMention('', '@', 1)).toBe(true);
    expect(startsMention('hi ', 'hi @', 4)).toBe(true);
    expect(startsMention('mail', 'mail@', 5)).toBe(false);
    // Pasted text with an @ is not typing one.
    expect(startsMention('', 'hi @bob', 7)).toBe(false);
    expect(startsMention('hi', 'hi!', 3)).toBe(false);
  });
});
