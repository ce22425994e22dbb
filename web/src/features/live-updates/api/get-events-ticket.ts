import { api } from '@/lib/api-client';

/** A short-lived ticket for the event stream: EventSource cannot send the session's Authorization header. */
export const getEventsTicket = async (): Promise<string> =>
  (await api.post<{ ticket: string; expiresInSeconds: number }>('/api/events/ticket')).ticket;
