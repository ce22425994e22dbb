// The texts alone: the app's query cache loads this module first thing, before zod may load (zod-jitless.ts).
import { SHOP_SUSPENDED_MESSAGE } from '@seamline/contract/app-texts';

/** A failed API call: the HTTP status and the server's `message` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  /** The whole answer, for a refusal that says more than its message (e.g. checkout's 409 cart). */
  readonly body: unknown;

  constructor(status: number, serverMessage?: string, fieldErrors?: Record<string, string>, body?: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.fieldErrors = fieldErrors;
    this.body = body;
  }
}

/** Spec §8: every failure shows the server's message when present, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/**
 * A 401/403 has already ended the session with its own toast; callers need not add another. A
 * suspended shop's 403 ends none (decision 153): its callers say why the change was refused.
 */
export const endedSession = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 401 || (error.status === 403 && error.serverMessage !== SHOP_SUSPENDED_MESSAGE));
