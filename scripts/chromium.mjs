// Debian's chromium and the flags it runs with, for the browser suite (e2e/playwright.config.ts)
// and Lighthouse (scripts/lighthouse.mjs). Never a downloaded browser.

export const CHROMIUM_PATH = '/usr/bin/chromium';

// Playwright adds a plain `--headless` of its own; since Chromium 132 that is the same mode as
// `--headless=new`, which chrome-launcher (Lighthouse) needs spelled out.
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
