import { pbkdf2Sync, webcrypto } from 'node:crypto';
import { CAPTCHA_POW_ALGORITHM, CAPTCHA_POW_COST } from '@volna/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as serverDeriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey, pureDeriveKey } from './deriveKey.ts';
import { solveCaptcha } from './solveCaptcha.ts';

// The robot check on a plain-HTTP LAN origin (issue 17): no crypto.subtle there, so the solver derives keys in plain
// JS, and the server (node's native PBKDF2) must accept what it finds.

const bytes = (text: string) => new TextEncoder().encode(text);
const parameters = (algorithm: string, cost: number, keyLength: number) => ({
  algorithm,
  cost,
  keyLength,
  nonce: '',
  salt: '',
  keyPrefix: '00',
});

/** A browser on an insecure origin: `crypto` has getRandomValues but no subtle. */
function withoutSubtleCrypto() {
  vi.stubGlobal('crypto', { getRandomValues: webcrypto.getRandomValues.bind(webcrypto) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the plain-JS PBKDF2 of the robot check', () => {
  const cases = [
    {
      algorithm: 'PBKDF2/SHA-256',
      digest: 'sha256',
      cost: 1_000,
      keyLength: 32,
      password: 'nonce+counter',
      salt: 's',
    },
    { algorithm: 'PBKDF2/SHA-256', digest: 'sha256', cost: 1, keyLength: 32, password: '', salt: '' },
    {
      algorithm: 'PBKDF2/SHA-256',
      digest: 'sha256',
      cost: 7,
      keyLength: 48,
      password: 'пароль',
      salt: 'соль',
    },
    { algorithm: 'PBKDF2/SHA-384', digest: 'sha384', cost: 50, keyLength: 32, password: 'p', salt: 'salt' },
    { algorithm: 'PBKDF2/SHA-512', digest: 'sha512', cost: 50, keyLength: 64, password: 'p', salt: 'salt' },
  ];

  it.each(cases)('gives node’s bytes for $algorithm, cost $cost, $keyLength bytes', async (c) => {
    const { derivedKey } = await pureDeriveKey(
      parameters(c.algorithm, c.cost, c.keyLength),
      bytes(c.salt),
      bytes(c.password),
    );
    const expected = pbkdf2Sync(bytes(c.password), bytes(c.salt), c.cost, c.keyLength, c.digest);
    expect(Buffer.from(derivedKey).toString('hex')).toBe(expected.toString('hex'));
  });

  it('gives node’s bytes for random binary passwords and salts of the challenge’s shape', async () => {
    for (let i = 0; i < 5; i++) {
      const salt = webcrypto.getRandomValues(new Uint8Array(16));
      const password = webcrypto.getRandomValues(new Uint8Array(20));
      const params = parameters(CAPTCHA_POW_ALGORITHM, CAPTCHA_POW_COST, 32);
      const { derivedKey } = await pureDeriveKey(params, salt, password);
      expect(Buffer.from(derivedKey)).toEqual(pbkdf2Sync(password, salt, CAPTCHA_POW_COST, 32, 'sha256'));
    }
  });

  it('is what deriveKey uses when crypto.subtle is missing', async () => {
    withoutSubtleCrypto();
    const params = parameters(CAPTCHA_POW_ALGORITHM, 10, 32);
    const { derivedKey } = await deriveKey(params, bytes('salt'), bytes('password'));
    expect(Buffer.from(derivedKey)).toEqual(pbkdf2Sync('password', 'salt', 10, 32, 'sha256'));
  });

  it('refuses an algorithm it does not know', async () => {
    await expect(pureDeriveKey(parameters('SCRYPT', 1, 32), bytes('s'), bytes('p'))).rejects.toThrow(
      /Unsupported/,
    );
  });

  it('solves a server challenge without crypto.subtle, and the server verifies the answer', async () => {
    const hmacSignatureSecret = 'challenge-secret';
    const hmacKeySignatureSecret = 'derived-key-secret';
    // Made as the server makes it (captcha.service.ts), with a low counter so the slower solver stays quick.
    const challenge = await createChallenge({
      algorithm: CAPTCHA_POW_ALGORITHM,
      cost: CAPTCHA_POW_COST,
      counter: 150,
      deriveKey: serverDeriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
    const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;

    withoutSubtleCrypto();
    // WebCrypto's derivation would throw here (crypto.subtle is undefined), so a solution proves the fallback ran.
    const answer = await solveCaptcha({
      algorithm,
      nonce,
      salt,
      cost,
      keyLength: keyLength ?? 32,
      keyPrefix,
    });
    vi.unstubAllGlobals();

    const [counter, derivedKey] = answer.split(':');
    const solution = { counter: Number(counter), derivedKey: derivedKey! };
    expect(solution.counter).toBe(150);
    // The server's check (the derived key's signature) and a full re-derivation by node both accept it.
    const bySignature = await verifySolution({
      challenge,
      solution,
      deriveKey: serverDeriveKey,
      hmacSignatureSecret,
      hmacKeySignatureSecret,
    });
    expect(bySignature.verified).toBe(true);
    const byDerivation = await verifySolution({
      challenge,
      solution,
      deriveKey: serverDeriveKey,
      hmacSignatureSecret,
    });
    expect(byDerivation.verified).toBe(true);
  }, 30_000);
});
