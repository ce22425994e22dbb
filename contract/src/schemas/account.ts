import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { emailField, newPasswordField } from './fields.js';

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

const resetToken = z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is invalid');

export const resetPasswordRequest = z.object({
  token: resetToken,
  password: newPasswordField,
});

/** `POST /api/registration/reset-password/check`: whether a reset link still works; the same shape for unknown, used and expired. */
export const resetLinkCheckRequest = z.object({ token: resetToken });
export const resetLinkCheckResponse = z.object({ usable: z.boolean() });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** The token of the link in the verification mail (`/verify-email?token=…`). */
export const verifyEmailRequest = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is invalid'),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

/** Whether the signed-in account's address is confirmed, for both profile screens. */
export const emailVerificationState = z.object({ emailAddress: z.string(), emailVerified: z.boolean() });
export type EmailVerificationState = z.infer<typeof emailVerificationState>;

export const changePasswordRequest = z.object({
  currentPassword: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(LIMITS.passwordMax, VALIDATION.passwordLong),
  password: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** A short-lived ticket that opens the live event stream (`GET /api/events?ticket=…`). */
export const eventsTicketResponse = z.object({ ticket: z.string(), expiresInSeconds: z.number() });

/** What the live event stream tells (docs/architecture.md#accounts-mail-live), one JSON object per `data:` line. */
export const liveEvent = z.discriminatedUnion('type', [
  // How the order is paid and where its money stands (docs/architecture.md#payments); absent from servers before payments.
  z.object({ type: z.literal('order-placed'), orderId: z.number(), paymentMethod: z.string().optional() }),
  z.object({ type: z.literal('order-status'), orderId: z.number(), status: z.string(), paymentStatus: z.string().optional() }),
  // A return moved (docs/architecture.md#returns): its buyer and vendor hear where it stands.
  z.object({ type: z.literal('return'), returnId: z.number(), orderId: z.number(), status: z.string() }),
  // The operator suspended or reactivated the vendor's shop (docs/decisions/218): its open screens follow.
  z.object({ type: z.literal('shop-status'), status: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
