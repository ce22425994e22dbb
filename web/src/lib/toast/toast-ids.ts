/**
 * Toasts of one kind share a group, so a newer one replaces the older: 'Login
 * successful!' takes the place of 'Login failed' or 'Session expired', 'Password changed' that of
 * 'Change failed', a cart success that of a cart failure.
 */
export const TOAST_IDS = {
  session: 'session',
  passwordChange: 'password-change',
  cart: 'cart',
} as const;
