/**
 * Register hands the new account's e-mail to /login in the navigation state (not the address, so
 * it stays out of history and logs), and the login form fills it in.
 */
export const registeredState = (email: string) => ({ registeredEmail: email });

export function registeredEmailOf(state: unknown): string | null {
  const email = (state as { registeredEmail?: unknown } | null)?.registeredEmail;
  return typeof email === 'string' && email ? email : null;
}
