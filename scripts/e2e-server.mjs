// The server the browser suite runs against (e2e/playwright.config.ts → webServer):
// the production build (web/dist, built beforehand) on a fresh PGlite database in a temp folder,
// seeded with the demo catalogue. The temp folder is removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureServerBuild, root } from './lib.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'seamline-e2e-'));
let cleaned = false;
function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // Best effort: a temp folder left behind is harmless.
  }
}

const entry = await ensureServerBuild();
const child = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    DATA_DIR: dataDir,
    DATABASE_URL: '', // empty means PGlite in DATA_DIR
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    SEED: 'demo',
    // playwright.config.ts picks a random secret per run so specs can sign an expired token.
    ...(process.env.E2E_JWT_SECRET ? { JWT_SECRET: process.env.E2E_JWT_SECRET } : {}),
    // The suite registers and logs in many users from one IP within a minute or two; the
    // per-IP limits are covered by the server's own tests, so they are off here by default.
    RATE_LIMIT: process.env.E2E_RATE_LIMIT ?? 'off',
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

child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal && !stopping ? 1 : 0));
});
child.on('error', (err) => {
  console.error('e2e-server: could not start the server:', err);
  cleanUp();
  process.exit(1);
});

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => stop(signal));
process.on('exit', () => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  cleanUp();
});
