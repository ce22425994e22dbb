import { getToken } from '../session-storage';

/**
 * Logout ends the session on the server too (DESIGN §11), so a copy of the token is worthless.
 * Sent with `keepalive` so it goes out even as the page changes; its answer does not matter.
 */
export function endServerSession(): void {
  const token = getToken();
  if (!token) return;
  fetch('/api/session/logout', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
}
