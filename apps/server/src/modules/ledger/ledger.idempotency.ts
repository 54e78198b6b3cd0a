import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@volna/contracts';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../http/errors.ts';

/**
 * The Idempotency-Key header every money POST requires (contracts' IDEMPOTENCY_HEADER convention); a missing or
 * malformed key is refused before anything happens.
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  return parsed.success ? parsed.data : fail('badRequest', { field: 'Idempotency-Key' });
}
