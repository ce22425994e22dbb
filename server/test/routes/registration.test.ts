import { API_MESSAGES, VALIDATION } from '@seamline/contract';
import { describe, expect, it } from 'vitest';
import { buyerPayload, vendorPayload } from '../factories.js';
import { useTestApp } from '../test-app.js';

const t = useTestApp();

const register = (body: unknown) => t.call('POST', '/api/registration/register', { body });
const login = (body: unknown) => t.call('POST', '/api/registration/login', { body });

describe('POST /api/registration/register', () => {
  it('registers a buyer and answers the new id', async () => {
    const res = await register(buyerPayload({ email: 'New.Buyer@Example.test' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ userId: expect.any(Number), message: API_MESSAGES.registered });
  });

  it('registers a vendor with a vendor name', async () => {
    const res = await register(vendorPayload({ vendorName: 'Northwind' }));
    expect(res.statusCode).toBe(201);
  });

  it('refuses a second account for the same email, in any letter case', async () => {
    await register(buyerPayload({ email: 'twice@example.test' }));
    const res = await register(buyerPayload({ email: 'TWICE@example.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(API_MESSAGES.emailTaken);
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['missing full name', { fullName: undefined }, VALIDATION.fullNameRequired],
    ['blank full name', { fullName: '   ' }, VALIDATION.fullNameRequired],
    ['missing email', { email: undefined }, VALIDATION.emailRequired],
    ['malformed email', { email: 'not-an-email' }, VALIDATION.emailInvalid],
    ['missing password', { password: undefined }, VALIDATION.passwordRequired],
    ['short password', { password: 'short' }, VALIDATION.passwordShort],
    ['missing role', { role: undefined }, VALIDATION.roleRequired],
    ['unknown role', { role: 'admin' }, VALIDATION.roleRequired],
    ['buyer without preferences', { preferences: undefined }, VALIDATION.preferencesRequired],
    ['buyer with a bad preference', { preferences: 'pets' }, VALIDATION.preferencesRequired],
    ['missing address', { addressLine1: '' }, VALIDATION.addressRequired],
    ['missing city', { city: undefined }, VALIDATION.cityRequired],
    ['missing postal code', { postalCode: '' }, VALIDATION.postalCodeRequired],
    ['missing country', { country: undefined }, VALIDATION.countryRequired],
    ['over-long name', { fullName: 'x'.repeat(121) }, VALIDATION.tooLong('Full Name', 120)],
    ['comma in city', { city: 'Paris, France' }, `City ${VALIDATION.noCommas}`],
  ];
  it.each(cases)('answers 400 for %s', async (_name, patch, message) => {
    const res = await register({ ...buyerPayload(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('requires a vendor name for vendors', async () => {
    const res = await register({ ...vendorPayload(), vendorName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VALIDATION.vendorNameRequired);
    expect(res.json().fieldErrors).toEqual({ vendorName: VALIDATION.vendorNameRequired });
  });

  it('lists every failing field at once', async () => {
    const res = await register({ role: 'buyer' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fieldErrors;
    expect(fields.fullName).toBe(VALIDATION.fullNameRequired);
    expect(fields.email).toBe(VALIDATION.emailRequired);
    expect(fields.password).toBe(VALIDATION.passwordRequired);
    expect(fields.city).toBe(VALIDATION.cityRequired);
  });
});

describe('POST /api/registration/login', () => {
  it('answers the spec login response with a working token', async () => {
    const payload = vendorPayload({ email: 'login.vendor@example.test', vendorName: 'Login Store' });
    await register(payload);
    const res = await login({ email: 'LOGIN.vendor@example.test', password: payload.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      userId: expect.any(Number),
      fullName: payload.fullName,
      email: 'login.vendor@example.test',
      role: 'vendor',
      preferences: null,
      vendorName: 'Login Store',
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });
    expect(JSON.stringify(body)).not.toMatch(/argon|password/i);
    const profile = await t.call('GET', '/api/vendors/profile', { token: body.token });
    expect(profile.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const payload = buyerPayload();
    await register(payload);
    const wrong = await login({ email: payload.email, password: 'wrong password!' });
    const unknown = await login({ email: 'nobody@example.test', password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: API_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    [{ password: 'x' }, VALIDATION.emailRequired],
    [{ email: 'a@b', password: '' }, VALIDATION.passwordRequired],
    [{ email: 'nope', password: 'x' }, VALIDATION.emailInvalid],
  ])('validates %j', async (body, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
