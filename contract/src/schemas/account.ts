import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { emailField, newPasswordField } from './fields.js';

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const resetPasswordRequest = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, 'Token is invalid'),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

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

/** What the live event stream tells (DESIGN §11), one JSON object per `data:` line. */
export const liveEvent = z.discriminatedUnion('type', [
  // How the order is paid and where its money stands (DESIGN §12); absent from servers before payments.
  z.object({ type: z.literal('order-placed'), orderId: z.number(), paymentMethod: z.string().optional() }),
  z.object({ type: z.literal('order-status'), orderId: z.number(), status: z.string(), paymentStatus: z.string().optional() }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
