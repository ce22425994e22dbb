import { paths } from '@/config/paths';

/** The query parameter that carries where a visitor was going through /login and /register. */
export const NEXT_PARAM = 'next';

const ORIGIN = 'https://seamline.invalid';

/** /login or /register: the pages a visitor signs in from, never a place to return to. */
export const isAuthPage = (pathname: string): boolean => pathname === paths.login || pathname === paths.register;

/**
 * A `next` value made safe to navigate to: a relative path on this site, or null. Anything that
 * could leave the site (`//evil.com`, `/\evil.com`, `https://…`, `javascript:`), carries control
 * characters, or points back at /login or /register is refused, so `?next=` is no open redirect.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines: `/\evil.com` is `//evil.com`.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  if (isAuthPage(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login` (or `/register`) remembering where to go afterwards, when that is a safe place. */
export function withReturnPath(page: typeof paths.login | typeof paths.register, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  // Slashes may stand unescaped in a query; the address stays readable.
  return safe ? `${page}?${NEXT_PARAM}=${encodeURIComponent(safe).replaceAll('%2F', '/')}` : page;
}
