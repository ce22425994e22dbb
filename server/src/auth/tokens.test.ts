import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens.js';
import { Kept } from '../cache/kept.js';
import { fakeClock } from '../../test/fake-clock.js';

const secret = new TextEncoder().encode('token-test-secret-that-is-long-enough-for-hs256');

describe('token service', () => {
  it('keeps accepting a verified token only until it expires', async () => {
    const clock = fakeClock();
    // Remembered for longer than the token lives, so the expiry check on a remembered token counts.
    const tokens = createTokenService(secret, 24, new Kept({ ttlSeconds: 60, now: clock.now }).remember('tokens'), clock.now);
    const exp = Math.floor(clock.now() / 1000) + 2;
    const shortLived = await new SignJWT({ role: 'buyer', sid: 's1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setExpirationTime(exp)
      .sign(secret);
    expect(await tokens.verify(shortLived)).toEqual({ userId: 42, role: 'buyer', sessionId: 's1', expiresAt: exp * 1000 });
    expect(await tokens.verify(shortLived)).toEqual({ userId: 42, role: 'buyer', sessionId: 's1', expiresAt: exp * 1000 });
    clock.advance(exp * 1000 - clock.now() + 1);
    expect(await tokens.verify(shortLived)).toBeNull();
  });

  it("does not accept another secret's token because it was verified elsewhere", async () => {
    const mine = createTokenService(secret, 24);
    const theirs = createTokenService(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!'), 24);
    const token = await theirs.sign({ userId: 7, role: 'vendor' });
    expect(await theirs.verify(token)).toMatchObject({ userId: 7, role: 'vendor' });
    expect(await mine.verify(token)).toBeNull();
    expect(await mine.verify(`${token.slice(0, -2)}xx`)).toBeNull();
    // Remembering what verified keys on the token's exact text: an altered signature is checked afresh.
    expect(await theirs.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });

  it('refuses a well-signed token that names no session, and one whose session ended', async () => {
    const open = new Set<string>();
    const tokens = createTokenService(secret, 24, undefined, Date.now, {
      open: async () => {
        open.add('s9');
        return 's9';
      },
      holds: async ({ sessionId }) => open.has(sessionId),
    });
    const token = await tokens.sign({ userId: 9, role: 'buyer' });
    expect(await tokens.verify(token)).toMatchObject({ userId: 9, role: 'buyer', sessionId: 's9' });
    const sessionless = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(sessionless)).toBeNull();
    open.delete('s9');
    expect(await tokens.verify(token)).toBeNull();
  });
});
