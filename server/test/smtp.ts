import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test's process: what it accepted, and ways to make it fail. */
export interface TestSmtp {
  url: string;
  /** Mails the server accepted (answered 250 after DATA), in order. */
  received: ParsedMail[];
  /**
   * Connections that broke mid-mail (a sender killed between MAIL FROM and the end of its DATA
   * resets its socket: ECONNRESET). The mail is not received; the server goes on serving others.
   */
  broken: Error[];
  /** Stops listening: senders get "connection refused" until `start` again, on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Holds the next mail's DATA unanswered, as a server does while the sender dies mid-send; the
   * answer resolves once a mail is held, and `drop` then refuses it.
   */
  holdNext(): Promise<{ drop(): void }>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const received: ParsedMail[] = [];
  const broken: Error[] = [];
  let holding: ((drop: () => void) => void) | undefined;
  let port = 0;
  let server: SMTPServer | undefined;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            if (holding) {
              const hold = holding;
              holding = undefined;
              hold(() => callback(new Error('connection lost')));
              return;
            }
            received.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });

  const start = async () => {
    const s = make();
    // smtp-server re-emits a connection's socket error on the server when it breaks mid-mail; an
    // EventEmitter's 'error' without a listener would be thrown, uncaught, in the test's process.
    s.on('error', (err) => broken.push(err));
    await new Promise<void>((resolve, reject) => {
      s.server.once('error', reject);
      s.listen(port, '127.0.0.1', () => resolve());
    });
    port = (s.server.address() as AddressInfo).port;
    server = s;
  };
  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    broken,
    start,
    async stop() {
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
    holdNext: () => new Promise((resolve) => (holding = (drop) => resolve({ drop }))),
  };
}

/** The mails `to` one address, by subject. */
export const subjectsTo = (smtp: TestSmtp, address: string): string[] =>
  smtp.received
    .filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.value.some((v) => v.address === address)))
    .map((m) => m.subject ?? '');
