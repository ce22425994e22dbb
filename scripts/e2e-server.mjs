// The server the browser suite runs against (e2e/playwright.config.ts → webServer):
// the production build (web/dist, built beforehand) on a fresh database seeded with the demo
// catalogue: PGlite in a temp folder, or, with E2E_POSTGRES_URL naming a PostgreSQL server, a
// database of its own there (docs/decisions/284; `npm test` does not set it). Both are removed when
// the server stops.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { createDatabase, dropDatabases, testRunPrefix } from './databases.mjs';
import { ensureServerBuild, root } from './lib.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seamline-e2e-'));

/** A fresh database on the PostgreSQL server at `serverUrl`, and how to drop it. */
async function freshPostgres(serverUrl) {
  // Named as the server suite's databases are, so CI's clean-up (scripts/ci-db.mjs drop) finds it
  // should this process die before dropping it.
  const name = `${testRunPrefix()}e2e_${process.pid}`;
  return { url: await createDatabase(serverUrl, name), drop: () => dropDatabases(serverUrl, name) };
}
const postgres = process.env.E2E_POSTGRES_URL ? await freshPostgres(process.env.E2E_POSTGRES_URL) : null;

let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // Best effort: a temp folder left behind is harmless.
  }
  await postgres?.drop().catch((err) => console.error(`e2e-server: could not drop the suite's database: ${err.message}`));
}

// Mail goes to a real SMTP server in this process; each mail is appended as one JSON line to
// .tmp/e2e-mail/<port>.jsonl, where specs read links (e2e/mail.ts).
const port = process.env.E2E_PORT ?? '3100';
const mailFile = path.join(root, '.tmp', 'e2e-mail', `${port}.jsonl`);
mkdirSync(path.dirname(mailFile), { recursive: true });
rmSync(mailFile, { force: true });
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        appendFileSync(mailFile, `${JSON.stringify({ to: mail.to?.text, subject: mail.subject, text: mail.text })}\n`);
        callback();
      },
      (err) => callback(err),
    );
  },
});
// A connection that breaks mid-mail (the server stopped while sending) is re-emitted here; unheard,
// it would be thrown and end this process, and with it the suite's server.
smtp.on('error', (err) => console.error(`e2e-server: a mail connection broke: ${err.message}`));
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const entry = await ensureServerBuild();
const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '', // empty means PGlite in DATA_DIR
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED: 'demo',
    // playwright.config.ts picks a random secret per run so specs can sign an expired token.
    ...(process.env.E2E_JWT_SECRET ? { JWT_SECRET: process.env.E2E_JWT_SECRET } : {}),
    // The sandbox's key: specs moving its test clock (POST /psp/v1/clock) send it.
    ...(process.env.E2E_PSP_KEY ? { PAYMENTS_WEBHOOK_SECRET: process.env.E2E_PSP_KEY } : {}),
    // The suite registers and logs in many users from one IP within a minute or two; the
    // per-IP limits are covered by the server's own tests, so they are off here by default.
    RATE_LIMIT: process.env.E2E_RATE_LIMIT ?? 'off',
    // Load and journeys check out again and again as the same buyers; the limit has its own tests.
    PAY_ON_DELIVERY_LIMIT: '999999999',
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  // Give the server a moment to close the database, then leave regardless.
  setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 5000).unref();
}

child.on('exit', async (code, signal) => {
  smtp.close();
  await cleanUp();
  process.exit(code ?? (signal && !stopping ? 1 : 0));
});
child.on('error', async (err) => {
  console.error('e2e-server: could not start the server:', err);
  await cleanUp();
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  // Synchronous here; the database, if any, goes with CI's clean-up.
  rmSync(dataDir, { recursive: true, force: true });
});
