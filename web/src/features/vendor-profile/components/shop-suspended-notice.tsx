import { MODERATION_MESSAGES, MODERATION_TEXTS, SHOP_STATUS_TEXTS } from '@seamline/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useVendorProfile } from '../api/get-vendor-profile';

const refusedAsSuspended = (error: unknown) => error instanceof ApiError && error.serverMessage === MODERATION_MESSAGES.shopSuspended;

/**
 * On every vendor screen while the operator has suspended the shop (docs/architecture.md#money-and-operator, decision 153):
 * what no longer works and what goes on, so the vendor learns it here rather than from a failed
 * save. The status comes with the profile; a save refused as suspended asks for it again.
 */
export function ShopSuspendedNotice({ className }: { className?: string }) {
  const { data, refetch } = useVendorProfile();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && refusedAsSuspended(event.action.error)) void refetch();
      }),
    [queryClient, refetch],
  );
  if (data?.shopStatus !== 'suspended') return null;
  const { title, body, goesOn } = MODERATION_TEXTS.suspendedNotice;
  return (
    <div
      role="status"
      className={cn('flex gap-3 rounded-xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-600/30 ring-inset', className)}
    >
      <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm">{body}</p>
        <p className="mt-1 text-sm">{goesOn}</p>
        <p className="mt-1 text-sm">{SHOP_STATUS_TEXTS.askWhy}</p>
      </div>
    </div>
  );
}
