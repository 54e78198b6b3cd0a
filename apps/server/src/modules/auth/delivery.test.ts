import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResultCode } from '@volna/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/harness.ts';
import { countRows, freshEmail, freshIp, freshPhone, lastCode } from './auth.test-kit.ts';

type Mail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port, keeping every message it accepts. */
async function startSmtp() {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A local SMS gateway: records each POST and answers with `status`. */
async function startWebhook() {
  const received: { contentType: string; body: { to: string; text: string } }[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'] ?? '', body: JSON.parse(body) });
      response.statusCode = status;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    url: `http://127.0.0.1:${port}/sms`,
    answer: (s: number) => {
      status = s;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('code delivery by SMTP and SMS webhook', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    webhook = await startWebhook();
  });
  // Registered before the app's close, so it runs after it (vitest stacks after-hooks).
  afterAll(async () => {
    await smtp.close();
    await webhook.close();
  });
  const t = useTestApp(() => ({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_FROM: 'Volna <codes@volna.test>',
    SMS_WEBHOOK_URL: webhook.url,
  }));

  it('mails the code through the SMTP server, in the caller language', async () => {
    const email = freshEmail();
    const res = await t.call('POST', '/app/sms/sendMail', { body: { email }, lang: 'en', ip: freshIp() });
    expect(res.body.code).toBe(200);
    const code = await lastCode(t, email);
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe('codes@volna.test');
    expect(mail!.raw).toContain('Subject: Your Volna verification code');
    expect(mail!.raw).toContain(`Your Volna code: ${code}.`);
    // The mailed code signs up.
    const signUp = await t.call('POST', '/app/emailRegister', {
      body: { email, code, password: 'mailed-code-1', confirmPassword: 'mailed-code-1', agreeTerms: true },
    });
    expect(signUp.body.code).toBe(200);
  });

  it('posts the SMS as JSON {to, text} to the webhook', async () => {
    const phone = freshPhone();
    const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip: freshIp() });
    expect(res.body.code).toBe(200);
    const code = await lastCode(t, `+7${phone}`);
    const sms = webhook.received.find((r) => r.body.to === `+7${phone}`);
    expect(sms?.contentType).toContain('application/json');
    expect(sms?.body.text).toBe(
      `Ваш код Volna: ${code}. Он действует 5 минут. Никому не сообщайте этот код.`,
    );
  });

  it('answers codeDeliveryFailed when the gateway refuses, and the send does not count', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    webhook.answer(500);
    const codes = await countRows(t, 'verification_codes');
    const res = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip, lang: 'en' });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      success: false,
      code: ResultCode.codeDeliveryFailed,
      msg: 'The code could not be sent, please try again',
      data: null,
    });
    expect(await countRows(t, 'verification_codes')).toBe(codes);
    webhook.answer(200);
    // No resend pause after a failed send.
    const retry = await t.call('POST', '/app/sms/send', { body: { phone, areaCode: '+7' }, ip });
    expect(retry.body.code).toBe(200);
  });
});

describe('delivery failures of SMTP', () => {
  it('answers codeDeliveryFailed when no SMTP server listens', async () => {
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await t.call('POST', '/app/sms/sendMail', { body: { email: freshEmail() }, ip: freshIp() });
      expect(res.status).toBe(502);
      expect(res.body.code).toBe(ResultCode.codeDeliveryFailed);
      expect(res.body.msg).toBe('Не удалось отправить код, попробуйте ещё раз');
      expect(await countRows(t, 'verification_codes')).toBe(0);
    } finally {
      await t.close();
    }
  });
});

describe('production', () => {
  it('has no /dev/outbox and keeps no readable code when a real channel delivered it', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      const email = freshEmail();
      expect((await t.call('POST', '/app/sms/sendMail', { body: { email }, ip: freshIp() })).body.code).toBe(
        200,
      );
      const outbox = await t.call('GET', '/dev/outbox', { query: { to: email } });
      expect(outbox.status).toBe(404);
      const entries = await t.app.services.auth.outbox(email);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.code).toBeNull();
      expect(entries[0]!.text).toContain('******');
      expect(smtp.mails[0]!.raw).not.toContain('******');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
