import { describe, expect, it } from 'vitest';
import { createEventReader } from './sse.ts';

describe('createEventReader', () => {
  it('completes events split anywhere across pieces, in order', () => {
    const text =
      'event: start\ndata: {"turnId":1,"mode":"offline"}\n\nevent: delta\ndata: {"text":"Hel"}\n\n' +
      'event: delta\ndata: {"text":"lo\\n\\nworld"}\n\nevent: end\ndata: {"turnId":1,"finish":"stop"}\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const reader = createEventReader();
      const events = [];
      for (let i = 0; i < text.length; i += size) events.push(...reader.push(text.slice(i, i + size)));
      expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'end']);
      expect(events[2]).toEqual({ event: 'delta', data: { text: 'lo\n\nworld' } });
    }
  });

  it('skips a block that is not one of its events', () => {
    const reader = createEventReader();
    expect(
      reader.push(': comment\n\nevent: delta\ndata: nope\n\nevent: delta\ndata: {"text":"x"}\n\n'),
    ).toEqual([{ event: 'delta', data: { text: 'x' } }]);
  });
});
