import { randomId } from '../lib/random-id.ts';
import { answerCode } from './payment-errors.ts';

/** A fresh key in the contract's alphabet ([A-Za-z0-9_.:-]). */
export const newIdempotencyKey = randomId;

/**
 * True when a failed money call may still have taken effect (no answer: network loss, timeout, 5xx); only then
 * must the retry reuse the key. A definite refusal (wrong pay password, insufficient balance…) moved nothing,
 * so the next attempt is a new intent with a new key.
 */
export function outcomeUnknown(error: unknown): boolean {
  const code = answerCode(error);
  return code === undefined || code === 0 || (code >= 500 && code < 600);
}

/**
 * One idempotency key per user intent. `keyFor(intent)` answers the same key while the intent (the payment's
 * parameters, without the pay password) is unchanged and the last attempt's outcome is unknown; `settle()`
 * after a success or a definite refusal starts a new intent.
 */
export class IntentKeys {
  private current: { key: string; intent: string } | null = null;

  keyFor(intent: unknown): string {
    const fingerprint = JSON.stringify(intent);
    if (!this.current || this.current.intent !== fingerprint)
      this.current = { key: newIdempotencyKey(), intent: fingerprint };
    return this.current.key;
  }

  /** After an attempt: keep the key only when the attempt may have gone through unseen. */
  settle(error?: unknown): void {
    if (error === undefined || !outcomeUnknown(error)) this.current = null;
  }

  /** One attempt of `intent` under its key, settled by its outcome; the call's answer or error is passed on. */
  async run<R>(intent: unknown, call: (key: string) => Promise<R>): Promise<R> {
    try {
      const result = await call(this.keyFor(intent));
      this.settle();
      return result;
    } catch (error) {
      this.settle(error);
      throw error;
    }
  }
}
