import { describe, expect, it } from 'vitest';
import { IntentKeys, newIdempotencyKey, outcomeUnknown } from './idempotency.ts';

/** What the API helper's ApiError looks like. */
class ApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
  ) {
    super(msg);
  }
}

describe('idempotency keys per user intent', () => {
  it('makes keys the contract accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_.:-]{1,100}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('reuses the key for a retry of the same payment whose outcome is unknown', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor({ to: 7, amount: '10' });
    keys.settle(new ApiError(0, 'timeout'));
    expect(keys.keyFor({ to: 7, amount: '10' })).toBe(first);
    keys.settle(new ApiError(503, 'down'));
    expect(keys.keyFor({ to: 7, amount: '10' })).toBe(first);
  });

  it('run() keeps the key after an unknown outcome and takes a new one after an answer', async () => {
    const keys = new IntentKeys();
    const seen: string[] = [];
    const call = (fail?: Error) => (key: string) => {
      seen.push(key);
      return fail ? Promise.reject(fail) : Promise.resolve(key);
    };
    await expect(keys.run({ amount: '1' }, call(new ApiError(0, 'timeout')))).rejects.toThrow('timeout');
    expect(await keys.run({ amount: '1' }, call())).toBe(seen[0]);
    await keys.run({ amount: '1' }, call());
    expect(seen[2]).not.toBe(seen[0]);
    await expect(keys.run({ amount: '1' }, call(new ApiError(4001, 'wrong')))).rejects.toThrow('wrong');
    await keys.run({ amount: '1' }, call());
    expect(seen[4]).not.toBe(seen[3]);
  });

  it('takes a new key when the payment changes', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor({ to: 7, amount: '10' });
    expect(keys.keyFor({ to: 7, amount: '11' })).not.toBe(first);
  });

  it('takes a new key after success or a definite refusal', () => {
    const keys = new IntentKeys();
    const first = keys.keyFor({ to: 7 });
    keys.settle();
    const second = keys.keyFor({ to: 7 });
    expect(second).not.toBe(first);
    keys.settle(new ApiError(11002, 'wrong password'));
    expect(keys.keyFor({ to: 7 })).not.toBe(second);
  });

  it('counts only missing answers as unknown outcomes', () => {
    expect(outcomeUnknown(new ApiError(0, ''))).toBe(true);
    expect(outcomeUnknown(new ApiError(500, ''))).toBe(true);
    expect(outcomeUnknown(new ApiError(11001, ''))).toBe(false);
    expect(outcomeUnknown(new ApiError(400, ''))).toBe(false);
    expect(outcomeUnknown(new Error('boom'))).toBe(true);
  });
});
