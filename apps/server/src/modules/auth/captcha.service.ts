import { randomUUID } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS } from '@volna/contracts';
import svgCaptcha from 'svg-captcha';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { captchaRepository } from './captcha.repository.ts';

/** Picture codes asked for after too many failed password logins; the answer lives server-side, one use each. */
export function createCaptchaService({ database, clock }: AppDeps) {
  const { db } = database;
  return {
    async create() {
      const now = clock.now();
      // Characters people confuse in a noisy picture are left out.
      const picture = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, ignoreChars: '0oO1iIlL' });
      const uuid = randomUUID();
      await captchaRepository.removeExpired(db, now);
      await captchaRepository.insert(db, {
        uuid,
        answer: picture.text.toLowerCase(),
        expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      });
      const img = `data:image/svg+xml;base64,${Buffer.from(picture.data).toString('base64')}`;
      return { uuid, img };
    },

    /** captchaRequired without an answer; captchaWrong for a wrong, used, expired or unknown one. */
    async check(uuid: string | undefined, answer: string | undefined) {
      if (!uuid || !answer) return fail('captchaRequired');
      const expected = await captchaRepository.take(db, uuid, clock.now());
      if (expected === undefined || expected !== answer.trim().toLowerCase()) fail('captchaWrong');
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
