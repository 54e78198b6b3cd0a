import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.ts';

describe('randomId', () => {
  it('is fresh each time and fits the client message id and idempotency key alphabets', () => {
    const ids = new Set(Array.from({ length: 100 }, randomId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('works without randomUUID, as on a plain-HTTP LAN address', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = randomId();
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(randomId()).not.toBe(id);
    } finally {
      // The own property above shadows the prototype's randomUUID; removing it brings that back.
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
