import { z } from 'zod';
import { CATEGORIES, LIMITS, ROLES } from '../constants.js';
import { VALIDATION } from '../messages.js';
import { addressFields, emailField, newPasswordField, roleField, visibleText } from './fields.js';

export const loginRequest = z.object({
  email: emailField,
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(LIMITS.passwordMax, VALIDATION.passwordLong),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const registrationFields = z.object({
  fullName: visibleText(VALIDATION.fullNameRequired, 'Full Name', LIMITS.nameMax),
  email: emailField,
  password: newPasswordField,
  role: roleField,
  preferences: z.string().optional().nullable(),
  vendorName: z.string().optional().nullable(),
  ...addressFields,
});

/** Registration (spec §3, §5): buyers need preferences, vendors a vendor name. */
export const registerRequest = registrationFields
  .superRefine((v, ctx) => {
    if (v.role === 'buyer' && !CATEGORIES.includes(v.preferences as (typeof CATEGORIES)[number])) {
      ctx.addIssue({ code: 'custom', path: ['preferences'], message: VALIDATION.preferencesRequired });
    }
    if (v.role === 'vendor') {
      const parsed = visibleText(VALIDATION.vendorNameRequired, 'Vendor name', LIMITS.nameMax).safeParse(v.vendorName ?? '');
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', path: ['vendorName'], message: parsed.error.issues[0]?.message ?? VALIDATION.vendorNameRequired });
      }
    }
  })
  .transform((v) => ({
    ...v,
    preferences: v.role === 'buyer' ? (v.preferences as (typeof CATEGORIES)[number]) : null,
    vendorName: v.role === 'vendor' ? (v.vendorName ?? '').trim() : null,
  }));
export type RegisterRequest = z.input<typeof registerRequest>;

export const registerResponse = z.object({ userId: z.number(), message: z.string() });

export const sessionUser = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  preferences: z.string().nullable(),
  vendorName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  preferences: z.string().nullable(),
  vendorName: z.string().nullable(),
  token: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponse>;
