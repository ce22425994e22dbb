/**
 * The sandbox payment provider's one door: what the shop (payments/plugin.ts embeds it,
 * payments/sandbox-client.ts calls it) and the tests may use. Everything else in sandbox/ is its
 * own; a test in domain/layers.test.ts holds every import from outside to this file.
 */
export type { Authorization, AuthorizationStatus, MoneyResult, Operation, SandboxEvent, Transfer } from './api.js';
export { createTestClock, type TestClock } from './clock.js';
export { type SandboxControls, sandboxPlugin } from './plugin.js';
export { SIGNATURE_HEADER, signatureFault, WEBHOOK_BATCH_MAX } from './signature.js';
export { type WebhookMode, type WebhookSender, webhookSender } from './webhooks.js';
