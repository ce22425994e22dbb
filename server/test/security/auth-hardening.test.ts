import { API_MESSAGES } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { buyerPayload } from '../factories.js';
import { fakeClock } from '../fake-clock.js';
import { startTestApp, useTestApp } from '../test-app.js';

const clock = fakeClock();

const t = useTestApp({ now: clock.now, rateLimit: true, registerPerMinute: 4, loginPerMinute: 40, loginFailuresBeforeBackoff: 3 });

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/registration/login', payload: { email, password }, remoteAddress: ip });
const register = (ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/registration/register', payload: buyerPayload(), remoteAddress: ip });

describe('login backoff per client address and account', () => {
  it('backs one address off an account after repeated failures, then lets the right password in', async () => {
    const payload = buyerPayload();
    expect((await t.call('POST', '/api/registration/register', { body: payload })).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await login(payload.email, 'wrong password', '10.1.0.1')).statusCode).toBe(401);

    const locked = await login(payload.email, payload.password, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(API_MESSAGES.tooManyRequests);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another address is not held back by this one's failures.
    expect((await login(payload.email, payload.password, '10.2.0.1')).statusCode).toBe(200);

    clock.advance(1001);
    const ok = await login(payload.email, payload.password, '10.1.0.1');
    expect(ok.statusCode).toBe(200);
    // Success clears the count: a single mistake is not locked out again.
    expect((await login(payload.email, 'wrong password', '10.1.0.1')).statusCode).toBe(401);
    expect((await login(payload.email, payload.password, '10.1.0.1')).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure', async () => {
    const payload = buyerPayload();
    await t.call('POST', '/api/registration/register', { body: payload });
    for (let i = 0; i < 3; i++) await login(payload.email, 'nope nope');
    clock.advance(1001);
    expect((await login(payload.email, 'nope nope')).statusCode).toBe(401);
    const again = await login(payload.email, payload.password);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe(2);
  });

  it('counts unknown emails too, so probing them is throttled the same way', async () => {
    for (let i = 0; i < 3; i++) await login('ghost@example.test', 'whatever');
    expect((await login('ghost@example.test', 'whatever')).statusCode).toBe(429);
  });
});

describe('rate limits per IP', () => {
  it('limits registrations per IP per minute', async () => {
    for (let i = 0; i < 4; i++) expect((await register('10.9.9.9')).statusCode).toBe(201);
    const limited = await register('10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(API_MESSAGES.tooManyRequests);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await register('10.9.9.10')).statusCode).toBe(201);
  });

  it('limits login attempts per IP per minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 42; i++) codes.push((await login(`probe${i}@example.test`, 'x', '10.7.7.7')).statusCode);
    expect(codes.slice(0, 40).every((c) => c === 401)).toBe(true);
    expect(codes.slice(40)).toEqual([429, 429]);
  });
});

describe('same answer, similar time', () => {
  it('takes about as long for an unknown email as for a wrong password', async () => {
    // Without limits, so every attempt reaches the password check.
    const open = await startTestApp();
    const payload = buyerPayload();
    await open.call('POST', '/api/registration/register', { body: payload });
    const unknownEmail = `nobody-${Date.now()}@example.test`;
    const timed = async (email: string, i: number) => {
      const start = process.hrtime.bigint();
      const res = await open.call('POST', '/api/registration/login', { body: { email, password: `wrong-${i}` } });
      expect(res.statusCode).toBe(401);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    // Alternating, so a busy moment of the machine (other suites run alongside) slows both alike.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      knownTimes.push(await timed(payload.email, i));
      unknownTimes.push(await timed(unknownEmail, i));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4] as number;
    const known = median(knownTimes);
    const unknown = median(unknownTimes);
    await open.close();
    // Both paths run one argon2id verification, which dominates; a skipped hash would be ~100× faster.
    expect(unknown / known).toBeGreaterThan(0.4);
    expect(unknown / known).toBeLessThan(2.5);
  });
});
