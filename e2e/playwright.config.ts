import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The server's JWT secret for this run (scripts/e2e-server.mjs passes it on); workers inherit it,
// so the session-expiry spec can sign a token that is genuinely expired.
process.env.E2E_JWT_SECRET ||= randomBytes(32).toString('base64url');
// The sandbox's key (its PAYMENTS_WEBHOOK_SECRET): specs that move its test clock send it.
process.env.E2E_PSP_KEY ||= randomBytes(32).toString('base64url');
const baseURL = `http://localhost:${port}`;

// Desktop Chrome without a `channel` (some Playwright versions name one): the suite drives
// Debian's chromium at executablePath, never a downloaded browser.
type Descriptor = (typeof devices)[string] & { channel?: string };
const { channel: _channel, ...desktopChrome }: Descriptor = devices['Desktop Chrome'];

// The specs that move the sandbox's clock (POST /psp/v1/clock). Its clock is the whole server's
// money clock: a move past 7 days expires every authorisation then open, and cancels its orders,
// whichever spec it belongs to (a 3-D Secure challenge waiting for its answer, a card order not yet
// shipped). They run after every other spec, alone. Found by what they send, so a new one cannot be
// left among the others.
const testDir = path.join(import.meta.dirname, 'tests');
const movesTheClock = readdirSync(testDir).filter(
  (file) => file.endsWith('.spec.ts') && readFileSync(path.join(testDir, file), 'utf8').includes('/psp/v1/clock'),
);

export default defineConfig({
  testDir: './tests',
  outputDir: '../.tmp/e2e-output',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Journeys take 5–40 s; the margin is for a busy 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs sets PLAYWRIGHT_JSON_OUTPUT_NAME, which the json reporter reads; without it
  // the JSON goes to a file rather than flooding the terminal (an explicit outputFile would
  // override the variable, so it is only given when the variable is absent).
  reporter: [['list'], ['json', process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? {} : { outputFile: '../.tmp/e2e-results.json' }]],
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after, the network
    // and the console. The screencast (a JPEG a frame) is left out: it cost a fifth of the suite's
    // CPU on a 2-core machine (decision 282); the failure's own screenshot is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: 'chromium', use: { ...desktopChrome }, testIgnore: movesTheClock },
    // Runs once the first project is done (and not when one of its tests failed: the run has failed then anyway).
    { name: 'moves the clock', use: { ...desktopChrome }, testMatch: movesTheClock, dependencies: ['chromium'] },
  ],
  webServer: {
    // Fresh temp database, demo seed, production build of the web app (built beforehand).
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // E2E_SERVER_TIMEOUT_MS: more time for the demo seed on a heavily loaded machine.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets scripts/e2e-server.mjs stop the server and remove its temp folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
