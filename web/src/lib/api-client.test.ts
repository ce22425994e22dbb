import { MODERATION_MESSAGES } from '@seamline/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { mockFetch } from '@/test/fetch-mock';
import { jsonResponse, storeSession } from '@/test/render';
import { ApiError, api, apiRequest, buildUrl, errorMessage } from './api-client';
import { endedSession } from './api-error';
import { onSessionExpired } from './session-events';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const fetchMock = mockFetch();
beforeEach(() => vi.mocked(toast.error).mockClear());

const signIn = () => storeSession({ id: 1, fullName: 'A', email: 'a@b.c', role: 'buyer', preferences: null, vendorName: null }, 'tok');

describe('api-client', () => {
  it('sends JSON with the bearer token and returns the body', async () => {
    signIn();
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    await expect(api.post('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await api.get('/api/buyer/recommended');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers).toBeDefined();
    expect(headers?.Authorization).toBeUndefined();
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/api/s', { searchTerm: 'red shoe', category: undefined, offset: 0 })).toBe('/api/s?searchTerm=red+shoe&offset=0');
  });

  it('reads the message of an error response', async () => {
    fetchMock.mockResolvedValue(jsonResponse(409, { message: 'Only 2 of Tee in stock' }));
    const error = await api.post('/api/buyer/cart/checkout').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(errorMessage(error, 'Failed to process your order')).toBe('Only 2 of Tee in stock');
    expect(errorMessage(new Error('network'), 'Failed to process your order')).toBe('Failed to process your order');
  });

  it('keeps the whole error answer for a refusal that says more than its message', async () => {
    const answer = { message: 'Prices in your cart have changed', cart: [] };
    fetchMock.mockResolvedValue(jsonResponse(409, answer));
    const error = await api.post('/api/buyer/cart/checkout', { expectedTotal: 1 }).catch((e: unknown) => e);
    expect((error as ApiError).body).toEqual(answer);
  });

  it('on 401 clears the session, toasts and tells the app to go to /login', async () => {
    signIn();
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Your session is invalid or has expired' }));
    await expect(api.get('/api/buyer/cart')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Session expired', expect.objectContaining({ description: 'Please login again' }));
    expect(listener).toHaveBeenCalledOnce();
  });

  it('tells the first listener of a session that ended before anyone listened, with no page reload', async () => {
    signIn();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'expired' }));
    await expect(api.get('/api/buyer/orders')).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).toHaveBeenCalledWith('Session expired', expect.objectContaining({ description: 'Please login again' }));
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    expect(listener).toHaveBeenCalledOnce();
    off();
    expect(assign).not.toHaveBeenCalled();
  });

  it('ends the session on a first 403 but not on a retried one', async () => {
    signIn();
    const off = onSessionExpired(() => {});
    fetchMock.mockImplementation(async () => jsonResponse(403, { message: 'You do not have access to this resource' }));
    await expect(apiRequest('/api/vendors/products', { retried: true })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBe('tok');
    await expect(apiRequest('/api/vendors/products')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('token')).toBeNull();
    off();
  });

  it("keeps the session on a suspended shop's 403: the vendor still works on its orders", async () => {
    signIn();
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    fetchMock.mockImplementation(async () => jsonResponse(403, { message: MODERATION_MESSAGES.shopSuspended }));
    const error = await api.put('/api/vendors/profile', {}).catch((e: unknown) => e);
    off();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Your shop is suspended');
    // Its callers say why the change was refused rather than leaving it to a 'Session expired' toast.
    expect(endedSession(error)).toBe(false);
    expect(endedSession(new ApiError(403, 'You do not have access to this resource'))).toBe(true);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(listener).not.toHaveBeenCalled();
  });

  it('treats a failed login (a credential check) as a plain failure', async () => {
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password' }));
    const error = await api
      .post('/api/registration/login', { email: 'a@b.c', password: 'x' }, { credentialCheck: true })
      .catch((e: unknown) => e);
    off();
    expect(errorMessage(error, 'fallback')).toBe('Invalid email or password');
    expect(toast.error).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 sent without a token (another tab signed out and took it)', async () => {
    signIn();
    // What another tab's logout does to this tab's storage.
    localStorage.removeItem('token');
    const listener = vi.fn();
    const off = onSessionExpired(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Authentication required' }));
    await expect(api.post('/api/buyer/cart', { productId: 1, quantity: 1 })).rejects.toBeInstanceOf(ApiError);
    off();
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Session expired', expect.objectContaining({ description: 'Please login again' }));
    expect(listener).toHaveBeenCalledOnce();
  });
});
