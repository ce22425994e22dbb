import { FIT_PROFILE_TEXTS, SIZE_PASSPORT_TEXTS } from '@seamline/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { endedSession, errorMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useForgetFitProfile } from '../api/forget-fit-profile';

/** 'Forget my measurements': asks first, then deletes the measurements and usual sizes (the history stays). */
export function ForgetMeasurements({ disabled }: { disabled: boolean }) {
  const forget = useForgetFitProfile();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      await forget.mutateAsync();
      setAsking(false);
      toast.success(FIT_PROFILE_TEXTS.forgotten);
    } catch (error) {
      setAsking(false);
      if (!endedSession(error)) {
        toast.error(SIZE_PASSPORT_TEXTS.forgetFailed, { description: errorMessage(error, SIZE_PASSPORT_TEXTS.forgetFailed) });
      }
    }
  };
  return (
    <>
      <Button variant="danger-ghost" className="-ml-3" disabled={disabled} onClick={() => setAsking(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {SIZE_PASSPORT_TEXTS.forget}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={SIZE_PASSPORT_TEXTS.forgetTitle}
        message={SIZE_PASSPORT_TEXTS.forgetQuestion}
        confirmLabel={SIZE_PASSPORT_TEXTS.forgetConfirm}
        cancelLabel={SIZE_PASSPORT_TEXTS.forgetKeep}
        busy={forget.isPending}
        onConfirm={confirm}
      >
        <p>{SIZE_PASSPORT_TEXTS.forgetDetail}</p>
      </ConfirmDialog>
    </>
  );
}
