import { describe, expect, it } from 'vitest';
import { searchDocument, searchQuery, searchTokens } from './search-text.ts';

describe('listing search text', () => {
  it('keeps Russian and English words whole and cuts Chinese into bigrams', () => {
    expect(searchTokens('Продаю велосипед Stels')).toEqual(['продаю', 'велосипед', 'stels']);
    expect(searchTokens('出售二手iPhone手机')).toEqual(['出售', '售二', '二手', 'iphone', '手机']);
    expect(searchTokens('猫')).toEqual(['猫']);
    expect(searchDocument('Ёлка', null, 'ＰＨＯＮＥ')).toBe('елка phone');
  });

  it('turns what the user typed into prefixes of letters and digits only', () => {
    expect(searchQuery('велосипед')).toBe("'велосипед':*");
    expect(searchQuery("手机 it's & | ! (x) :* \\")).toBe("'手机':* & 'it':* & 's':* & 'x':*");
    expect(searchQuery('!!! ***')).toBeNull();
    expect(searchQuery('%_')).toBeNull();
  });
});
