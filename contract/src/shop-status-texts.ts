import { MODERATION_TEXTS } from './moderation.js';

/** Where a shop owner asks about a suspension. */
export const VENDOR_SUPPORT_EMAIL = 'vendors@seamline.example';

/**
 * A suspended shop's screens and mails (docs/decisions/218): what is not offered while suspended and why,
 * and the mails of the suspension and the reactivation. No zod, so any page may import them.
 */
export const SHOP_STATUS_TEXTS = {
  /** Beside the catalogue's actions, which are not offered while suspended. */
  catalogueLocked: "Your shop is suspended, so products can't be added, imported or changed.",
  profileLocked: "Your shop is suspended, so its profile can't be changed.",
  sizeChartsLocked: "Your shop is suspended, so size charts can't be changed.",
  askWhy: `To ask why, or to appeal, write to ${VENDOR_SUPPORT_EMAIL}.`,
  suspendedSubject: 'Your shop is suspended',
  suspendedMail: (store: string) =>
    `The marketplace has suspended your shop${store ? ` ${store}` : ''}. ${MODERATION_TEXTS.suspendedNotice.body}`,
  reactivatedSubject: 'Your shop is active again',
  reactivatedMail: (store: string) =>
    `The marketplace has reactivated your shop${store ? ` ${store}` : ''}. Buyers can find your products again, and you can add and change products, size charts and your profile.`,
  openDashboard: 'Open your dashboard',
  /** The live update that reaches an open vendor screen. */
  suspendedNow: 'Your shop has just been suspended',
  reactivatedNow: 'Your shop is active again',
} as const;
