import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a relative path on this site with its query and hash', () => {
    expect(safeReturnPath('/buyer/product/12')).toBe('/buyer/product/12');
    expect(safeReturnPath('/buyer/dashboard?category=female#top')).toBe('/buyer/dashboard?category=female#top');
  });

  it.each([
    ['//evil.com', 'protocol-relative'],
    ['//evil.com/buyer/cart', 'protocol-relative with a path'],
    ['/\\evil.com', 'backslash read as a slash'],
    ['/\t/evil.com', 'tab dropped by the browser'],
    ['/\n/evil.com', 'newline dropped by the browser'],
    ['https://evil.com', 'absolute URL'],
    ['http:/evil.com', 'scheme without slashes'],
    ['javascript:alert(1)', 'script URL'],
    ['evil.com', 'not a path'],
    ['buyer/cart', 'relative without a slash'],
    ['', 'empty'],
    ['/login', 'the login page itself'],
    ['/register?next=/buyer/cart', 'the register page'],
  ])('refuses %j (%s)', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses an overlong path', () => {
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeReturnPath('/buyer/../../evil.com')).toBe('/evil.com');
  });
});

describe('withReturnPath', () => {
  it('adds a safe next and drops an unsafe one', () => {
    expect(withReturnPath('/login', '/buyer/product/3')).toBe('/login?next=/buyer/product/3');
    expect(withReturnPath('/register', '/buyer/cart')).toBe('/register?next=/buyer/cart');
    expect(withReturnPath('/login', '//evil.com')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
    expect(withReturnPath('/login', '/buyer/dashboard?category=female&q=a b')).toBe(
      '/login?next=/buyer/dashboard%3Fcategory%3Dfemale%26q%3Da%2520b',
    );
  });
});
