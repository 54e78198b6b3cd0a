import { IDEMPOTENCY_HEADER } from '@volna/contracts';
import { useRef } from 'react';
import { IntentKeys } from './idempotency.ts';

/**
 * The Idempotency-Key of a money screen: `keyFor(intent)` before each send (the same key on a retry of the
 * same payment, so it happens once), `settle(error?)` after it (a new key after success or a definite refusal).
 * Usage: `const key = keys.keyFor({ to, currencyId, amount }); api.post(url, body, { headers: idempotencyHeaders(key) })`.
 */
export function useIdempotencyKey(): IntentKeys {
  const keys = useRef<IntentKeys | null>(null);
  keys.current ??= new IntentKeys();
  return keys.current;
}

/** The header the wallet's money POSTs carry (contracts' IDEMPOTENCY_HEADER). */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
