import { API_MESSAGES } from '@seamline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buyerPayload } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { useTestApp } from '../test-app.js';

/** Every password check the server makes (a real one, or the stand-in for an unknown e-mail). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/auth/password.js')>();
  return {
    ...real,
    verifyPassword: (stored: string, password: string) => {
      checks.count += 1;
      return real.verifyPassword(stored, password);
    },
    burnVerification: (password: string) => {
      checks.count += 1;
      return real.burnVerification(password);
    },
  };
});

const ALLOWANCE = 3;
const CEILING = 20;
const clock = fakeClock();
const t = useTestApp({
  now: clock.now,
  rateLimit: true,
  loginPerMinute: 100_000,
  loginFailuresBeforeBackoff: ALLOWANCE,
  loginAttemptsPerAccountPerHour: CEILING,
});

const login = (email: string, password: string, address: string) =>
  t.app.inject({ method: 'POST', url: '/api/registration/login', payload: { email, password }, remoteAddress: address });
const account = async () => {
  const payload = buyerPayload();
  expect((await t.call('POST', '/api/registration/register', { body: payload })).statusCode).toBe(201);
  return payload;
};

beforeEach(() => {
  checks.count = 0;
});

describe('login attempts are counted before the password is checked', () => {
  it('checks at most the allowance of 200 parallel guesses from one address', async () => {
    const { email } = await account();
    const codes = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(email, `guess-${i}`, '10.20.0.1').then((r) => r.statusCode)),
    );
    expect(checks.count).toBe(ALLOWANCE);
    expect(codes.filter((c) => c === 401)).toHaveLength(ALLOWANCE);
    expect(codes.filter((c) => c === 429)).toHaveLength(200 - ALLOWANCE);
  });

  it('does not let the right password through a parallel burst of wrong ones', async () => {
    const { email, password } = await account();
    const guesses = Array.from({ length: 99 }, (_, i) => login(email, `guess-${i}`, '10.21.0.1'));
    const right = login(email, password, '10.21.0.1');
    const codes = (await Promise.all([...guesses, right])).map((r) => r.statusCode);
    expect(checks.count).toBe(ALLOWANCE);
    expect(codes.filter((c) => c !== 429)).toHaveLength(ALLOWANCE);
  });

  it('counts guesses at an unknown e-mail the same way', async () => {
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => login('nobody-here@example.test', 'x', '10.22.0.1').then((r) => r.statusCode)),
    );
    expect(checks.count).toBe(ALLOWANCE);
    expect(codes.filter((c) => c === 429)).toHaveLength(50 - ALLOWANCE);
  });
});

describe('an attacker elsewhere cannot keep the owner out', () => {
  it('lets the owner in from their own address while another address is locked', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 10; i++) await login(email, 'wrong', '10.30.0.1');
    expect((await login(email, password, '10.30.0.1')).statusCode).toBe(429);
    expect((await login(email, password, '10.30.0.2')).statusCode).toBe(200);
  });

  it('holds unknown addresses to the hourly ceiling, but not the address the owner signed in from', async () => {
    const { email, password } = await account();
    expect((await login(email, password, '10.40.0.1')).statusCode).toBe(200);
    checks.count = 0;
    // One guess from each of many addresses: only the ceiling's worth are checked.
    const codes: number[] = [];
    for (let i = 0; i < 3 * CEILING; i++) codes.push((await login(email, 'wrong', `10.41.${i >> 8}.${i & 255}`)).statusCode);
    // The owner's own first sign-in, from a then unknown address, was one of the hour's attempts.
    expect(checks.count).toBe(CEILING - 1);
    expect(codes.slice(CEILING - 1).every((c) => c === 429)).toBe(true);
    // The owner's known address still gets in; a new address waits for the hour to pass.
    expect((await login(email, password, '10.40.0.1')).statusCode).toBe(200);
    const fresh = await login(email, password, '10.42.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toBe(API_MESSAGES.tooManyRequests);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3000);
    clock.advance(3_600_001);
    expect((await login(email, password, '10.42.0.1')).statusCode).toBe(200);
  });
});

describe('guesses an attacker gets in an hour (figures for docs/security.md)', () => {
  /** Guesses as fast as the server allows for one hour of the clock; answers how many were checked. */
  async function guessForAnHour(email: string, addressOf: (i: number) => string): Promise<number> {
    checks.count = 0;
    const end = clock.now() + 3_600_000;
    for (let i = 0; clock.now() < end && i < 100_000; i++) {
      const res = await login(email, 'wrong', addressOf(i));
      if (res.statusCode === 429) {
        const wait = Number(res.headers['retry-after']) * 1000;
        if (clock.now() + wait >= end) break;
        clock.advance(wait);
      }
    }
    clock.advance(Math.max(0, end - clock.now()) + 1);
    return checks.count;
  }

  it('from one address: the allowance, then one guess per doubling wait', async () => {
    const { email } = await account();
    const checked = await guessForAnHour(email, () => '10.50.0.1');
    // 3 free, then waits of 1, 2, 4 … 512 s and 900 s each: 3 + 10 + 2 or 3 in an hour.
    expect(checked).toBeGreaterThanOrEqual(14);
    expect(checked).toBeLessThanOrEqual(16);
    console.log(`login guesses checked in an hour from one address: ${checked}`);
  });

  it('from a new address for every guess: the account ceiling', async () => {
    const { email } = await account();
    const checked = await guessForAnHour(email, (i) => `10.60.${i >> 8}.${i & 255}`);
    expect(checked).toBe(CEILING);
    console.log(`login guesses checked in an hour from ever-new addresses: ${checked}`);
  });
});

describe('a password change checks the current password under the same throttle', () => {
  const change = (token: string, currentPassword: string, address: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/session/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword, password: 'a brand new secret' },
      remoteAddress: address,
    });
  const signIn = async (email: string, password: string, address: string): Promise<string> => {
    const res = await login(email, password, address);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token;
  };

  it('gives a stolen session the allowance per address, then 429 with Retry-After; the right password then waits too', async () => {
    const { email, password } = await account();
    const token = await signIn(email, password, '10.40.0.1');
    checks.count = 0;
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await change(token, `guess-${i}`, '10.40.0.9')).statusCode);
    expect(checks.count).toBe(ALLOWANCE);
    expect(codes.slice(0, ALLOWANCE)).toEqual(Array(ALLOWANCE).fill(400));
    expect(codes.slice(ALLOWANCE)).toEqual(Array(12 - ALLOWANCE).fill(429));
    const right = await change(token, password, '10.40.0.9');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The password is unchanged: it still signs in.
    await signIn(email, password, '10.40.0.1');
  });

  it('spread over many addresses, gets the account ceiling shared with login, no more', async () => {
    const { email, password } = await account();
    const token = await signIn(email, password, '10.41.0.1');
    checks.count = 0;
    for (let a = 0; a < 10; a++) for (let i = 0; i < ALLOWANCE; i++) await change(token, `guess-${a}-${i}`, `10.41.1.${a}`);
    // The owner's first sign-in, from an address then new, took one of the hour's attempts.
    expect(checks.count).toBe(CEILING - 1);
    expect((await login(email, password, '10.41.2.1')).statusCode).toBe(429);
    // The owner's own address still changes the password.
    expect((await change(token, password, '10.41.0.1')).statusCode).toBe(200);
  });
});
