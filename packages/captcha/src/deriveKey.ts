import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256, sha384, sha512 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib';
import { deriveKey as webCryptoDeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

const HASHES = { 'PBKDF2/SHA-256': sha256, 'PBKDF2/SHA-384': sha384, 'PBKDF2/SHA-512': sha512 } as const;

/**
 * The same PBKDF2 as WebCrypto's, in plain JS (@noble/hashes): browsers expose `crypto.subtle` only to secure
 * origins, and a phone opening the app by the server's LAN address over plain HTTP has none. About 11× slower than
 * native (3 ms against 0.3 ms a derivation on a desktop core): the login's challenge then takes seconds, not a
 * fraction of one, well inside CAPTCHA_SOLVE_TIMEOUT_MS.
 */
export const pureDeriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  const { algorithm, cost, keyLength = 32 } = parameters;
  const hash = HASHES[algorithm as keyof typeof HASHES];
  if (!hash) throw new Error(`Unsupported algorithm: ${algorithm}`);
  // Synchronous: one derivation is a few milliseconds, and altcha's solver loop yields to the page every 200 ms.
  return { parameters: {}, derivedKey: pbkdf2(hash, password, salt, { c: cost, dkLen: keyLength }) };
};

/** Native PBKDF2 where the browser offers it, the plain-JS one where it does not (checked per call: cheap). */
export const deriveKey: DeriveKeyFunction = (parameters, salt, password) =>
  globalThis.crypto?.subtle
    ? webCryptoDeriveKey(parameters, salt, password)
    : pureDeriveKey(parameters, salt, password);
