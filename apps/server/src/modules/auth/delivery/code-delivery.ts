import { CodeChannel, type CodeChannelValue, type Language, OUTBOX_LIST_MAX } from '@volna/contracts';
import type { AppDeps } from '../../../deps.ts';
import { codeMessage } from './code-message.ts';
import { createMailSender } from './mail-sender.ts';
import { outboxRepository } from './outbox.repository.ts';
import { createSmsWebhook } from './sms-webhook.ts';

/** The slice of a pino/Fastify logger the delivery writes to. */
export type DeliveryLog = { info: (fields: object, message: string) => void };

export type CodeSend = { channel: CodeChannelValue; to: string; code: string; lang: Language };

/**
 * Sends verification codes. Every message is recorded in the outbox and the server log; e-mail also goes out by
 * SMTP when SMTP_URL is set and SMS through the webhook when SMS_WEBHOOK_URL is set.
 */
export function createCodeDelivery({ config, database, clock }: AppDeps) {
  const { db } = database;
  const mail = config.smtpUrl ? createMailSender(config.smtpUrl, config.smtpFrom) : undefined;
  const sms = config.smsWebhookUrl ? createSmsWebhook(config.smsWebhookUrl) : undefined;

  return {
    /** Throws when the real channel refuses or times out; the outbox entry stays as the record of the try. */
    async deliver({ channel, to, code, lang }: CodeSend, log: DeliveryLog) {
      const message = codeMessage(lang, code);
      const external = channel === CodeChannel.email ? mail : sms;
      // In production a code that really went out is not kept readable: the outbox and log would leak it.
      const reveal = !config.isProduction || !external;
      await outboxRepository.insert(db, {
        channel,
        to,
        text: reveal ? message.text : message.text.replace(code, '*'.repeat(code.length)),
        code: reveal ? code : null,
        createdAt: clock.now(),
      });
      log.info(
        { channel, to, code: reveal ? code : undefined, via: external ? channel : 'outbox' },
        'verification code sent',
      );
      if (channel === CodeChannel.email)
        await mail?.send({ to, subject: message.subject, text: message.text });
      else await sms?.send({ to, text: message.text });
    },

    /** The latest messages to one address (development outbox). */
    async outboxFor(to: string) {
      const rows = await outboxRepository.latestFor(db, to, OUTBOX_LIST_MAX);
      return rows.map((row) => ({
        to: row.to,
        channel: row.channel,
        text: row.text,
        code: row.code,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type CodeDelivery = ReturnType<typeof createCodeDelivery>;
