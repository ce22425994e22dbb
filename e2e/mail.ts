// The mails the e2e server's SMTP server received (scripts/e2e-server.mjs writes one JSON line each).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

const mailFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '.tmp',
  'e2e-mail',
  `${process.env.E2E_PORT ?? '3100'}.jsonl`,
);

const received = (): ReceivedMail[] =>
  existsSync(mailFile)
    ? readFileSync(mailFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ReceivedMail)
    : [];

/** Waits (the server's mail worker sends within a second or two) for the latest mail to `to` with `subject`. */
export async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = received()
          .filter((m) => m.to === to && m.subject === subject)
          .at(-1);
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** Every mail to `to` with `subject` received so far. */
export const mailsTo = (to: string, subject: string): ReceivedMail[] => received().filter((m) => m.to === to && m.subject === subject);

/** The path and query of the first link to this shop in a mail's text, e.g. '/verify-email?token=…'. */
export function linkPath(mail: ReceivedMail, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${pathname.replace(/[/]/g, '\\/')}\\?[^\\s]+)`).exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return match?.[1] ?? '';
}
