import { AI_CHAT_TIMEOUT_MS } from '@volna/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pump } from './answer-stream.ts';

// How one answer ends: complete, stopped by the asker, cut at the 300 s limit (fake timers: no real wait), or broken.

/** A source that writes `first` and then waits for more that never comes, until its signal aborts. */
function stalls(first: string, seen: { signal?: AbortSignal }) {
  return async function* (signal: AbortSignal) {
    seen.signal = signal;
    yield first;
    await new Promise<void>(() => {});
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('pump', () => {
  it('hands every piece over in order and ends with stop', async () => {
    const pieces: string[] = [];
    const finish = await pump(
      async function* () {
        yield 'a';
        yield 'b';
        yield 'c';
      },
      { signal: new AbortController().signal, timeoutMs: AI_CHAT_TIMEOUT_MS, onPiece: (p) => pieces.push(p) },
    );
    expect(finish).toBe('stop');
    expect(pieces).toEqual(['a', 'b', 'c']);
  });

  it('ends with timeout after AI_CHAT_TIMEOUT_MS and aborts the source, keeping what was written', async () => {
    vi.useFakeTimers();
    const pieces: string[] = [];
    const seen: { signal?: AbortSignal } = {};
    const running = pump(stalls('partial', seen), {
      signal: new AbortController().signal,
      timeoutMs: AI_CHAT_TIMEOUT_MS,
      onPiece: (p) => pieces.push(p),
    });
    await vi.advanceTimersByTimeAsync(AI_CHAT_TIMEOUT_MS - 1);
    expect(seen.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await running).toBe('timeout');
    expect(seen.signal?.aborted).toBe(true);
    expect(pieces).toEqual(['partial']);
  });

  it('ends with aborted when the asker goes away, at once, and the timer is cleared', async () => {
    vi.useFakeTimers();
    const asker = new AbortController();
    const seen: { signal?: AbortSignal } = {};
    const running = pump(stalls('x', seen), {
      signal: asker.signal,
      timeoutMs: AI_CHAT_TIMEOUT_MS,
      onPiece: () => {},
    });
    await vi.advanceTimersByTimeAsync(10);
    asker.abort();
    expect(await running).toBe('aborted');
    expect(seen.signal?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    // Already gone before it started: nothing is asked of the source.
    let asked = false;
    const none = await pump(
      async function* () {
        asked = true;
        yield 'never';
      },
      { signal: asker.signal, timeoutMs: 1000, onPiece: () => {} },
    );
    expect(none).toBe('aborted');
    expect(asked).toBe(false);
  });

  it('ends with error when the source throws, and reports the error once', async () => {
    const errors: unknown[] = [];
    const pieces: string[] = [];
    const finish = await pump(
      async function* () {
        yield 'half';
        throw new Error('provider down');
      },
      {
        signal: new AbortController().signal,
        timeoutMs: 1000,
        onPiece: (p) => pieces.push(p),
        onError: (e) => errors.push(e),
      },
    );
    expect(finish).toBe('error');
    expect(pieces).toEqual(['half']);
    expect(errors).toHaveLength(1);
  });
});
