import type { PspTokenInput, PspTokenResponse } from '@seamline/contract';
import { api } from '@/lib/api-client';

/**
 * docs/architecture.md#payments: the card goes from the browser straight to the provider's token endpoint, which
 * answers a token; the shop's API sees only the token. No session token goes to the provider.
 */
export const createCardToken = (tokenUrl: string, card: PspTokenInput) => api.post<PspTokenResponse>(tokenUrl, card, { anonymous: true });
