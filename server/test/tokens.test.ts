import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../src/auth/tokens.js';

const secret = new TextEncoder().encode('token-test-secret-that-is-long-enough-for-hs256');

describe('token service', () => {
  it('keeps accepting a verified token only until it expires', async () => {
    const tokens = createTokenService(secret, 24);
    // Expiry is in whole seconds: two of them leave at least one for the checks before it.
    const exp = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ role: 'buyer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('42')
      .setExpirationTime(exp)
      .sign(secret);
    expect(await tokens.verify(shortLived)).toEqual({ userId: 42, role: 'buyer' });
    expect(await tokens.verify(shortLived)).toEqual({ userId: 42, role: 'buyer' });
    await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 100));
    expect(await tokens.verify(shortLived)).toBeNull();
  });

  it("does not accept another secret's token because it was verified elsewhere", async () => {
    const mine = createTokenService(secret, 24);
    const theirs = createTokenService(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256!'), 24);
    const token = await theirs.sign({ userId: 7, role: 'vendor' });
    expect(await theirs.verify(token)).toEqual({ userId: 7, role: 'vendor' });
    expect(await mine.verify(token)).toBeNull();
    expect(await mine.verify(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
