// Screenshots and an axe check for the screens a spec changes. `shoot` writes the page at a phone
// width and a desktop width to .tmp/screens/<name>-<width>.png (to look at, not compared);
// `expectAccessible` fails on serious or critical axe violations of what the page shows now.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Where screenshots go: .tmp/screens at the repository's root. */
export const screensDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.tmp', 'screens');

export const PHONE_WIDTH = 390;
export const DESKTOP_WIDTH = 1280;

/** Screenshots of the page as it stands at 390 px and 1280 px; the viewport is restored afterwards. */
export async function shoot(page: Page, name: string, widths: number[] = [PHONE_WIDTH, DESKTOP_WIDTH]): Promise<void> {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: before?.height ?? 900 });
    await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

const BLOCKING = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Lets every finite animation and transition end (a toast fading in, a dialog sliding up), so axe
 * judges colours as they settle, not a frame of a fade. Spinners and other endless ones are left running.
 */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** What axe finds on the page (or within `include`, a CSS selector) as it stands, once it has settled. */
export async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  // Motion off while axe reads: a toast that times out during the scan then vanishes at once
  // (sonner honours prefers-reduced-motion) instead of fading through colours nobody reads, which
  // axe judged as low contrast when the scan outlasted the toast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settle(page);
    let builder = new AxeBuilder({ page });
    if (include) builder = builder.include(include);
    return await builder.analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** The serious and critical violations among axe's results, one line per element. */
export const blockingViolations = (results: AxeResults): string[] =>
  results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(' ')}`));

/** No serious or critical axe violation on the page (or within `include`, a CSS selector), once it has settled. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  expect(blockingViolations(await axeResults(page, include)), 'serious/critical axe violations').toEqual([]);
}
