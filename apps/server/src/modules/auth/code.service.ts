import { createHmac, randomInt } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_MAX_WRONG_TRIES,
  CODE_RESEND_SECONDS,
  CODE_SENDS_PER_HOUR_PER_IP,
  CODE_SENDS_PER_HOUR_PER_TARGET,
  CODE_TTL_SECONDS,
  type CodeChannelValue,
  type Language,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { codeRepository } from './code.repository.ts';
import type { CodeDelivery, DeliveryLog } from './delivery/code-delivery.ts';

const HOUR_MS = 3_600_000;
/** Rows are kept a day past the hourly window, then swept on a later send. */
const KEEP_MS = 24 * HOUR_MS;

export type CodeLog = DeliveryLog & { error: (fields: object, message: string) => void };

/** Verification codes: sent to one address, valid a few minutes, used once, voided by too many wrong tries. */
export function createCodeService({ database, config, clock }: AppDeps, delivery: CodeDelivery) {
  const { db } = database;
  // Keyed with the server secret: a leaked table alone does not give the codes away by trying all million.
  const hashOf = (target: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`code:${target}:${code}`).digest('base64url');

  return {
    async send(
      request: { channel: CodeChannelValue; target: string; ip: string; lang: Language },
      log: CodeLog,
    ) {
      const { channel, target, ip, lang } = request;
      const now = clock.now();
      const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
      const id = await db.transaction(async (tx) => {
        await codeRepository.lockSender(tx, ip, target);
        const latest = await codeRepository.latestFor(tx, target);
        const resendAt = latest ? latest.createdAt.getTime() + CODE_RESEND_SECONDS * 1000 : 0;
        if (resendAt > now.getTime())
          fail('codeResendTooSoon', { seconds: Math.ceil((resendAt - now.getTime()) / 1000) });
        const hourAgo = new Date(now.getTime() - HOUR_MS);
        if ((await codeRepository.countForTargetSince(tx, target, hourAgo)) >= CODE_SENDS_PER_HOUR_PER_TARGET)
          fail('codeSendLimit');
        if ((await codeRepository.countForIpSince(tx, ip, hourAgo)) >= CODE_SENDS_PER_HOUR_PER_IP)
          fail('codeSendLimit');
        return codeRepository.insert(tx, {
          target,
          ip,
          codeHash: hashOf(target, code),
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
        });
      });
      await codeRepository.removeOlderThan(db, new Date(now.getTime() - KEEP_MS));
      try {
        await delivery.deliver({ channel, to: target, code, lang }, log);
      } catch (error) {
        log.error({ err: error, channel, to: target }, 'verification code delivery failed');
        await codeRepository.remove(db, id);
        fail('codeDeliveryFailed');
      }
    },

    /** Uses the latest code sent to `target`; refuses with codeWrong, codeExpired or codeVoided. */
    async consume(target: string, code: string) {
      const now = clock.now();
      const latest = await codeRepository.latestFor(db, target);
      if (!latest || latest.consumedAt) return fail('codeWrong');
      if (latest.voidedAt) return fail('codeVoided');
      if (latest.expiresAt.getTime() <= now.getTime()) return fail('codeExpired');
      const hash = hashOf(target, code);
      if (await codeRepository.consumeIfMatching(db, latest.id, hash, now)) return;
      // A right code that lost the race to a parallel use is simply used up.
      if (hash === latest.codeHash) return fail('codeWrong');
      const after = await codeRepository.recordWrongTry(db, latest.id, CODE_MAX_WRONG_TRIES, now);
      return fail(after?.voidedAt ? 'codeVoided' : 'codeWrong');
    },
  };
}

export type CodeService = ReturnType<typeof createCodeService>;
