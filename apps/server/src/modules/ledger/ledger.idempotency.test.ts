import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { idempotencyKeyOf } from './ledger.idempotency.ts';

const withHeader = (value?: string | string[]) =>
  ({ headers: value === undefined ? {} : { 'idempotency-key': value } }) as unknown as FastifyRequest;

describe('Idempotency-Key header', () => {
  it('answers a well-formed key', () => {
    expect(idempotencyKeyOf(withHeader('6f1c2a40-6c35-4b8e-9d55-1b7e0f0a2c11'))).toBe(
      '6f1c2a40-6c35-4b8e-9d55-1b7e0f0a2c11',
    );
    expect(idempotencyKeyOf(withHeader(['a:b.c_d-1', 'second']))).toBe('a:b.c_d-1');
  });

  it('refuses a missing, empty, too long or odd key with 400 naming the header', () => {
    for (const value of [undefined, '', 'x'.repeat(101), 'has space', 'ключ', 'a/b']) {
      expect(() => idempotencyKeyOf(withHeader(value)), String(value)).toThrowError(
        expect.objectContaining({ codeName: 'badRequest', params: { field: 'Idempotency-Key' } }),
      );
    }
  });
});
