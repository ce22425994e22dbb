import { API_MESSAGES } from '@seamline/contract';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, type TestUser } from '../factories.js';
import { TEST_CONFIG, useTestApp } from '../test-app.js';

const t = useTestApp();
let buyer: TestUser;

beforeAll(async () => {
  buyer = await createBuyer(t);
});

const secret = new TextEncoder().encode(TEST_CONFIG.jwtSecret);
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('error answers', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.call('GET', '/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/^Not found/);
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_MESSAGES.invalidJson });
  });

  it('refuses prototype-poisoning JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b", "password": "x"}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers bodies over 1 MB with 413', async () => {
    const res = await t.call('POST', '/api/registration/login', { body: { email: 'a@b', password: 'x'.repeat(1_100_000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(API_MESSAGES.bodyTooLarge);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registration/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(API_MESSAGES.unsupportedMediaType);
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['"text"', '[1,2]', 'null', '42']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/registration/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('tokens', () => {
  it('accepts a valid token', async () => {
    expect((await t.call('GET', '/api/buyer/cart', { token: buyer.token })).statusCode).toBe(200);
  });

  it('refuses tampered, unsigned, expired and garbage tokens on protected routes', async () => {
    const [h, , s] = buyer.token.split('.');
    const tampered = `${h}.${b64({ sub: '1', role: 'vendor', exp: 9999999999 })}.${s}`;
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(buyer.id), role: 'buyer', exp: 9999999999 })}.`;
    const expired = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(buyer.id))
      .setIssuedAt(1_600_000_000)
      .setExpirationTime(1_600_000_100)
      .sign(secret);
    const otherKey = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(buyer.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
    for (const token of [tampered, unsigned, expired, otherKey, 'garbage']) {
      const res = await t.call('GET', '/api/buyer/cart', { token });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(API_MESSAGES.sessionInvalid);
    }
    const noScheme = await t.call('GET', '/api/buyer/cart', { headers: { authorization: buyer.token } });
    expect(noScheme.statusCode).toBe(401);
  });

  it('serves the public catalogue to a visitor with a stale token', async () => {
    const res = await t.call('GET', '/api/buyer/recommended', { token: 'stale.token.value' });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends CSP, nosniff, frame-ancestors and referrer policy', async () => {
    const res = await t.call('GET', '/api/buyer/recommended');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('forbids caching answers to a signed-in caller', async () => {
    const res = await t.call('GET', '/api/buyer/cart', { token: buyer.token });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/registration/login', '/api/buyer/cart/checkout', '/api/vendors/analytics']),
    );
  });
});
