import type { LoginResponse, SessionUser } from '@seamline/contract';

/** The stored user of spec §3: the login response's user fields, userId renamed to id. */
export const toSessionUser = (r: LoginResponse): SessionUser => ({
  id: r.userId,
  fullName: r.fullName,
  email: r.email,
  role: r.role,
  preferences: r.preferences,
  vendorName: r.vendorName,
});
