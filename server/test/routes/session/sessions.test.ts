import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { createBuyer, createVendor, type TestUser } from '../../factories.js';
import { useTwoInstances } from '../../instances.js';
import type { TestApp } from '../../test-app.js';

// Remembered tokens (cache kind `tokens`) must not outlive their session on any instance.
const x = useTwoInstances(() => ({ cacheSeconds: 60 }));

const login = async (t: TestApp, user: TestUser, password = user.password): Promise<string> => {
  const res = await t.call('POST', '/api/registration/login', { body: { email: user.email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
};
const profileStatus = async (t: TestApp, token: string, role: 'buyer' | 'vendor' = 'buyer') =>
  (await t.call('GET', role === 'buyer' ? '/api/buyer/profile' : '/api/vendors/profile', { token })).statusCode;

describe('sessions that end, on every instance at once', () => {
  it('logout revokes the token on both instances, and only that token', async () => {
    const buyer = await createBuyer(x.a);
    const other = await login(x.b, buyer);
    // Both instances have checked and remembered the token.
    expect(await profileStatus(x.a, buyer.token)).toBe(200);
    expect(await profileStatus(x.b, buyer.token)).toBe(200);

    const res = await x.a.call('POST', '/api/session/logout', { token: buyer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(API_MESSAGES.loggedOut);
    for (const t of [x.a, x.b]) {
      const refused = await t.call('GET', '/api/buyer/profile', { token: buyer.token });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(API_MESSAGES.sessionInvalid);
    }
    expect(await profileStatus(x.b, other)).toBe(200);
  });

  it("'Log out everywhere' ends every session of the account, the caller's too, and no one else's", async () => {
    const vendor = await createVendor(x.a);
    const stranger = await createVendor(x.a);
    const second = await login(x.b, vendor);
    expect(await profileStatus(x.a, second, 'vendor')).toBe(200);
    expect(await profileStatus(x.b, vendor.token, 'vendor')).toBe(200);

    const res = await x.b.call('POST', '/api/session/logout-everywhere', { token: vendor.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(API_MESSAGES.loggedOutEverywhere);
    for (const t of [x.a, x.b]) for (const token of [vendor.token, second]) expect(await profileStatus(t, token, 'vendor')).toBe(401);
    expect(await profileStatus(x.a, stranger.token, 'vendor')).toBe(200);
    // A new login works as before.
    expect(await profileStatus(x.a, await login(x.a, vendor), 'vendor')).toBe(200);
  });

  it('a password change keeps the caller signed in and ends every other session', async () => {
    const buyer = await createBuyer(x.a);
    const phone = await login(x.b, buyer);
    expect(await profileStatus(x.b, phone)).toBe(200);
    const res = await x.a.call('PUT', '/api/session/password', {
      token: buyer.token,
      body: { currentPassword: buyer.password, password: 'a brand new secret' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(API_MESSAGES.passwordChanged);
    expect(await profileStatus(x.a, buyer.token)).toBe(200);
    expect(await profileStatus(x.b, buyer.token)).toBe(200);
    expect(await profileStatus(x.a, phone)).toBe(401);
    expect(await profileStatus(x.b, phone)).toBe(401);
    const old = await x.a.call('POST', '/api/registration/login', { body: { email: buyer.email, password: buyer.password } });
    expect(old.statusCode).toBe(401);
    await login(x.a, buyer, 'a brand new secret');
  });

  it('refuses a wrong current password and a short new one, and changes nothing', async () => {
    const buyer = await createBuyer(x.a);
    const phone = await login(x.b, buyer);
    const wrong = await x.a.call('PUT', '/api/session/password', {
      token: buyer.token,
      body: { currentPassword: 'not my password', password: 'a brand new secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(API_MESSAGES.currentPasswordWrong);
    const short = await x.a.call('PUT', '/api/session/password', {
      token: buyer.token,
      body: { currentPassword: buyer.password, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain(VALIDATION.passwordShort);
    expect(await profileStatus(x.b, phone)).toBe(200);
    await login(x.a, buyer);
  });

  it('answers 401 to every session route without a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/session/logout'],
      ['POST', '/api/session/logout-everywhere'],
      ['PUT', '/api/session/password'],
    ] as const) {
      const res = await x.a.call(method, url, { body: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
