import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt parameters: N=2^14, r=8 (the OWASP minimum) keep one check near 50 ms and 16 MB of memory.
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;
const SCHEME = 'scrypt';

function derive(secret: string, salt: Buffer, options: ScryptOptions, length: number) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS, KEY_LENGTH);
  const fields = [
    SCHEME,
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ];
  return fields.join('$');
}

/** Constant-time check of a secret against a stored hash; a missing or malformed hash never matches. */
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (parts?.length !== 6 || parts[0] !== SCHEME) return false;
  const [, n, r, p, saltText, keyText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem };
  const salt = Buffer.from(saltText, 'base64url');
  const key = await derive(secret, salt, options, expected.length).catch(() => undefined);
  return key !== undefined && timingSafeEqual(key, expected);
}
