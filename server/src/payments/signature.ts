import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRefused } from './provider.js';

/** The header the sandbox signs its webhooks with (DESIGN §12). */
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

/** Refuses a missing, malformed, wrong or stale signature; compares in constant time. */
export function verifySignature(secret: string, body: string, header: string | string[] | undefined, nowSeconds: number): void {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) throw new WebhookRefused('missing signature');
  const parts = new Map(value.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) throw new WebhookRefused('malformed signature');
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookRefused('stale signature');
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) throw new WebhookRefused('wrong signature');
}
