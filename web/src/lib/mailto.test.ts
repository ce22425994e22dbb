import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links an ordinary address as it is', () => {
    expect(mailtoHref('bea.buyer+shop@example.com')).toBe('mailto:bea.buyer%2Bshop@example.com');
    expect(mailtoHref('support@seamline.example')).toBe('mailto:support@seamline.example');
  });

  it.each([
    'mailto@x.test?bcc=victim@y.test',
    'a@x.test&cc=b@y.test',
    'a@x.test?subject=Refund&body=Click%20here',
    'a@x.test#fragment',
    'a@x.test,b@y.test',
    'a@x.test\r\nBcc: b@y.test',
  ])('gives %j no query, fragment or second recipient', (address) => {
    const url = new URL(mailtoHref(address));
    expect(url.protocol).toBe('mailto:');
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(url.pathname).not.toMatch(/[?&#,\s]/);
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });
});
