import { describe, expect, it } from 'vitest';
import { instanceEnv, PROXY_ADDRESS } from '../../../scripts/cluster-env.mjs';
import { loadConfig } from '../../src/config.js';
import { buyerPayload } from '../factories.js';
import { useTestApp } from '../test-app.js';

const LIMIT = 5;
const register = (t: ReturnType<typeof useTestApp>, remoteAddress: string, forwardedFor: string) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/registration/register',
      payload: buyerPayload(),
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    })
    .then((r) => r.statusCode);

describe('without TRUST_PROXY (the default)', () => {
  const t = useTestApp({ rateLimit: true, registerPerMinute: LIMIT });

  it('counts a client by the address the server sees, whatever X-Forwarded-For claims', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) codes.push(await register(t, '10.70.0.1', `203.0.113.${i}`));
    expect(codes.filter((c) => c === 201)).toHaveLength(LIMIT);
    expect(codes.slice(LIMIT).every((c) => c === 429)).toBe(true);
  });
});

describe('with TRUST_PROXY=1 (one proxy in front)', () => {
  const t = useTestApp({ rateLimit: true, registerPerMinute: LIMIT, trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });

  it('counts each client the proxy names, and only the nearest hop', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) codes.push(await register(t, '127.0.0.1', `203.0.113.${i}`));
    expect(codes.every((c) => c === 201)).toBe(true);
    // A client that forges an earlier hop is still counted by the address the proxy saw.
    const forged: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) forged.push(await register(t, '127.0.0.1', `198.51.100.${i}, 192.0.2.9`));
    expect(forged.filter((c) => c === 201)).toHaveLength(LIMIT);
  });
});

describe('as `npm run cluster` starts its instances (review 2, F15)', () => {
  const env = instanceEnv({}, { port: 8080, instancePort: 3001 });
  const t = useTestApp({ rateLimit: true, registerPerMinute: LIMIT, trustProxy: loadConfig({ TRUST_PROXY: env.TRUST_PROXY }).trustProxy });

  it("believes X-Forwarded-For from nginx's address only, not from a caller that reaches an instance directly", async () => {
    expect(env.TRUST_PROXY).toBe(PROXY_ADDRESS);
    expect(env.HOST).toBe('127.0.0.1');
    const direct: number[] = [];
    for (let i = 0; i < 3 * LIMIT; i++) direct.push(await register(t, '127.0.0.2', `203.0.113.${i}`));
    expect(direct.filter((c) => c === 201)).toHaveLength(LIMIT);
    const throughNginx: number[] = [];
    for (let i = 0; i < 2 * LIMIT; i++) throughNginx.push(await register(t, PROXY_ADDRESS, `198.51.100.${i}`));
    expect(throughNginx.every((c) => c === 201)).toBe(true);
  });
});

describe('TRUST_PROXY values', () => {
  it('is off by default, a hop count, or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
