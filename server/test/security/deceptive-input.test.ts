import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { dbChecksum } from '../db-checksum.js';
import { buyerPayload } from '../factories.js';
import { useTestApp } from '../test-app.js';

/**
 * Input that looks like one thing and is another: e-mail addresses that add headers to a mailto:
 * link, and e-mails that differ from another account's only in letter case or Unicode form.
 */
const t = useTestApp();

const register = (body: unknown) => t.call('POST', '/api/registration/register', { body });
const login = (email: string, password: string) => t.call('POST', '/api/registration/login', { body: { email, password } });

let seq = 0;
const tag = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

describe('e-mail addresses that would build mail headers', () => {
  const crafted = [
    'mailto@x.test?bcc=victim@y.test',
    'a?cc=b@x.test',
    'a@x.test&cc=b@y.test',
    'a%3Fbcc%3Db@x.test',
    '"quoted"@x.test',
    'a,b@x.test',
    '<a@x.test>',
    'a\r\nbcc:b@x.test',
    'a..b@x.test',
    'a@x..test',
    // Turned into '?' by NFKC: checked after normalising, not before.
    'mailto@x.test\uFF1Fbcc=victim@y.test',
  ];

  it.each(crafted)('refuses %j at registration with the spec message', async (email) => {
    const before = await dbChecksum(t.db);
    const res = await register(buyerPayload({ email }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.emailInvalid);
    expect(res.json().fieldErrors).toMatchObject({ email: VALIDATION.emailInvalid });
    expect(await dbChecksum(t.db)).toBe(before);
  });

  it('refuses a crafted address at login too: it cannot name an account', async () => {
    const res = await login('mailto@x.test?bcc=victim@y.test', 'correct horse battery');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: VALIDATION.emailInvalid, fieldErrors: { email: VALIDATION.emailInvalid } });
  });

  it.each([
    `plain-${tag()}@example.test`,
    `o'brien+shop-${tag()}@mail.example.test`,
    `first.last_${tag()}@sub-domain.example`,
    `x${tag()}@localhost`,
    `zoë-${tag()}@exämple.test`,
  ])('still accepts the ordinary address %j', async (email) => {
    const res = await register(buyerPayload({ email }));
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('e-mails compared after NFKC normalisation and case folding', () => {
  it('treats a full-width address as the same account', async () => {
    const payload = buyerPayload({ email: 'admin@example.test' });
    expect((await register(payload)).statusCode).toBe(201);

    const twin = await register(buyerPayload({ email: 'ＡＤＭＩＮ@example.test' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(API_MESSAGES.emailTaken);

    const res = await login('ＡＤＭＩＮ@ＥＸＡＭＰＬＥ.ＴＥＳＴ', payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('admin@example.test');
  });

  it('stores a full-width address in its normal form', async () => {
    const id = tag();
    const payload = buyerPayload({ email: `Ｓｈｏｐｐｅｒ-${id}@Ｅｘａｍｐｌｅ.test` });
    expect((await register(payload)).statusCode).toBe(201);
    const res = await login(`shopper-${id}@example.test`, payload.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(`shopper-${id}@example.test`);
  });
});
