import nodemailer from 'nodemailer';
import type { Mail } from './compose.js';

/** Where mails go: an SMTP server, or the log. */
export interface MailTransport {
  /** Resolves once the receiving server has accepted the mail; throws otherwise. */
  send(mail: Mail & { from: string; messageId: string }): Promise<void>;
  close(): void;
}

/** An SMTP error whose code says the server will never take this mail (5xx), so retrying is pointless. */
export const isPermanent = (err: unknown): boolean => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * SMTP through nodemailer, one connection per mail. The timeouts stay well inside the worker's
 * claim on a mail (worker.ts), so a hung server cannot make two workers send the same mail.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** No SMTP_URL: each mail is written to the log in full, which is how the embedded demo reads its reset links. */
export function logTransport(write: (fields: Record<string, unknown>, message: string) => void): MailTransport {
  return {
    async send(mail) {
      write({ mail: { to: mail.to, from: mail.from, subject: mail.subject, text: mail.text } }, `mail to ${mail.to}: ${mail.subject}`);
    },
    close() {},
  };
}
