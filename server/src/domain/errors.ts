/**
 * What went wrong, in the domain's words; the edge (http/error-handler.ts) turns each kind into
 * an HTTP status. The message is safe to show the caller as it is.
 */
export type ErrorKind =
  | 'invalid-input'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable'
  | 'payment-required';

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** For `rate-limited` and `unavailable`: when the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** Which of several refusals of one kind this is, for an edge that answers it with more. */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalidInput = (message: string) => new AppError('invalid-input', message);
export const unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const forbidden = (message: string) => new AppError('forbidden', message);
export const notFound = (message: string) => new AppError('not-found', message);
export const conflict = (message: string, reason?: string) => new AppError('conflict', message, undefined, reason);
export const tooLarge = (message: string) => new AppError('too-large', message);
export const rateLimited = (message: string, retryAfterSeconds: number) => new AppError('rate-limited', message, retryAfterSeconds);
/** The server is too busy for this just now, or a dependency (the payment provider) did not answer (503); nothing was changed. */
export const unavailable = (message: string, retryAfterSeconds?: number) => new AppError('unavailable', message, retryAfterSeconds);
export const paymentRequired = (message: string) => new AppError('payment-required', message);
