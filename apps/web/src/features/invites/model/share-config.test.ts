import { describe, expect, it } from 'vitest';
import { parseDisposition, shareEntryFor } from './share-config.ts';

describe('share config of findByModule', () => {
  it('parses the disposition text with the contracts’ schema', () => {
    const items = parseDisposition(
      '[{"shareType":1,"title":"Date with me","enabled":false},{"shareType":5,"title":"Open a box"}]',
    );
    expect(items).toEqual([
      { shareType: 1, title: 'Date with me', description: '', imageUrl: '', enabled: false },
      { shareType: 5, title: 'Open a box', description: '', imageUrl: '', enabled: true },
    ]);
    expect(shareEntryFor(items, 5)?.title).toBe('Open a box');
    // A disabled entry is not shown; the first enabled one stands in.
    expect(shareEntryFor(items, 1)?.title).toBe('Open a box');
  });

  it('gives an empty list for text that is not a share config list', () => {
    expect(parseDisposition('not json')).toEqual([]);
    expect(parseDisposition('{"shareType":1}')).toEqual([]);
    expect(parseDisposition(undefined)).toEqual([]);
    expect(shareEntryFor([], 1)).toBeUndefined();
  });
});
