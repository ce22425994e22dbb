/**
 * Inter, the app's typeface (48 KB), loads once the first page has painted rather than with the
 * page's stylesheet: on a first visit it would otherwise share the connection with the app's code
 * and hold up the first paint; the text shows in a metric-matched fallback until then
 * (src/index.css). A browser that has loaded it before has it cached (a year, immutable) and gets
 * it straight away.
 */
const CACHED_KEY = 'interLoaded';

let started = false;

function load(): void {
  if (started) return;
  started = true;
  import('@fontsource-variable/inter')
    .then(() => document.fonts.load('1em "Inter Variable"'))
    .then((faces) => {
      if (faces.length > 0) localStorage.setItem(CACHED_KEY, '1');
    })
    .catch(() => {
      // The fallback font stays; the next page load tries again.
      started = false;
    });
}

function cached(): boolean {
  try {
    return localStorage.getItem(CACHED_KEY) !== null;
  } catch {
    return false;
  }
}

/** At start: straight away for a browser that has Inter cached. */
export function loadWebFontIfCached(): void {
  if (cached()) load();
}

/**
 * Once the first page is on screen: when the browser reports its first contentful paint (or, where
 * it cannot, the frame after the first commit).
 */
export function loadWebFontAfterPaint(): void {
  if (started) return;
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  requestAnimationFrame(() => setTimeout(load, 0));
}
