import { ADMIN_TEXTS, type AdminVendor, MODERATION_TEXTS } from '@seamline/contract';
import { Ban, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useUpdateAdminVendor } from '../api/vendors';
import { sendMutation } from '@/lib/send-mutation';

/** 'Suspend' for an active shop, 'Reactivate' for a suspended one; the store's name for a screen reader. */
export function SuspendButton({ vendor, onClick }: { vendor: AdminVendor; onClick: () => void }) {
  const active = vendor.status === 'active';
  const Icon = active ? Ban : RotateCcw;
  return (
    <Button variant={active ? 'danger-ghost' : 'secondary'} size="sm" onClick={onClick}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {active ? MODERATION_TEXTS.suspend : MODERATION_TEXTS.reactivate}
      <span className="sr-only"> {vendor.vendorName}</span>
    </Button>
  );
}

/** Asks before a shop is suspended or reactivated (docs/architecture.md#money-and-operator), saying what follows. */
export function SuspendDialog({ vendor, onClose }: { vendor: AdminVendor | null; onClose: () => void }) {
  const update = useUpdateAdminVendor();
  const suspending = vendor?.status === 'active';
  const store = vendor?.vendorName ?? '';
  const confirm = () => {
    if (!vendor || update.isPending) return;
    sendMutation(
      update,
      { id: vendor.id, change: { status: suspending ? 'suspended' : 'active' } },
      {
        onSuccess: () => toast.success(suspending ? MODERATION_TEXTS.suspended(store) : MODERATION_TEXTS.reactivated(store)),
        onError: (err) => toast.error(errorMessage(err, ADMIN_TEXTS.loadFailed)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={vendor !== null}
      onOpenChange={(open) => !open && onClose()}
      title={suspending ? MODERATION_TEXTS.suspendTitle(store) : MODERATION_TEXTS.reactivateTitle(store)}
      message={suspending ? MODERATION_TEXTS.suspendBody : MODERATION_TEXTS.reactivateBody}
      confirmLabel={suspending ? MODERATION_TEXTS.suspend : MODERATION_TEXTS.reactivate}
      variant={suspending ? 'danger' : 'primary'}
      busy={update.isPending}
      onConfirm={confirm}
    >
      <p>
        <span className="font-medium text-zinc-900">{store}</span> · {vendor?.email}
      </p>
    </ConfirmDialog>
  );
}
