import { ERRORS, SHOP_SUSPENDED_MESSAGE } from '@seamline/contract';
import { toast } from '@/lib/toast';
import { TOAST_IDS } from '@/lib/toast/toast-ids';
import { ApiError } from './api-error';
import { emitSessionExpired } from './session-events';
import { clearSession, getToken } from './session-storage';

export { ApiError, errorMessage } from './api-error';

type Params = Record<string, string | number | readonly string[] | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  params?: Params;
  signal?: AbortSignal;
  /** Spec §7: a 403 ends the session only on a request not yet retried. */
  retried?: boolean;
  /** Headers of this call (`If-Match`, `Idempotency-Key`); the session and content headers are set here. */
  headers?: Record<string, string>;
  /** A request that checks credentials (login): its 401 means wrong email or password, not an ended session. */
  credentialCheck?: boolean;
  /**
   * A call to another party (the payment provider's token endpoint): no session token goes with
   * it, and its 401 or 403 ends no session.
   */
  anonymous?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export function buildUrl(path: string, params?: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) for (const v of value) query.append(key, v);
    else if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Clears the session and says so; uploads with progress (api-upload.ts) end it the same way. */
export function endSession(): void {
  clearSession();
  toast.error(ERRORS.sessionExpired.title, {
    group: TOAST_IDS.session,
    description: ERRORS.sessionExpired.description,
  });
  emitSessionExpired();
}

/**
 * Spec §8: a 401, or a 403 on a request not yet retried, means the session is over. A suspended
 * shop's refusal ('Your shop is suspended') is no verdict on the session: the vendor stays signed
 * in to work on its orders (decision 153).
 */
export const endsSession = (status: number, retried = false, message?: string): boolean =>
  status === 401 || (status === 403 && !retried && message !== SHOP_SUSPENDED_MESSAGE);

/** The server's `message` and field errors of a failed answer's body, when it sent them. */
export function failureOf(data: unknown): { message?: string; fieldErrors?: Record<string, string> } {
  const payload = (typeof data === 'object' && data) as { message?: unknown; fieldErrors?: Record<string, string> } | false;
  if (!payload) return {};
  return { message: typeof payload.message === 'string' ? payload.message : undefined, fieldErrors: payload.fieldErrors };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The one fetch wrapper: same origin, JSON, bearer token when present (spec §7). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', body, params, signal, retried = false, credentialCheck = false, anonymous = false } = options;
  const token = anonymous ? null : getToken();
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path, params), {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const data = await readBody(response);

  if (!response.ok) {
    // Spec §8: every 401 ends the session, whether or not a token went out (another tab may have
    // signed out and taken it); a failed login is just a failure.
    const { message, fieldErrors } = failureOf(data);
    if (!credentialCheck && !anonymous && endsSession(response.status, retried, message)) endSession();
    throw new ApiError(response.status, message, fieldErrors, data);
  }
  return { data: data as T, headers: response.headers };
}

const send =
  (method: RequestOptions['method']) =>
  async <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    (await apiRequest<T>(path, { ...options, method, body })).data;

export const api = {
  get: async <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    (await apiRequest<T>(path, { ...options, method: 'GET' })).data,
  post: send('POST'),
  put: send('PUT'),
  delete: send('DELETE'),
};
