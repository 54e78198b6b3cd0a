import { createHmac, randomUUID } from 'node:crypto';
import {
  CAPTCHA_POW_ALGORITHM,
  CAPTCHA_POW_COST,
  CAPTCHA_POW_COUNTER_MAX,
  CAPTCHA_POW_COUNTER_MIN,
  CAPTCHA_TTL_SECONDS,
  type CaptchaChallenge,
} from '@volna/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { captchaRepository } from './captcha.repository.ts';

const SOLUTION = /^(\d{1,10}):([0-9a-f]{2,128})$/;

/**
 * The check asked for after too many failed password logins: an ALTCHA proof of work (altcha-lib, deterministic
 * mode) the browser solves by itself, where an OCR read the old picture for free. The server picks the counter, so
 * making a challenge costs it one key derivation and checking one an HMAC; each challenge is stored, answers once
 * and expires (CAPTCHA_TTL_SECONDS, on the app's clock rather than altcha's own wall-clock expiry).
 */
export function createCaptchaService({ database, clock, config }: AppDeps) {
  const { db } = database;
  // Derived from the JWT secret, which every instance shares: any instance checks a challenge another one made.
  const secret = (purpose: string) =>
    createHmac('sha256', config.jwtSecret).update(`captcha:${purpose}`).digest('base64url');
  const hmacSignatureSecret = secret('challenge');
  const hmacKeySignatureSecret = secret('derived-key');

  return {
    async create(): Promise<{ uuid: string; img: string; challenge: CaptchaChallenge }> {
      const now = clock.now();
      const challenge = await createChallenge({
        algorithm: CAPTCHA_POW_ALGORITHM,
        cost: CAPTCHA_POW_COST,
        counter: randomInt(CAPTCHA_POW_COUNTER_MAX, CAPTCHA_POW_COUNTER_MIN),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      const uuid = randomUUID();
      await captchaRepository.removeExpired(db, now);
      await captchaRepository.insert(db, {
        uuid,
        challenge,
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      });
      const { algorithm, nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
      return { uuid, img: '', challenge: { algorithm, nonce, salt, cost, keyLength, keyPrefix } };
    },

    /** captchaRequired without an answer; captchaWrong for a wrong, used, expired, unknown or malformed one. */
    async check(uuid: string | undefined, answer: string | undefined) {
      if (!uuid || !answer) return fail('captchaRequired');
      // Taken (used up) before it is checked: a challenge answers once, right or wrong.
      const challenge = await captchaRepository.take(db, uuid, clock.now());
      const solution = SOLUTION.exec(answer.trim());
      if (!challenge || !solution) return fail('captchaWrong');
      const result = await verifySolution({
        challenge,
        solution: { counter: Number(solution[1]), derivedKey: solution[2]! },
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      if (!result.verified) fail('captchaWrong');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
