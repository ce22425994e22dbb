import { getToken } from '../session-storage';

/**
 * Logout ends the session on the server too (docs/architecture.md#accounts-mail-live), so a copy of the token is worthless.
 * Sent with `keepalive` so it goes out even as the page changes; its answer does not matter.
 */
export function endServerSession(): void {
  const token = getToken();
  if (!token) return;
  fetch('/api/session/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
}
