import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhooks with (docs/architecture.md#payments). */
export const SIGNATURE_HEADER = 'seamline-signature';
/** The most events the sandbox sends in one delivery (`{ events: [...] }`, in the order they happened). */
export const WEBHOOK_BATCH_MAX = 100;
/** A signature older than this is refused, so a captured webhook cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: string) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function signWebhook(secret: string, body: string, nowSeconds: number): string {
  return `t=${nowSeconds},v1=${hmac(secret, nowSeconds, body)}`;
}

/**
 * Why a delivery's signature is refused (missing, malformed, wrong or stale), or null when it holds;
 * compares in constant time. The shop checks the sandbox's webhooks with it, as with a provider's SDK.
 */
export function signatureFault(secret: string, body: string, header: string | string[] | undefined, nowSeconds: number): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'missing signature';
  const parts = new Map(value.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed signature';
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return 'stale signature';
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex')) ? null : 'wrong signature';
}
