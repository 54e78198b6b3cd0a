import { CODE_DELIVERY_TIMEOUT_MS } from '@volna/contracts';
import nodemailer from 'nodemailer';

export type MailSender = {
  send: (mail: { to: string; subject: string; text: string }) => Promise<void>;
  close: () => void;
};

/** Mail through the SMTP server of SMTP_URL (e.g. smtps://user:pass@host:465 or smtp://host:25). */
export function createMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl, {
    from,
    connectionTimeout: CODE_DELIVERY_TIMEOUT_MS,
    greetingTimeout: CODE_DELIVERY_TIMEOUT_MS,
    socketTimeout: CODE_DELIVERY_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
