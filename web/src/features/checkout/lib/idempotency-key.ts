/**
 * A fresh key for one attempt to place an order (docs/architecture.md#payments `Idempotency-Key`). `randomUUID`
 * exists only on secure origins; elsewhere the key is built from `getRandomValues`, which exists
 * everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
