import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from '../redis-server.js';
import { startSmtp, type TestSmtp } from '../smtp.js';

/**
 * The cluster suite kills an instance while it may be sending a mail to the test's SMTP server: the
 * server sees that connection reset mid-mail (ECONNRESET). It must note it and go on serving, not
 * throw it in the test's process.
 */
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.stop());

/** Sends `lines` one at a time, each after the server's last answer; resolves once all are answered. */
async function converse(socket: Socket, lines: string[]): Promise<void> {
  let answered = 0;
  let buffer = '';
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('data', (chunk) => {
      buffer += chunk;
      // A final reply line is `NNN text` (`NNN-text` goes on); the greeting is the first.
      if (!/(^|\r\n)\d{3} [^\r\n]*\r\n$/.test(buffer)) return;
      buffer = '';
      const next = lines[answered++];
      if (next === undefined) resolve();
      else socket.write(`${next}\r\n`);
    });
  });
}

it('notes a sender that resets its connection mid-mail and goes on receiving', async () => {
  const { port } = new URL(smtp.url);
  const socket = connect(Number(port), '127.0.0.1');
  await converse(socket, ['EHLO dying.test', 'MAIL FROM:<shop@dying.test>']);
  // What a killed process's half-sent mail looks like to the server: a reset, not a goodbye.
  socket.resetAndDestroy();
  await until(() => smtp.broken.length > 0, 'the broken connection noted');
  expect(smtp.broken.map((err) => (err as NodeJS.ErrnoException).code)).toEqual(['ECONNRESET']);

  const mailer = nodemailer.createTransport({ url: smtp.url });
  await mailer.sendMail({ from: 'shop@alive.test', to: 'buyer@alive.test', subject: 'Still here', text: 'Sent after the reset.' });
  expect(smtp.received.map((m) => m.subject)).toEqual(['Still here']);
});
